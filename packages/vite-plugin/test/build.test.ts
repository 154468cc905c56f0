import { afterEach, describe, expect, it } from "vitest";
import { createFixtureProject, type FixtureProject } from "./fixture-project.ts";
import { buildWorker, FAKE_RUNTIME_FILE, FAKE_RUNTIME_SOURCE, WRANGLER_CONFIG } from "./worker-build.ts";

const MARKER = "Added by @codemode/vite-plugin";
const FETCH_HANDLER = [
  'import { connectors } from "virtual:codemode/connectors";',
  "export default {",
  "  async fetch(): Promise<Response> {",
  "    return Response.json(Object.keys(connectors));",
  "  },",
  "};",
].join("\n");
const USER_RUNTIME = 'readonly origin: string = "user-runtime";';

let project: FixtureProject | undefined;
afterEach(async () => {
  await project?.dispose();
  project = undefined;
});

async function workerProject(files: Record<string, string>): Promise<FixtureProject> {
  project = await createFixtureProject({
    "wrangler.json": WRANGLER_CONFIG,
    [FAKE_RUNTIME_FILE]: FAKE_RUNTIME_SOURCE,
    "src/app.ts": FETCH_HANDLER,
    ...files,
  });
  return project;
}

function runtimeOrigin(module: Record<string, unknown>): unknown {
  const runtimeClass = module.CodemodeRuntime as new () => { origin: unknown };
  return new runtimeClass().origin;
}

describe("vite build with @cloudflare/vite-plugin", () => {
  it("exports CodemodeRuntime and every connector class from the Wrangler main module", async () => {
    const { root } = await workerProject({
      "src/github.codemode.ts": [
        "interface Options { token: string }",
        "export class GithubConnector { constructor(readonly options: Options) {} }",
        "export const helper = 1;",
        "export type Shape = { a: 1 };",
      ].join("\n"),
      "src/repo/repo-api.codemode.ts": "export class RepoApiConnector { readonly name = 'repo'; }",
    });
    const { module, warnings } = await buildWorker(root);
    expect(Object.keys(module).sort()).toEqual([
      "CodemodeRuntime",
      "GithubConnector",
      "RepoApiConnector",
      "default",
    ]);
    expect(runtimeOrigin(module)).toBe("fake-runtime");
    const repo = new (module.RepoApiConnector as new () => { name: string })();
    expect(repo.name).toBe("repo");
    const handler = module.default as { fetch(): Promise<Response> };
    expect(await (await handler.fetch()).json()).toEqual(["GithubConnector", "RepoApiConnector"]);
    expect(warnings).toEqual([]);
  });

  it("keeps a connector the entry exports already and adds the others", async () => {
    const { root } = await workerProject({
      "src/app.ts": `${FETCH_HANDLER}\nexport { GithubConnector } from "./github.codemode";`,
      "src/github.codemode.ts": "export class GithubConnector {}",
      "src/other.codemode.ts": "export class OtherConnector {}",
    });
    const { module, transformed } = await buildWorker(root);
    expect(Object.keys(module).sort()).toEqual([
      "CodemodeRuntime",
      "GithubConnector",
      "OtherConnector",
      "default",
    ]);
    expect(transformed.get("src/app.ts")).toContain(
      'export { OtherConnector } from "virtual:codemode/connectors";',
    );
  });

  const ownRuntime = `export class CodemodeRuntime { ${USER_RUNTIME} }\nexport class Mine { ${USER_RUNTIME} }`;
  const existingForms: [string, string, Record<string, string>][] = [
    ["export class", `export class CodemodeRuntime { ${USER_RUNTIME} }`, {}],
    ["export { local }", `class CodemodeRuntime { ${USER_RUNTIME} }\nexport { CodemodeRuntime };`, {}],
    [
      "export { local as CodemodeRuntime }",
      `class Mine { ${USER_RUNTIME} }\nexport { Mine as CodemodeRuntime };`,
      {},
    ],
    ["export const = class", `export const CodemodeRuntime = class { ${USER_RUNTIME} };`, {}],
    [
      "export { CodemodeRuntime } from",
      'export { CodemodeRuntime } from "./own-runtime";',
      { "src/own-runtime.ts": ownRuntime },
    ],
    [
      "export { X as CodemodeRuntime } from",
      'export { Mine as CodemodeRuntime } from "./own-runtime";',
      { "src/own-runtime.ts": ownRuntime },
    ],
    ["export * from a local module", 'export * from "./own-runtime";', { "src/own-runtime.ts": ownRuntime }],
    [
      "export * through a chain",
      'export * from "./layer";',
      { "src/layer.ts": 'export * from "./nested/own-runtime";', "src/nested/own-runtime.ts": ownRuntime },
    ],
  ];

  it.each(existingForms)("leaves an entry with %s unchanged", async (_form, exportCode, files) => {
    const { root } = await workerProject({ "src/app.ts": `${FETCH_HANDLER}\n${exportCode}`, ...files });
    const { module, transformed, code } = await buildWorker(root);
    expect(transformed.get("src/app.ts")).not.toContain(MARKER);
    expect(runtimeOrigin(module)).toBe("user-runtime");
    expect(code).not.toContain("fake-runtime");
  });

  it("treats export * from the runtime module itself as exporting CodemodeRuntime", async () => {
    const { root } = await workerProject({
      "src/app.ts": `${FETCH_HANDLER}\nexport * from "fake-codemode-runtime";`,
    });
    const { module, transformed } = await buildWorker(root);
    expect(transformed.get("src/app.ts")).not.toContain(MARKER);
    expect(runtimeOrigin(module)).toBe("fake-runtime");
  });

  const lookalikes: [string, string, Record<string, string>][] = [
    [
      "a comment and a string",
      '// export class CodemodeRuntime {}\nexport const text = "export { CodemodeRuntime }";',
      {},
    ],
    ["a type alias", "export type CodemodeRuntime = { origin: string };", {}],
    [
      "an export * of a module without it",
      'export * from "./unrelated";',
      { "src/unrelated.ts": "export const x = 1;" },
    ],
  ];

  it.each(lookalikes)("adds the runtime export despite %s", async (_label, exportCode, files) => {
    const { root } = await workerProject({ "src/app.ts": `${FETCH_HANDLER}\n${exportCode}`, ...files });
    const { module, transformed, warnings } = await buildWorker(root);
    expect(transformed.get("src/app.ts")).toContain(MARKER);
    expect(runtimeOrigin(module)).toBe("fake-runtime");
    expect(warnings).toEqual([]);
  });

  it("re-exports connectors explicitly next to an export * of the connectors module, without warnings", async () => {
    const { root } = await workerProject({
      "src/app.ts": `${FETCH_HANDLER}\nexport * from "virtual:codemode/connectors";`,
      "src/a.codemode.ts": "export class AlphaConnector {}",
    });
    const { module, warnings } = await buildWorker(root);
    expect(Object.keys(module).sort()).toEqual([
      "AlphaConnector",
      "CodemodeRuntime",
      "connectors",
      "default",
    ]);
    expect(runtimeOrigin(module)).toBe("fake-runtime");
    expect(warnings).toEqual([]);
  });

  it("warns when an export * source cannot be read, and adds the export that takes precedence", async () => {
    const { root } = await workerProject({
      "src/app.ts": `${FETCH_HANDLER}\nexport * from "virtual:elsewhere";`,
    });
    const virtualModule = {
      name: "test:virtual-elsewhere",
      resolveId: (id: string) => (id === "virtual:elsewhere" ? "\0virtual:elsewhere" : null),
      load: (id: string) => (id === "\0virtual:elsewhere" ? "export const elsewhere = 1;" : null),
    };
    const { module, warnings } = await buildWorker(root, { extraPlugins: [virtualModule] });
    expect(runtimeOrigin(module)).toBe("fake-runtime");
    expect(module.elsewhere).toBe(1);
    expect(warnings.join("\n")).toMatch(/could not read virtual:elsewhere .*takes precedence/s);
  });

  it("fails the build when two connector modules export the same name", async () => {
    const { root } = await workerProject({
      "src/a.codemode.ts": "export class GithubConnector {}",
      "src/b/b.codemode.ts": "export class GithubConnector {}",
    });
    await expect(buildWorker(root)).rejects.toThrow(
      /Connector name "GithubConnector" is exported by more than one connector module: src\/a\.codemode\.ts, src\/b\/b\.codemode\.ts/,
    );
  });
});

describe("vite build without @cloudflare/vite-plugin", () => {
  it("finds the default entry src/index.ts in an SSR build", async () => {
    project = await createFixtureProject({
      [FAKE_RUNTIME_FILE]: FAKE_RUNTIME_SOURCE,
      "src/index.ts": "export default { ok: true };",
      "src/a.codemode.ts": "export class AlphaConnector {}",
    });
    const { module } = await buildWorker(project.root, { ssrEntry: "src/index.ts" });
    expect(Object.keys(module).sort()).toEqual(["AlphaConnector", "CodemodeRuntime", "default"]);
  });

  it("uses the entry option instead of the defaults", async () => {
    project = await createFixtureProject({
      [FAKE_RUNTIME_FILE]: FAKE_RUNTIME_SOURCE,
      "worker/main.ts": 'export { helper } from "../src/index";\nexport default {};',
      "src/index.ts": "export const helper = 1;",
    });
    const { module, transformed } = await buildWorker(project.root, {
      ssrEntry: "worker/main.ts",
      plugin: { entry: "worker/main.ts" },
    });
    expect(Object.keys(module).sort()).toEqual(["CodemodeRuntime", "default", "helper"]);
    expect(transformed.get("src/index.ts")).not.toContain(MARKER);
  });
});
