// Builds the sandbox harness (src/harness/entry.ts) once per combination of features into dist/harness:
// <key>.js, one self-contained minified script with runtime-core's shared functions bundled in and the parts
// a variant leaves out dropped (the feature constants of src/harness/features.ts are defined per variant),
// and <key>.text.js (with its .d.ts), a module whose default export is that script's text. The executor
// imports those (src/sandbox/harness-texts.ts) and puts one in each sandbox module.
//
// esbuild, not tsdown: the demo agent runs this from a production-only install (scripts/demo.sh), where the
// only bundler present is the esbuild that wrangler itself depends on; the package build runs it too (see
// `build` in package.json), so both get the same bytes.
//
// Functions marked `@eager` are compiled with the script (scripts/eager-functions.mjs).
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { eagerFunctionsPlugin } from "./eager-functions.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const esbuild = loadEsbuild();
// A dependency of this package, so present in a production-only install too.
const { parse } = createRequire(join(root, "package.json"))("@babel/parser");
const eagerFunctions = eagerFunctionsPlugin(parse);
const outDir = join(root, "dist/harness");
const HEADER = "// Built from src/harness by scripts/build-harness.mjs: the minified sandbox harness.\n";

/** esbuild from this package's dependencies, else from the directory CODEMODE_ESBUILD_FROM names (the demo). */
function loadEsbuild() {
  const from = [join(root, "package.json")];
  if (process.env.CODEMODE_ESBUILD_FROM) from.push(join(process.env.CODEMODE_ESBUILD_FROM, "package.json"));
  for (const path of from) {
    try {
      return createRequire(path)("esbuild");
    } catch {}
  }
  throw new Error(
    "build-harness: esbuild is not installed. Run `npm test` (or `pnpm install`) at the repository root first.",
  );
}

/** The feature combinations, read from src/sandbox/sandbox-features.ts itself so the list exists once. */
async function featureCombinations() {
  // Written beside the output and imported from there, so its own imports resolve from this package.
  const file = join(outDir, ".sandbox-features.mjs");
  await esbuild.build({
    entryPoints: [join(root, "src/sandbox/sandbox-features.ts")],
    bundle: true,
    outfile: file,
    format: "esm",
    platform: "node",
    packages: "external",
    logLevel: "silent",
  });
  try {
    const module = await import(pathToFileURL(file).href);
    return module.FEATURE_COMBINATIONS.map((features) => ({ key: module.featuresKey(features), features }));
  } finally {
    await rm(file, { force: true });
  }
}

await mkdir(outDir, { recursive: true });
const combinations = await featureCombinations();
for (const { key, features } of combinations) {
  const built = await esbuild.build({
    entryPoints: [join(root, "src/harness/entry.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "neutral",
    target: "esnext",
    minify: true,
    legalComments: "none",
    plugins: [eagerFunctions],
    // The sandbox module is an ES module, so strict already: no "use strict" prologue in front of the call.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    define: {
      __HARNESS_DETERMINISM__: String(features.determinism),
      __HARNESS_FORMATTER__: String(features.formatter),
      __HARNESS_REPLAY__: String(features.replay),
    },
  });
  const script = built.outputFiles[0].text.trim();
  await writeFile(join(outDir, `${key}.js`), `${script}\n`);
  await writeFile(join(outDir, `${key}.text.js`), `${HEADER}export default ${JSON.stringify(script)};\n`);
  await writeFile(
    join(outDir, `${key}.text.d.ts`),
    `${HEADER}declare const harness: string;\nexport default harness;\n`,
  );
}
