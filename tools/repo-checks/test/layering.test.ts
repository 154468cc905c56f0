import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, packageOf } from "./module-specifiers.ts";
import { display, LEVELS, libraryPackages, sourceFiles } from "./workspace.ts";

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
      if (/\/src(\/|$)/.test(site.specifier.slice(target.length)))
        violations.push(`${where}: reaches into another package's src/`);
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
        expect.stringContaining("reaches into another package's src/"),
        expect.stringContaining("outside its package"),
      ],
    );
  });

  const packages = libraryPackages();

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
