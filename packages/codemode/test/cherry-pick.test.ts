// Cherry-pick proof: the packages, packed with `pnpm pack` exactly as they would be published, installed with
// npm into fresh projects outside the workspace. The umbrella works without its optional peers, every entry
// point imports and type-checks once they are installed, and @codemode/runtime-core works on its own.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FreshProject } from "./cherry-pick/fresh-project.ts";
import { importGraph, packageName } from "./cherry-pick/module-graph.ts";
import { bundleWorker, fetchFromWorker } from "./cherry-pick/workerd.ts";
import { assertBuilt, packAll, publishedPackages } from "./cherry-pick/workspace-packages.ts";

/** The frameworks the umbrella lists as optional peers; its root entry must work without any of them. */
const OPTIONAL_PEERS = [
  "ai",
  "zod",
  "@tanstack/ai",
  "@modelcontextprotocol/sdk",
  "vite",
  "@cfworker/json-schema",
];
/** The versions this repository is tested with (TOOLCHAIN.md). */
const PEER_VERSIONS = [
  "ai@6.0.326",
  "zod@4.6.7",
  "@tanstack/ai@0.58.0",
  "@modelcontextprotocol/sdk@1.32.2",
  "vite@8.3.8",
  "@cfworker/json-schema@4.1.1",
];
const TOOLS = ["typescript@5.9.3", "@cloudflare/workers-types@4.20260426.1"];

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, "cherry-pick", "fixtures", name), "utf8");

function tsconfig(files: string[], types: string[]): string {
  const compilerOptions = {
    target: "ES2023",
    lib: ["ES2023"],
    module: "ESNext",
    moduleResolution: "bundler",
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types,
  };
  return JSON.stringify({ compilerOptions, files }, null, 2);
}

interface PackedManifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  exports: Record<string, Record<string, string>>;
}

const workspace = mkdtempSync(join(tmpdir(), "codemode-cherry-pick-"));
const app = new FreshProject(join(workspace, "app"));
const coreOnly = new FreshProject(join(workspace, "core-only"));
let tarballs: string[] = [];
const packed = new Map<string, PackedManifest>();

beforeAll(async () => {
  const packages = publishedPackages();
  assertBuilt(packages);
  tarballs = await packAll(join(workspace, "tarballs"));
  await Promise.all([
    app.install([...tarballs, ...TOOLS]),
    coreOnly.install(tarballs.filter((file) => /codemode-(runtime-core|normalize)-[\d.]+\.tgz$/.test(file))),
  ]);
  for (const pkg of packages) {
    const manifest = JSON.parse(
      readFileSync(join(app.directory, "node_modules", pkg.name, "package.json"), "utf8"),
    ) as PackedManifest;
    packed.set(pkg.name, manifest);
  }
});

afterAll(() => {
  rmSync(workspace, { recursive: true, force: true });
});

describe("packed packages", () => {
  it("packs every package with its published exports map and workspace ranges rewritten to versions", () => {
    expect(tarballs).toHaveLength(publishedPackages().length);
    for (const [name, manifest] of packed) {
      const targets = Object.values(manifest.exports).flatMap((conditions) => Object.values(conditions));
      expect(
        targets.filter((target) => !existsSync(join(app.directory, "node_modules", name, target))),
      ).toEqual([]);
      expect(targets.some((target) => target.startsWith("./src/"))).toBe(false);
      for (const range of Object.values(manifest.dependencies ?? {}))
        expect(range).not.toMatch(/^workspace:/);
    }
  });

  it("keeps the umbrella's optional frameworks optional through every package it depends on", () => {
    // npm and pnpm install a required peer on their own: one required peer anywhere below the umbrella
    // installs that framework for every user of `codemode`.
    const required = [...packed.values()].flatMap((manifest) =>
      Object.keys(manifest.peerDependencies ?? {})
        .filter((peer) => OPTIONAL_PEERS.includes(peer) && !manifest.peerDependenciesMeta?.[peer]?.optional)
        .map((peer) => `${manifest.name} requires ${peer}`),
    );
    expect(required).toEqual([]);
  });
});

describe("the umbrella without its optional peers", () => {
  it("has none of them installed", () => {
    expect(OPTIONAL_PEERS.filter((peer) => app.has(peer))).toEqual([]);
  });

  it("imports none of them from the built root entry or anything it imports", () => {
    const entry = join(app.directory, "node_modules/codemode/dist/index.js");
    const graph = importGraph(entry, app.directory);
    const packagesReached = graph.files.map(
      (file) => /node_modules\/((@codemode\/)?[^/]+)\//.exec(file)?.[1],
    );
    expect(new Set(packagesReached)).toEqual(
      new Set([
        "codemode",
        "@codemode/runtime-core",
        "@codemode/normalize",
        "@codemode/catalog",
        "@codemode/connector-base",
        "@codemode/worker-executor",
        "@codemode/durable-storage",
      ]),
    );
    const imported = graph.external.map(packageName);
    expect(imported.filter((name) => OPTIONAL_PEERS.includes(name))).toEqual([]);
    // What it does import: the Workers runtime, Node built-ins under nodejs_compat, and its own dependencies.
    expect(new Set(imported.filter((name) => !/^(cloudflare|node):/.test(name)))).toEqual(
      new Set(["@babel/parser"]),
    );
  });

  it("runs a Worker built on the root entry in workerd: pause, approve, complete", async () => {
    app.write("src/root-worker.ts", fixture("root-worker.ts"));
    const script = await bundleWorker("src/root-worker.ts", app.directory);
    const answer = (await fetchFromWorker(script, { HOST: "Host", RUNTIME: "CodemodeRuntime" })) as {
      normalized: string;
      paused: { status: string; pending: Array<{ method: string; args: unknown }> };
      done: { status: string; result: unknown };
      stored: string[];
    };
    expect(answer.paused.status).toBe("paused");
    expect(answer.paused.pending).toMatchObject([{ method: "add", args: { text: "cherry-picked" } }]);
    expect(answer.done).toMatchObject({ status: "completed", result: { before: 0, added: { total: 1 } } });
    expect(answer.stored).toEqual(["cherry-picked"]);
    expect(answer.normalized).toMatch(/^async \(\) =>/);
  });

  it("type-checks code using the root entry with tsc, our declarations included", async () => {
    app.write("src/root-worker.ts", fixture("root-worker.ts"));
    app.write("tsconfig.root.json", tsconfig(["src/root-worker.ts"], ["@cloudflare/workers-types"]));
    expect(await app.typecheck("tsconfig.root.json")).toEqual([]);
  });
});

describe("@codemode/runtime-core alone", () => {
  it("installs with no other codemode package than @codemode/normalize, which it depends on", () => {
    expect(existsSync(join(coreOnly.directory, "node_modules/@codemode/runtime-core/dist/index.js"))).toBe(
      true,
    );
    const installed = JSON.parse(
      readFileSync(join(coreOnly.directory, "node_modules/.package-lock.json"), "utf8"),
    ) as { packages: Record<string, unknown> };
    const names = Object.keys(installed.packages).map((path) => path.replace(/^node_modules\//, ""));
    expect(names.filter((name) => name.startsWith("@codemode/")).sort()).toEqual([
      "@codemode/normalize",
      "@codemode/runtime-core",
    ]);
    // One JavaScript parser: the snippet check reads code with normalize's @babel/parser, so no acorn.
    expect(names).toEqual(expect.arrayContaining(["@babel/parser", "@types/json-schema"]));
    expect(names.filter((name) => !/^(@codemode|@babel|@types)\//.test(name))).toEqual([]);
  });

  it("drives the durable replay engine in plain Node: pause, approve, replay, complete", async () => {
    const script = coreOnly.write("core-only.mjs", fixture("core-only.mjs"));
    const outcome = (await coreOnly.runNode(script)) as {
      paused: { status: string; pending: Array<{ connector: string; method: string; args: unknown }> };
      effectsBeforeApproval: string[];
      done: { status: string; result: unknown };
      effects: string[];
    };
    expect(outcome.paused.status).toBe("paused");
    expect(outcome.paused.pending).toMatchObject([{ connector: "mail", method: "send", args: { id: 7 } }]);
    expect(outcome.effectsBeforeApproval).toEqual(["draft"]);
    expect(outcome.done).toMatchObject({ status: "completed", result: { sent: 7 } });
    // The draft was replayed from the log, not executed again.
    expect(outcome.effects).toEqual(["draft", "send"]);
  });
});

describe("every entry point, with the optional peers installed", () => {
  beforeAll(async () => {
    await app.install([...PEER_VERSIONS, "@types/node@20.19.43", "@cloudflare/codemode@0.5.6"]);
  });

  type Names = Record<string, string[]>;
  const missing = (report: { ours: Names; reference: Names }) =>
    Object.fromEntries(
      Object.entries(report.reference).map(([entry, names]) => [
        entry,
        names.filter((name) => !report.ours[entry]?.includes(name)),
      ]),
    );

  it("imports codemode, /ai, /mcp, /tanstack-ai and /browser in workerd, with every runtime name of the reference", async () => {
    app.write("src/entry-points-worker.ts", fixture("entry-points-worker.ts"));
    const script = await bundleWorker("src/entry-points-worker.ts", app.directory);
    const report = (await fetchFromWorker(script, { RUNTIME: "CodemodeRuntime" })) as {
      ours: Names;
      reference: Names;
    };
    expect(Object.keys(report.ours)).toHaveLength(5);
    expect(report.reference.codemode).toContain("createCodemodeRuntime");
    expect(missing(report)).toEqual({
      codemode: [],
      "codemode/ai": [],
      "codemode/mcp": [],
      "codemode/tanstack-ai": [],
      "codemode/browser": [],
    });
  });

  it("imports codemode/vite and codemode/browser in Node", async () => {
    const script = app.write("vite-and-browser.mjs", fixture("vite-and-browser.mjs"));
    const report = (await app.runNode(script)) as { ours: Names; reference: Names; pluginName: string };
    expect(missing(report)).toEqual({ "codemode/vite": [], "codemode/browser": [] });
    expect(report.ours["codemode/vite"]).toContain("default");
    expect(report.pluginName).toMatch(/codemode/);
  });

  it("type-checks one use of every entry point with tsc, our declarations included", async () => {
    app.write("src/all-entries.ts", fixture("all-entries.ts"));
    app.write(
      "tsconfig.all.json",
      tsconfig(["src/all-entries.ts"], ["@cloudflare/workers-types", "node", "codemode/vite/client"]),
    );
    expect(await app.typecheck("tsconfig.all.json")).toEqual([]);
  });
});
