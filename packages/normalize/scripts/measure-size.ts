/**
 * Prints what the normalizer costs a Worker: its bundle (parser included) minified and gzipped, and the time Node
 * takes to load that bundle and normalize a first program, in fresh processes (median of several runs).
 * `pnpm --filter @codemode/normalize exec tsx scripts/measure-size.ts [entry.ts]` (default: src/index.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const entry = resolve(process.argv[2] ?? join(import.meta.dirname, "../src/index.ts"));
const result = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: "esm",
  platform: "neutral",
  mainFields: ["module", "main"],
  write: false,
});
const code = result.outputFiles[0]?.contents ?? new Uint8Array();
const folder = mkdtempSync(join(tmpdir(), "normalize-size-"));
const bundle = join(folder, "bundle.mjs");
writeFileSync(bundle, code);
const probe = join(folder, "probe.mjs");
writeFileSync(
  probe,
  [
    "const started = performance.now();",
    `const { normalizeCode } = await import(${JSON.stringify(bundle)});`,
    "const loaded = performance.now();",
    'normalizeCode("interface A { x: number }\\nconst a: A = { x: 1 };\\nnew Set<string>([]).size + a.x");',
    "console.log(JSON.stringify([loaded - started, performance.now() - loaded]));",
  ].join("\n"),
);
const runs = Array.from(
  { length: 9 },
  () => JSON.parse(execFileSync(process.execPath, [probe], { encoding: "utf8" })) as [number, number],
);
const median = (values: number[]) =>
  values.sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? 0;
console.log(`entry:            ${entry}`);
console.log(`minified:         ${(code.length / 1024).toFixed(1)} KB`);
console.log(`minified + gzip:  ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB`);
console.log(`load (median):    ${median(runs.map((run) => run[0])).toFixed(1)} ms`);
console.log(`first normalize:  ${median(runs.map((run) => run[1])).toFixed(1)} ms`);
