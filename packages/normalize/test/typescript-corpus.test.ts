import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTypeScript } from "../src/index.ts";
import list from "./corpus/typescript-files.json" with { type: "json" };
import { shapeOf, transpileWithTypeScript } from "./oracle.test-helper.ts";

const ROOT = join(import.meta.dirname, "../../..");

/**
 * Why an erasure may differ from TypeScript's output and still be right; every difference must have one.
 * - `accessor`: TypeScript keeps `accessor` fields for ESNext; the sandbox's engine cannot parse them, so they
 *   are lowered to a private field with a getter and a setter (acorn cannot read TypeScript's output either).
 * - `refused`: `import x = require()` / `export =`, which the sandbox cannot run and which get a clear error.
 * - `not a valid module`: the file exports names that are only types without `type` (invalid under
 *   `verbatimModuleSyntax`); TypeScript's output exports undeclared names too, and neither parses as a module.
 *   (In a program, `normalizeCode` drops the exports, so this does not arise there.)
 */
const CATEGORIES: [string, RegExp][] = [
  ["accessor", /\baccessor\s+[#\w[]/],
  ["refused", /\bimport\s+\w+\s*=\s*require\(|^\s*export\s*=/m],
];

interface Outcome {
  file: string;
  kind: "identical" | "different" | "invalid" | "invalid for both";
  category?: string;
}

function compare(file: string): Outcome {
  const source = readFileSync(join(ROOT, file), "utf8");
  const result = readTypeScript(source);
  const category = CATEGORIES.find(([, pattern]) => pattern.test(source))?.[0];
  if (result?.kind === "unsupported")
    return { file, kind: "different", category: category ?? "unexplained refusal" };
  const ours = result === undefined ? undefined : shapeOf(result.code);
  const oracle = shapeOf(transpileWithTypeScript(source));
  if (ours === undefined && oracle === undefined)
    return { file, kind: "invalid for both", category: "not a valid module" };
  if (ours === undefined) return { file, kind: "invalid" };
  return ours === oracle ? { file, kind: "identical" } : { file, kind: "different", category };
}

describe("TypeScript erasure against TypeScript's transpileModule on real packages", () => {
  const files = list.flatMap((pkg) => pkg.files.map((file) => join(pkg.directory, file)));
  const outcomes = files.map(compare);
  const identical = outcomes.filter((outcome) => outcome.kind === "identical").length;
  const packages = new Set(list.filter((pkg) => pkg.files.length > 0).map((pkg) => pkg.name));

  it("covers at least 300 files from at least 15 packages, at the versions listed", () => {
    expect(files.length).toBeGreaterThanOrEqual(300);
    expect(packages.size).toBeGreaterThanOrEqual(15);
    for (const pkg of list) {
      const manifest = JSON.parse(readFileSync(join(ROOT, pkg.directory, "package.json"), "utf8"));
      expect(`${pkg.name}@${manifest.version}`).toBe(`${pkg.name}@${pkg.version}`);
    }
  });

  it("gives valid JavaScript for every file whose TypeScript output is valid", () => {
    expect(outcomes.filter((outcome) => outcome.kind === "invalid").map((outcome) => outcome.file)).toEqual(
      [],
    );
  });

  it("is AST-identical to TypeScript's output on at least 98% of the files", () => {
    console.log(
      `corpus: ${files.length} files from ${packages.size} packages; ${identical} identical, ` +
        `${outcomes.filter((outcome) => outcome.kind === "different").length} different, ` +
        `${outcomes.filter((outcome) => outcome.kind === "invalid").length} invalid, ` +
        `${outcomes.filter((outcome) => outcome.kind === "invalid for both").length} invalid in TypeScript's output too`,
    );
    expect(identical / files.length).toBeGreaterThanOrEqual(0.98);
  });

  it("explains every difference by a category", () => {
    const unexplained = outcomes.filter((outcome) => outcome.kind !== "identical" && !outcome.category);
    expect(unexplained.map((outcome) => outcome.file)).toEqual([]);
  });
});
