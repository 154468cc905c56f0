// `pnpm --filter @codemode-internal/bench bench:normalizer-startup`: what the normalizer adds to a cold isolate
// in workerd, acorn-based (before) against @babel/parser-based (now), and the bundle sizes.
//
// A cold isolate: the host Worker (worker/host.ts, run by Miniflare's workerd) loads a dynamic Worker through
// the Worker Loader under an id never used before, so workerd builds a new isolate and compiles and evaluates
// the probe and the normalizer bundle there for the first time. The probe (worker/probe.ts) imports the
// normalizer and, when asked, normalizes one program. Each sample is one request timed from Node; the same
// request with an empty normalizer module is the baseline (isolate creation, the request's own path), so
//   module evaluation = t(normalizer, no program) - t(empty, no program)
//   first call        = t(normalizer, program)    - t(normalizer, no program)
// Variants are interleaved round by round in a shuffled order; medians of SAMPLES rounds (default 30).
// CODEMODE_BEFORE_TREE: a checkout of BEFORE_COMMIT with its dependencies installed, to size its umbrella too.
import { join } from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import {
  acornNormalizer,
  BEFORE_COMMIT,
  babelNormalizer,
  bundle,
  gzipKilobytes,
  umbrellaRoot,
} from "./normalizer-bundles.ts";

const SAMPLES = Number(process.env.SAMPLES ?? 30);
const PROGRAM = "interface A { x: number }\nconst a: A = { x: 1 };\nnew Set<string>([]).size + a.x";
const EMPTY = "export function normalizeCode(code) { return code; }";

const normalizers = { empty: EMPTY, acorn: await acornNormalizer(), babel: await babelNormalizer() };
const probe = await bundle(join(import.meta.dirname, "worker/probe.ts"), [], ["./normalizer.js"]);
const host = await build({
  entryPoints: [join(import.meta.dirname, "worker/host.ts")],
  bundle: true,
  format: "esm",
  write: false,
  define: { STARTUP_MODULES: JSON.stringify({ probe, normalizers }) },
});

const umbrellaBefore = process.env.CODEMODE_BEFORE_TREE;
console.log("Bundle sizes (esbuild, minified ESM, gzip -9)");
console.log(`  normalizer, acorn (${BEFORE_COMMIT}):   ${kilobytes(normalizers.acorn)}`);
console.log(`  normalizer, @babel/parser (now):  ${kilobytes(normalizers.babel)}`);
const umbrellaNow = await umbrellaRoot();
if (umbrellaBefore)
  console.log(`  codemode root entry, before:      ${kilobytes(await umbrellaRoot(umbrellaBefore))}`);
console.log(`  codemode root entry, now:         ${kilobytes(umbrellaNow)}`);

const miniflare = new Miniflare({
  modules: true,
  script: host.outputFiles[0]?.text ?? "",
  compatibilityDate: "2026-04-01",
  workerLoaders: { LOADER: {} },
});
const base = await miniflare.ready;
let serial = 0;

/** One cold-isolate request: milliseconds from sending it to reading the whole response. */
async function sample(normalizer: string, program: boolean): Promise<number> {
  const url = new URL(base);
  url.searchParams.set("normalizer", normalizer);
  url.searchParams.set("id", `cold-${process.pid}-${serial++}`);
  if (program) url.searchParams.set("program", PROGRAM);
  // timing-allowed: a benchmark, not a test
  const started = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok || (program && Number(text) === 0))
    throw new Error(`${normalizer}: ${response.status} ${text} (the probe did not normalize the program)`);
  return elapsed;
}

const variants = [
  ["empty", false],
  ["acorn", false],
  ["acorn", true],
  ["babel", false],
  ["babel", true],
] as const;
const times = new Map<string, number[]>(variants.map(([name, program]) => [`${name}:${program}`, []]));
for (const [name, program] of variants) await sample(name, program); // warm the host and the loader path
for (let round = 0; round < SAMPLES; round++) {
  const order = [...variants].sort(() => Math.random() - 0.5);
  for (const [name, program] of order) times.get(`${name}:${program}`)?.push(await sample(name, program));
}
await miniflare.dispose();

const median = (key: string) => {
  const sorted = [...(times.get(key) ?? [])].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const evaluation = (name: string) => median(`${name}:false`) - median("empty:false");
const firstCall = (name: string) => median(`${name}:true`) - median(`${name}:false`);
console.log(`\nCold isolate in workerd (medians of ${SAMPLES} fresh isolates each, ms)`);
console.log(`  baseline (empty module):          ${median("empty:false").toFixed(1)}`);
for (const name of ["acorn", "babel"])
  console.log(
    `  ${name.padEnd(6)} module evaluation ${evaluation(name).toFixed(1).padStart(6)}   first normalizeCode ${firstCall(name).toFixed(1).padStart(6)}   total ${(evaluation(name) + firstCall(name)).toFixed(1).padStart(6)}`,
  );
const ratio = (now: number, before: number) => (before > 0 ? `${(now / before).toFixed(2)}x` : "n/a");
console.log("\nRatios, @babel/parser over acorn");
console.log(
  `  bundle gzip:        ${ratio(gzipKilobytes(normalizers.babel), gzipKilobytes(normalizers.acorn))}`,
);
console.log(`  module evaluation:  ${ratio(evaluation("babel"), evaluation("acorn"))}`);
console.log(`  first normalizeCode: ${ratio(firstCall("babel"), firstCall("acorn"))}`);
console.log(
  `  total:              ${ratio(evaluation("babel") + firstCall("babel"), evaluation("acorn") + firstCall("acorn"))}`,
);

function kilobytes(code: string | undefined): string {
  return `${((code ?? "").length / 1024).toFixed(1)} KB minified, ${gzipKilobytes(code ?? "").toFixed(1)} KB gzip`;
}
