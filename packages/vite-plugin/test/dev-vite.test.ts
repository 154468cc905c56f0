import { readFile } from "node:fs/promises";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import codemode from "../src/index.ts";
import { createFixtureProject, type FixtureProject } from "./fixture-project.ts";
import { pollUntil } from "./poll.ts";
import { FAKE_RUNTIME_FILE, FAKE_RUNTIME_SOURCE, FAKE_RUNTIME_SPECIFIER } from "./worker-build.ts";

let project: FixtureProject | undefined;
let server: ViteDevServer | undefined;
afterEach(async () => {
  await server?.close();
  await project?.dispose();
  server = undefined;
  project = undefined;
});

async function startServer(root: string): Promise<ViteDevServer> {
  server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    server: { middlewareMode: true },
    resolve: { alias: { [FAKE_RUNTIME_SPECIFIER]: path.join(root, FAKE_RUNTIME_FILE) } },
    plugins: [
      codemode({ runtimeModule: FAKE_RUNTIME_SPECIFIER, declarationFile: "codemode-connectors.d.ts" }),
    ],
  });
  return server;
}

/** The names a module exports when loaded by the dev server's SSR environment. */
async function exportNames(devServer: ViteDevServer, id: string): Promise<string[]> {
  return Object.keys(await devServer.ssrLoadModule(id)).sort();
}

describe("vite dev (SSR environment, without @cloudflare/vite-plugin)", () => {
  it("updates the virtual module and the entry exports when connector files are added, renamed and removed", async () => {
    project = await createFixtureProject({
      [FAKE_RUNTIME_FILE]: FAKE_RUNTIME_SOURCE,
      "src/index.ts":
        'import { connectors } from "virtual:codemode/connectors";\nexport default { connectors };',
      "src/a.codemode.ts": "export class AlphaConnector {}",
    });
    const devServer = await startServer(project.root);
    const virtualExports = () => exportNames(devServer, "virtual:codemode/connectors");
    const entryExports = () => exportNames(devServer, "/src/index.ts");
    const declaration = () => readFile(path.join(project?.root ?? "", "codemode-connectors.d.ts"), "utf8");

    expect(await virtualExports()).toEqual(["AlphaConnector", "connectors"]);
    expect(await entryExports()).toEqual(["AlphaConnector", "CodemodeRuntime", "default"]);
    const entry = await devServer.ssrLoadModule("/src/index.ts");
    expect(Object.keys(entry.default.connectors)).toEqual(["AlphaConnector"]);
    expect(entry.AlphaConnector).toBe(entry.default.connectors.AlphaConnector);
    expect(await declaration()).toContain("export const AlphaConnector:");

    await project.write("src/nested/b.codemode.ts", "export class BetaConnector {}");
    await pollUntil(virtualExports, (names) => names.includes("BetaConnector"));
    expect(await entryExports()).toEqual(["AlphaConnector", "BetaConnector", "CodemodeRuntime", "default"]);
    expect(await declaration()).toContain("export const BetaConnector:");

    await project.write("src/nested/b.codemode.ts", "export class GammaConnector {}");
    await pollUntil(virtualExports, (names) => names.includes("GammaConnector"));
    expect(await entryExports()).toEqual(["AlphaConnector", "CodemodeRuntime", "GammaConnector", "default"]);

    await project.remove("src/a.codemode.ts");
    await pollUntil(virtualExports, (names) => !names.includes("AlphaConnector"));
    expect(await entryExports()).toEqual(["CodemodeRuntime", "GammaConnector", "default"]);
    expect(await declaration()).not.toContain("AlphaConnector");
  });

  it("reports a name conflict introduced in dev, and recovers when it is removed", async () => {
    project = await createFixtureProject({
      [FAKE_RUNTIME_FILE]: FAKE_RUNTIME_SOURCE,
      "src/a.codemode.ts": "export class AlphaConnector {}",
    });
    const devServer = await startServer(project.root);
    expect(await exportNames(devServer, "virtual:codemode/connectors")).toEqual([
      "AlphaConnector",
      "connectors",
    ]);

    await project.write("src/copy.codemode.ts", "export class AlphaConnector {}");
    const failure = await pollUntil(
      () =>
        exportNames(devServer, "virtual:codemode/connectors").then(
          () => "loaded",
          (error: Error) => error.message,
        ),
      (outcome) => outcome !== "loaded",
    );
    expect(failure).toMatch(
      /"AlphaConnector" is exported by more than one connector module: src\/a\.codemode\.ts, src\/copy\.codemode\.ts/,
    );

    await project.remove("src/copy.codemode.ts");
    const names = await pollUntil(
      () => exportNames(devServer, "virtual:codemode/connectors"),
      (loaded) => loaded.includes("AlphaConnector"),
    );
    expect(names).toEqual(["AlphaConnector", "connectors"]);
  });
});
