// Builds the two normalizers the start-up benchmark compares, as a Worker would bundle them (esbuild, minified
// ESM): the acorn-based one that lived in runtime-core until BEFORE_COMMIT, taken from git, and the
// @babel/parser-based @codemode/normalize of this tree. Also sizes the umbrella's root entry.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** The last commit with the acorn normalizer in packages/runtime-core/src/normalize. */
export const BEFORE_COMMIT = "4bd4050";

export const REPOSITORY = join(import.meta.dirname, "../..");

/** Peers and platform modules the umbrella's root entry leaves to the application. */
const UMBRELLA_EXTERNALS = [
  "cloudflare:*",
  "node:*",
  "ai",
  "@tanstack/ai",
  "@modelcontextprotocol/sdk",
  "zod",
];

/** Minified ESM of `entry` with its dependencies, resolved from `nodePaths` as well as beside it. */
export async function bundle(
  entry: string,
  nodePaths: string[] = [],
  external: string[] = [],
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    conditions: ["workerd", "worker", "import"],
    nodePaths,
    external,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** The acorn normalizer of {@link BEFORE_COMMIT}, extracted from git into a temporary folder and bundled. */
export async function acornNormalizer(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), "normalizer-before-"));
  const archive = execFileSync(
    "git",
    ["-C", REPOSITORY, "archive", BEFORE_COMMIT, "packages/runtime-core/src/normalize"],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  execFileSync("tar", ["-x", "-C", folder], { input: archive });
  const entry = join(folder, "entry.ts");
  writeFileSync(
    entry,
    'export { normalizeCode } from "./packages/runtime-core/src/normalize/normalize-code.ts";\n',
  );
  // The same acorn version (8.19.0, pinned) the old runtime-core used; @codemode/normalize keeps it for its tests.
  return bundle(entry, [join(REPOSITORY, "packages/normalize/node_modules")]);
}

/** `@codemode/normalize` of this tree. */
export function babelNormalizer(): Promise<string> {
  return bundle(join(REPOSITORY, "packages/normalize/src/index.ts"));
}

/** The umbrella `codemode` root entry of the tree at `repository`, its optional peers left out. */
export function umbrellaRoot(repository: string = REPOSITORY): Promise<string> {
  return bundle(join(repository, "packages/codemode/src/index.ts"), [], UMBRELLA_EXTERNALS);
}

/** Kilobytes of `code` gzipped at level 9. */
export function gzipKilobytes(code: string): number {
  return gzipSync(code, { level: 9 }).length / 1024;
}
