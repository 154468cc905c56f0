import { readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, packageOf } from "./module-specifiers.ts";
import { display, LEVELS, libraryPackages, ROOT, sourceFiles } from "./workspace.ts";

/** The entry points each workspace package declares (`"."`, `"./internal"`, ...), by package name. */
const ENTRY_POINTS = new Map(
  libraryPackages().map((pkg) => [pkg.name, Object.keys(pkg.manifest.exports ?? {})]),
);

/** Entry points only sibling packages may import: shared code that is not public API. */
const INTERNAL_ENTRY = /^\.\/(internal|sandbox-shared)$/;

/** Imports of `files` (in package `name` at `directory`) that break the package map. */
function layeringViolations(name: string, directory: string, files: string[]): string[] {
  const level = LEVELS[name] ?? Number.POSITIVE_INFINITY;
  const violations: string[] = [];
  for (const file of files) {
    for (const site of importsOf(file)) {
      const where = `${display(file)}:${site.line} imports "${site.specifier}"`;
      const target = packageOf(site.specifier);
      if (target === undefined) {
        const resolved = resolve(dirname(file), site.specifier);
        if (!resolved.startsWith(`${directory}/`)) violations.push(`${where}, outside its package`);
        continue;
      }
      const targetLevel = LEVELS[target];
      if (targetLevel === undefined) continue;
      if (target === name) violations.push(`${where}: a package imports itself by name`);
      else if (targetLevel >= level)
        violations.push(`${where}: ${target} is not below ${name} in the package map`);
      const subpath = site.specifier.slice(target.length);
      if (/\/src(\/|$)/.test(subpath)) violations.push(`${where}: reaches into another package's src/`);
      else if (!(ENTRY_POINTS.get(target) ?? []).includes(`.${subpath}`))
        violations.push(`${where}: not an entry point of ${target} (its package.json exports)`);
    }
  }
  return violations;
}

describe("layering (DESIGN's package map)", () => {
  it("catches upward imports, imports into src/ and relative imports out of the package", () => {
    const fixture = join(import.meta.dirname, "fixtures", "layering-sample.ts");
    expect(layeringViolations("@codemode/catalog", join(import.meta.dirname, "fixtures"), [fixture])).toEqual(
      [
        expect.stringContaining("@codemode/durable-storage is not below @codemode/catalog"),
        expect.stringContaining("not an entry point of @codemode/runtime-core"),
        expect.stringContaining("reaches into another package's src/"),
        expect.stringContaining("outside its package"),
      ],
    );
  });

  const packages = libraryPackages();

  // Applications, examples and docs are written as users write: they see the public entry points only.
  it("no app, example or tool reaches a package's internal entry point", () => {
    const reached: string[] = [];
    for (const folder of ["apps", "examples", "docs", "tools/hardening"]) {
      for (const file of filesUnder(join(ROOT, folder))) {
        for (const site of importsOf(file)) {
          const target = packageOf(site.specifier);
          if (target && INTERNAL_ENTRY.test(`.${site.specifier.slice(target.length)}`))
            reached.push(`${display(file)}:${site.line} imports "${site.specifier}"`);
        }
      }
    }
    expect(reached).toEqual([]);
  });

  it("knows every package's level", () => {
    expect(packages.map((pkg) => pkg.name).filter((name) => LEVELS[name] === undefined)).toEqual([]);
  });

  for (const pkg of packages) {
    it(`${pkg.name} imports only packages below it, and no other package's src/`, () => {
      expect(layeringViolations(pkg.name, pkg.directory, sourceFiles(pkg.directory))).toEqual([]);
    });

    it(`${pkg.name} declares dependencies only on packages below it`, () => {
      const level = LEVELS[pkg.name] ?? Number.POSITIVE_INFINITY;
      const upward = Object.keys(pkg.manifest.dependencies ?? {}).filter(
        (name) => LEVELS[name] !== undefined && (LEVELS[name] as number) >= level,
      );
      expect(upward).toEqual([]);
    });
  }
});

/** TypeScript and JavaScript files under `folder`, outside node_modules and build output. */
function filesUnder(folder: string): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      if (entry === "node_modules" || entry === "dist" || entry.startsWith(".")) continue;
      const child = join(path, entry);
      if (statSync(child).isDirectory()) walk(child);
      else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry) && !entry.endsWith(".d.ts")) out.push(child);
    }
  };
  walk(folder);
  return out;
}
