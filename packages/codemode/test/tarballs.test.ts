// The tarballs as they would be published: every package packed once with `pnpm pack` (the command
// `npm run pack:all` runs), then each tarball checked for what npm installs from it. The cherry-pick test
// installs the same tarballs into fresh projects; this one only reads them, so it stays fast.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  manifestTargets,
  readTarball,
  type Tarball,
  tarballText,
  workspaceRanges,
} from "./cherry-pick/tarball.ts";
import { assertBuilt, packAll, publishedPackages } from "./cherry-pick/workspace-packages.ts";

/**
 * Unpacked size budget of each package in KiB: about 1.5 times its size when the budget was set (code,
 * declarations, source maps without the sources' text, README, LICENSE). A package that outgrows it should
 * say why in the commit that raises it.
 */
const BUDGET_KIB: Record<string, number> = {
  codemode: 24,
  "@codemode/ai": 56,
  "@codemode/catalog": 560,
  "@codemode/connector-base": 320,
  "@codemode/durable-storage": 80,
  "@codemode/iframe-executor": 90,
  "@codemode/mcp": 90,
  "@codemode/normalize": 120,
  "@codemode/runtime-core": 400,
  "@codemode/tanstack-ai": 32,
  "@codemode/vite-plugin": 100,
  "@codemode/worker-executor": 260,
};

const scratch = mkdtempSync(join(tmpdir(), "codemode-tarballs-"));
const packages = publishedPackages();
const tarballs = new Map<string, Tarball>();

beforeAll(async () => {
  assertBuilt(packages);
  const files = await packAll(join(scratch, "tarballs"));
  for (const tarball of await Promise.all(files.map((file) => readTarball(file, join(scratch, "unpacked")))))
    tarballs.set(tarball.manifest.name, tarball);
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

const tarballOf = (name: string): Tarball => {
  const tarball = tarballs.get(name);
  if (!tarball) throw new Error(`${name} was not packed (packed: ${[...tarballs.keys()].join(", ")})`);
  return tarball;
};

describe("the packed tarballs", () => {
  it("one per package, each with a size budget", () => {
    expect([...tarballs.keys()].sort()).toEqual(packages.map((pkg) => pkg.name).sort());
    expect(Object.keys(BUDGET_KIB).sort()).toEqual(packages.map((pkg) => pkg.name).sort());
  });

  for (const { name } of packages) {
    describe(name, () => {
      it("holds its manifest, README, LICENSE and built files, and nothing else", () => {
        const { files, manifest } = tarballOf(name);
        expect([...files.keys()]).toEqual(expect.arrayContaining(["package.json", "README.md", "LICENSE"]));
        expect([...files.keys()].some((path) => path.startsWith("dist/") && path.endsWith(".js"))).toBe(true);
        const published = ["package.json", "README.md", "LICENSE", ...(manifest.files ?? [])];
        const unexpected = [...files.keys()].filter(
          (path) => !published.some((entry) => path === entry || path.startsWith(`${entry}/`)),
        );
        expect(unexpected).toEqual([]);
      });

      it("has every file its main, types and exports point at", () => {
        const { files, manifest } = tarballOf(name);
        const targets = manifestTargets(manifest);
        expect(targets.length).toBeGreaterThan(0);
        expect(targets.filter((target) => !files.has(target))).toEqual([]);
        expect(targets.filter((target) => target.startsWith("src/"))).toEqual([]);
      });

      it("has no workspace: range left in its manifest", () => {
        expect(workspaceRanges(tarballOf(name).manifest)).toEqual([]);
      });

      it("ships source maps without the sources' text", () => {
        const tarball = tarballOf(name);
        const withSources = [...tarball.files.keys()]
          .filter((path) => path.endsWith(".map"))
          .filter(
            (path) => "sourcesContent" in JSON.parse(tarballText(tarball, join(scratch, "unpacked"), path)),
          );
        expect(withSources).toEqual([]);
      });

      it("stays within its size budget", () => {
        const unpacked = [...tarballOf(name).files.values()].reduce((sum, size) => sum + size, 0);
        expect(Math.ceil(unpacked / 1024)).toBeLessThanOrEqual(BUDGET_KIB[name] ?? 0);
      });
    });
  }
});
