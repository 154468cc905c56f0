#!/usr/bin/env node
// Compares the exported names of the six codemode entry points with those of the reference package,
// @cloudflare/codemode (a dev dependency). Names are read by the TypeScript compiler from each entry's types,
// so type-only exports count as well as values (a runtime `import()` would see only values, and the root
// entry cannot even be imported outside workerd because it reaches `cloudflare:workers`).
//
// Usage: node scripts/compare-exports.mjs [--built] [--json]
//   --built  read our entries from the published exports map (dist/*.d.ts, needs a build) instead of src/
//   --json   print one JSON document instead of the readable report
// Exit code 1 when a name the reference exports is missing from ours, or exported as a type where the
// reference exports a value.

import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const packageDirectory = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(packageDirectory, "package.json"));

/** The six entry points, as subpaths of the package exports map. */
export const ENTRY_POINTS = [".", "./ai", "./mcp", "./tanstack-ai", "./browser", "./vite"];

/**
 * The declaration file of `subpath` in a package's exports map (the `types` condition).
 * @param {string} directory
 * @param {Record<string, Record<string, string>>} exportsMap
 * @param {string} subpath
 */
function typesFile(directory, exportsMap, subpath) {
  const target = exportsMap[subpath]?.types;
  if (!target) throw new Error(`${directory}/package.json has no "types" condition for "${subpath}".`);
  return join(directory, target);
}

/**
 * The folder of the package that contains `file` (its exports map hides `package.json` from `require.resolve`).
 * @param {string} file
 */
function packageRoot(file) {
  let directory = dirname(file);
  while (!existsSync(join(directory, "package.json"))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`No package.json above ${file}.`);
    directory = parent;
  }
  return directory;
}

/** @param {string} directory */
function readManifest(directory) {
  return JSON.parse(readFileSync(join(directory, "package.json"), "utf8"));
}

/**
 * Exported names of each file, with whether each name has a runtime value.
 * @param {string[]} files
 * @returns {Map<string, Map<string, "value" | "type">>}
 */
function exportsOf(files) {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
    types: ["@cloudflare/workers-types", "node"],
    typeRoots: [join(packageDirectory, "node_modules", "@types"), join(packageDirectory, "node_modules")],
  });
  const checker = program.getTypeChecker();
  const result = new Map();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`TypeScript could not read the module ${file}.`);
    const names = new Map();
    for (const exported of checker.getExportsOfModule(symbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      names.set(exported.getName(), target.flags & ts.SymbolFlags.Value ? "value" : "type");
    }
    result.set(file, names);
  }
  return result;
}

/**
 * Compares every entry point of ours with the reference's.
 * @param {{ built?: boolean }} [options]
 */
export function compareExports(options = {}) {
  const ours = readManifest(packageDirectory);
  const oursMap = options.built ? ours.publishConfig.exports : ours.exports;
  const referenceDirectory = packageRoot(require.resolve("@cloudflare/codemode"));
  const reference = readManifest(referenceDirectory);
  const oursFiles = ENTRY_POINTS.map((subpath) => typesFile(packageDirectory, oursMap, subpath));
  const referenceFiles = ENTRY_POINTS.map((subpath) =>
    typesFile(referenceDirectory, reference.exports, subpath),
  );
  const oursExports = exportsOf(oursFiles);
  const referenceExports = exportsOf(referenceFiles);
  return {
    reference: `${reference.name}@${reference.version}`,
    entries: ENTRY_POINTS.map((subpath, index) => {
      const mine = /** @type {Map<string, string>} */ (oursExports.get(oursFiles[index]));
      const theirs = /** @type {Map<string, string>} */ (referenceExports.get(referenceFiles[index]));
      const sorted = (/** @type {Iterable<string>} */ names) => [...names].sort();
      return {
        entry: subpath === "." ? "codemode" : `codemode/${subpath.slice(2)}`,
        ours: sorted(mine.keys()),
        reference: sorted(theirs.keys()),
        missing: sorted([...theirs.keys()].filter((name) => !mine.has(name))),
        extra: sorted([...mine.keys()].filter((name) => !theirs.has(name))),
        typeOnly: sorted(
          [...theirs]
            .filter(([name, kind]) => kind === "value" && mine.get(name) === "type")
            .map(([name]) => name),
        ),
      };
    }),
  };
}

/** @param {ReturnType<typeof compareExports>} comparison */
function report(comparison) {
  const lines = [`Exported names of codemode compared with ${comparison.reference}:`];
  for (const entry of comparison.entries) {
    lines.push("", `${entry.entry}: ${entry.ours.length} names (reference: ${entry.reference.length})`);
    lines.push(`  missing: ${entry.missing.length === 0 ? "none" : entry.missing.join(", ")}`);
    if (entry.typeOnly.length > 0)
      lines.push(`  a type where the reference has a value: ${entry.typeOnly.join(", ")}`);
    lines.push(`  extra:   ${entry.extra.length === 0 ? "none" : entry.extra.join(", ")}`);
  }
  return lines.join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const comparison = compareExports({ built: process.argv.includes("--built") });
  console.log(process.argv.includes("--json") ? JSON.stringify(comparison, null, 2) : report(comparison));
  const incomplete = comparison.entries.some(
    (entry) => entry.missing.length > 0 || entry.typeOnly.length > 0,
  );
  process.exitCode = incomplete ? 1 : 0;
}
