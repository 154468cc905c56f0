import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { createBuilder, createLogger, type InlineConfig, type Plugin } from "vite";
import codemode, { type CodemodePluginOptions } from "../src/index.ts";

/** The runtime module fixtures use: a tiny local class instead of a real package, aliased like one. */
export const FAKE_RUNTIME_SPECIFIER = "fake-codemode-runtime";
export const FAKE_RUNTIME_SOURCE =
  'export class CodemodeRuntime { readonly origin: string = "fake-runtime"; }\n';
export const FAKE_RUNTIME_FILE = "runtime/fake-runtime.ts";

/** A Wrangler configuration whose `main` is not one of the plugin's default entry names. */
export const WRANGLER_CONFIG = JSON.stringify({
  name: "fixture-worker",
  main: "./src/app.ts",
  compatibility_date: "2026-04-01",
});

/** What a build produced. */
export interface WorkerBuild {
  /** The emitted Worker entry module's code. */
  readonly code: string;
  /** The emitted entry, imported in Node (fixtures use no Workers-only imports). */
  readonly module: Record<string, unknown>;
  /** The entry module's code as the last plugin saw it, keyed by path relative to the root. */
  readonly transformed: ReadonlyMap<string, string>;
  readonly warnings: readonly string[];
}

/** Options of `buildWorker`. */
export interface WorkerBuildOptions {
  readonly plugin?: CodemodePluginOptions;
  /** Build with `@cloudflare/vite-plugin` (default) or as a plain Vite SSR build of this entry. */
  readonly ssrEntry?: string;
  readonly extraPlugins?: Plugin[];
}

/** Builds the project at `root` with the codemode plugin and returns the emitted Worker entry. */
export async function buildWorker(root: string, options: WorkerBuildOptions = {}): Promise<WorkerBuild> {
  const warnings: string[] = [];
  const logger = createLogger("warn");
  logger.warn = (message) => warnings.push(message);
  logger.warnOnce = (message) => warnings.push(message);
  const transformed = new Map<string, string>();
  const config: InlineConfig = {
    root,
    configFile: false,
    logLevel: "warn",
    customLogger: logger,
    resolve: { alias: { [FAKE_RUNTIME_SPECIFIER]: path.join(root, FAKE_RUNTIME_FILE) } },
    plugins: [
      codemode({ runtimeModule: FAKE_RUNTIME_SPECIFIER, ...options.plugin }),
      ...(options.extraPlugins ?? []),
      captureTransforms(root, transformed),
      ...(options.ssrEntry
        ? []
        : [
            cloudflare({
              configPath: path.join(root, "wrangler.json"),
              inspectorPort: false,
              persistState: false,
            }),
          ]),
    ],
    build: options.ssrEntry
      ? { ssr: options.ssrEntry, outDir: "dist/ssr", minify: false }
      : { minify: false },
  };
  const builder = await createBuilder(config);
  await builder.buildApp();
  const entryFile = options.ssrEntry ? await ssrOutput(root) : await cloudflareOutput(root);
  const code = await readFile(entryFile, "utf8");
  const module = (await import(/* @vite-ignore */ pathToFileURL(entryFile).href)) as Record<string, unknown>;
  return { code, module, transformed, warnings };
}

/** Records every module's final transformed code, to check what the codemode plugin appended. */
function captureTransforms(root: string, transformed: Map<string, string>): Plugin {
  return {
    name: "test:capture-transforms",
    enforce: "post",
    transform(code, id) {
      if (!id.startsWith("\0")) transformed.set(path.relative(root, id.replace(/\?.*$/, "")), code);
      return null;
    },
  };
}

async function cloudflareOutput(root: string): Promise<string> {
  const dist = path.join(root, "dist");
  for (const folder of await readdir(dist)) {
    const wranglerFile = path.join(dist, folder, "wrangler.json");
    const emitted = await readFile(wranglerFile, "utf8").catch(() => undefined);
    if (emitted) return path.join(dist, folder, (JSON.parse(emitted) as { main: string }).main);
  }
  throw new Error(`no Worker output with a wrangler.json under ${dist}`);
}

async function ssrOutput(root: string): Promise<string> {
  const folder = path.join(root, "dist/ssr");
  const [file] = (await readdir(folder)).filter((name) => name.endsWith(".js") || name.endsWith(".mjs"));
  if (!file) throw new Error(`no SSR output in ${folder}`);
  return path.join(folder, file);
}
