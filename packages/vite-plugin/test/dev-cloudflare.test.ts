import type { AddressInfo } from "node:net";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { cloudflare } from "@cloudflare/vite-plugin";
import { createServer, type ViteDevServer } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import codemode from "../src/index.ts";
import { createFixtureProject, type FixtureProject } from "./fixture-project.ts";
import { pollUntil } from "./poll.ts";
import {
  FAKE_RUNTIME_FILE,
  FAKE_RUNTIME_SOURCE,
  FAKE_RUNTIME_SPECIFIER,
  WRANGLER_CONFIG,
} from "./worker-build.ts";

/** A Worker that reports what the virtual module lists and which classes `ctx.exports` exposes. */
const REPORTING_WORKER = [
  'import { connectors } from "virtual:codemode/connectors";',
  "interface Context { exports?: Record<string, unknown> }",
  "export default {",
  "  async fetch(request: Request, env: unknown, ctx: Context): Promise<Response> {",
  '    const names = ["CodemodeRuntime", "AlphaConnector", "BetaConnector"];',
  "    const exported = names.filter((name) => ctx.exports?.[name] !== undefined);",
  "    return Response.json({ connectors: Object.keys(connectors), exported });",
  "  },",
  "};",
].join("\n");

interface Report {
  connectors: string[];
  exported: string[];
}

let project: FixtureProject | undefined;
let server: ViteDevServer | undefined;
afterEach(async () => {
  await server?.close();
  await project?.dispose();
  server = undefined;
  project = undefined;
});

describe("vite dev with @cloudflare/vite-plugin (workerd)", () => {
  it("keeps ctx.exports and the virtual module in step with added and removed connector files", async () => {
    project = await createFixtureProject({
      "wrangler.json": WRANGLER_CONFIG,
      [FAKE_RUNTIME_FILE]: FAKE_RUNTIME_SOURCE,
      "src/app.ts": REPORTING_WORKER,
      "src/a.codemode.ts": "export class AlphaConnector {}",
    });
    const root = project.root;
    server = await createServer({
      root,
      configFile: false,
      logLevel: process.env.CODEMODE_TEST_LOG ? "info" : "silent",
      server: { host: "127.0.0.1", port: 0 },
      resolve: { alias: { [FAKE_RUNTIME_SPECIFIER]: path.join(root, FAKE_RUNTIME_FILE) } },
      plugins: [
        codemode({ runtimeModule: FAKE_RUNTIME_SPECIFIER }),
        cloudflare({
          configPath: path.join(root, "wrangler.json"),
          inspectorPort: false,
          persistState: false,
        }),
      ],
    });
    await server.listen();
    const devServer = server;
    const report = async (): Promise<Report> => {
      // The dev server restarts in place when Worker exports change; its port stays the same.
      const address = devServer.httpServer?.address() as AddressInfo | undefined;
      if (!address) throw new Error("the dev server is not listening");
      const { port } = address;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      return (await response.json()) as Report;
    };

    expect(await report()).toEqual({
      connectors: ["AlphaConnector"],
      exported: ["CodemodeRuntime", "AlphaConnector"],
    });

    // Cloudflare's plugin restarts the dev server when Worker exports change, so responses may briefly show
    // an intermediate state; wait for the expected one.
    await project.write("src/b.codemode.ts", "export class BetaConnector {}");
    const added = {
      connectors: ["AlphaConnector", "BetaConnector"],
      exported: ["CodemodeRuntime", "AlphaConnector", "BetaConnector"],
    };
    expect(
      await pollUntil(report, (current) => isDeepStrictEqual(current, added), { intervalMs: 250 }),
    ).toEqual(added);

    await project.remove("src/a.codemode.ts");
    const removed = { connectors: ["BetaConnector"], exported: ["CodemodeRuntime", "BetaConnector"] };
    expect(
      await pollUntil(report, (current) => isDeepStrictEqual(current, removed), { intervalMs: 250 }),
    ).toEqual(removed);
  });
});
