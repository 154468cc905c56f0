import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { libraryPackages } from "./workspace.ts";

/** Every file a package's published exports map names, and its types first. */
function exportTargets(exportsMap: Record<string, Record<string, string>>): string[] {
  return Object.values(exportsMap).flatMap((conditions) => Object.values(conditions));
}

describe("published exports exist after the build", () => {
  for (const pkg of libraryPackages()) {
    const published = pkg.manifest.publishConfig?.exports ?? pkg.manifest.exports ?? {};

    it(`${pkg.name}: every file in its published exports map exists`, () => {
      const missing = exportTargets(published).filter((target) => !existsSync(join(pkg.directory, target)));
      expect(missing).toEqual([]);
    });

    it(`${pkg.name}: conditions list types first and the files are published`, () => {
      for (const conditions of Object.values(published)) expect(Object.keys(conditions)[0]).toBe("types");
      for (const target of exportTargets(published))
        expect(pkg.manifest.files?.some((folder) => target.startsWith(`./${folder}`))).toBe(true);
    });

    it(`${pkg.name}: the workspace exports map and the published one have the same entry points`, () => {
      expect(Object.keys(pkg.manifest.exports ?? {})).toEqual(Object.keys(published));
    });
  }
});
