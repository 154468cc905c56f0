import { builtinModules } from "node:module";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";

/**
 * Bundles a Worker the way Wrangler does (esbuild, ESM, Workers conditions), resolving every import from
 * `projectDirectory`'s own node_modules. An import that does not resolve there fails the bundle.
 */
export async function bundleWorker(entry: string, projectDirectory: string): Promise<string> {
  const outfile = join(projectDirectory, "dist", `${entry.replace(/\W/g, "-")}.js`);
  await build({
    entryPoints: [join(projectDirectory, entry)],
    absWorkingDir: projectDirectory,
    outfile,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2023",
    conditions: ["workerd", "worker", "browser", "import", "default"],
    mainFields: ["module", "main"],
    external: ["cloudflare:*", "node:*", ...builtinModules],
    define: { "import.meta.url": JSON.stringify("file:///worker.js") },
    nodePaths: [],
    logLevel: "silent",
  });
  return outfile;
}

/**
 * Runs a bundled Worker in workerd (Miniflare) with a Worker Loader and SQLite Durable Objects, sends it one
 * request, and returns the JSON it answers.
 */
export async function fetchFromWorker(
  script: string,
  durableObjects: Record<string, string> = {},
): Promise<unknown> {
  const miniflare = new Miniflare({
    modules: true,
    scriptPath: script,
    modulesRoot: dirname(script),
    compatibilityDate: "2026-04-01",
    compatibilityFlags: ["nodejs_compat"],
    workerLoaders: { LOADER: {} },
    durableObjects: Object.fromEntries(
      Object.entries(durableObjects).map(([binding, className]) => [binding, { className, useSQLite: true }]),
    ),
  });
  try {
    const response = await miniflare.dispatchFetch("http://localhost/");
    const text = await response.text();
    if (!response.ok) throw new Error(`The worker answered ${response.status}: ${text}`);
    return JSON.parse(text);
  } finally {
    await miniflare.dispose();
  }
}
