// What every published package carries besides its code: the license, the Node versions it supports, where its
// repository is, README links that work on the npm registry's page, and peer ranges that agree across packages.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { libraryPackages, ROOT } from "./workspace.ts";

interface Manifest {
  name: string;
  engines?: { node?: string };
  repository?: { type?: string; url?: string; directory?: string };
  peerDependencies?: Record<string, string>;
}

const read = (path: string) => readFileSync(path, "utf8");
const root = JSON.parse(read(join(ROOT, "package.json"))) as Manifest;
const packages = libraryPackages().map((pkg) => ({ ...pkg, manifest: pkg.manifest as unknown as Manifest }));

/** `https://github.com/<owner>/<name>` of the repository, from the root manifest's `repository.url`. */
const repositoryPage = root.repository?.url?.replace(/^git\+/, "").replace(/\.git$/, "");

/** Targets of the Markdown links and images of `markdown`, code blocks left out. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] as string);
}

describe("package manifests and the files published with them", () => {
  it("the root manifest names the repository every package links to", () => {
    expect(repositoryPage).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
  });

  for (const pkg of packages) {
    const folder = relative(ROOT, pkg.directory);

    it(`${pkg.name}: ships the repository's LICENSE`, () => {
      expect(existsSync(join(pkg.directory, "LICENSE")), `${folder}/LICENSE is missing`).toBe(true);
      expect(read(join(pkg.directory, "LICENSE"))).toBe(read(join(ROOT, "LICENSE")));
    });

    it(`${pkg.name}: supports the Node versions the repository does, and names its repository folder`, () => {
      expect(pkg.manifest.engines).toEqual(root.engines);
      expect(pkg.manifest.repository).toEqual({ ...root.repository, directory: folder });
    });

    it(`${pkg.name}: its README links only to absolute addresses (relative ones break on the registry)`, () => {
      const targets = linkTargets(read(join(pkg.directory, "README.md")));
      expect(targets.filter((target) => !/^(https:\/\/|#)/.test(target))).toEqual([]);
      // Links into this repository name files that exist on its main branch.
      const prefix = `${repositoryPage}/blob/main/`;
      const missing = targets
        .filter((target) => target.startsWith(prefix))
        .map((target) => (target.slice(prefix.length).split("#")[0] as string).replace(/\/$/, ""))
        .filter((path) => !existsSync(join(ROOT, path)));
      expect(missing).toEqual([]);
    });
  }

  it("every package that lists a peer gives it the same range", () => {
    const ranges = new Map<string, Set<string>>();
    for (const { manifest } of packages)
      for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {}))
        ranges.set(peer, (ranges.get(peer) ?? new Set()).add(range));
    const differing = [...ranges].filter(([, set]) => set.size > 1).map(([peer, set]) => [peer, [...set]]);
    expect(differing).toEqual([]);
  });
});
