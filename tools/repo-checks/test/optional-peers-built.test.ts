// Optional peers stay optional in what is published: no built file of any package loads `@opentelemetry/api`
// (codemode types its tracer structurally), and the umbrella's root entry, followed through every module it
// loads (its own chunks and the scoped packages' built entries), loads none of the umbrella's optional peers,
// and its declarations, followed the same way, name none (an application without them type-checks).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf } from "./module-specifiers.ts";
import { display, libraryPackages, ROOT } from "./workspace.ts";

const TYPE_ONLY_PEERS = ["@opentelemetry/api"];

/** The built JavaScript files of a package (the build must have run: exports-built.test.ts checks that). */
function builtFiles(directory: string): string[] {
  const dist = join(directory, "dist");
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => join(dist, file));
}

/** The bare package name of a specifier (`@scope/name/sub` -> `@scope/name`). */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string);
}

type Condition = "import" | "types";

/** Where a workspace package's published entry `subpath` is built (its code, or its declarations). */
function builtEntry(name: string, subpath: string, condition: Condition = "import"): string | undefined {
  const pkg = libraryPackages().find((candidate) => candidate.name === name);
  const published = pkg?.manifest.publishConfig?.exports ?? pkg?.manifest.exports;
  const target = published?.[subpath]?.[condition];
  return pkg && target ? join(pkg.directory, target) : undefined;
}

/**
 * Every package the module graph from `entry` names, with the first file naming it, following relative files and
 * workspace packages (their code, or with `types` their declarations).
 */
function loadedPackages(entry: string, condition: Condition = "import"): Map<string, string> {
  const loaded = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier } of importsOf(file)) {
      if (specifier.startsWith(".")) {
        const target = resolve(dirname(file), specifier);
        visit(condition === "types" ? target.replace(/\.js$/, ".d.ts") : target);
        continue;
      }
      const name = packageOf(specifier);
      const workspace = builtEntry(name, `.${specifier.slice(name.length)}`, condition);
      if (workspace) visit(workspace);
      else if (!loaded.has(name)) loaded.set(name, display(file));
    }
  };
  visit(entry);
  return loaded;
}

describe("optional peers in the built packages", () => {
  it("every package is built", () => {
    expect(
      libraryPackages()
        .filter((pkg) => builtFiles(pkg.directory).length === 0)
        .map((pkg) => pkg.name),
    ).toEqual([]);
  });

  for (const pkg of libraryPackages()) {
    it(`${pkg.name}: no built file loads a peer used for its types only`, () => {
      const loads = builtFiles(pkg.directory).flatMap((file) =>
        importsOf(file)
          .filter(({ specifier }) => TYPE_ONLY_PEERS.includes(packageOf(specifier)))
          .map(({ specifier, line }) => `${display(file)}:${line} ${specifier}`),
      );
      expect(loads).toEqual([]);
    });
  }

  it("the umbrella's root entry loads none of the umbrella's optional peers", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "packages/codemode/package.json"), "utf8")) as {
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    const optional = Object.keys(manifest.peerDependenciesMeta).filter(
      (name) => manifest.peerDependenciesMeta[name]?.optional,
    );
    expect(optional).toEqual(expect.arrayContaining(TYPE_ONLY_PEERS));
    const root = builtEntry("codemode", ".") ?? "";
    const loaded = loadedPackages(root);
    expect(loaded.size).toBeGreaterThan(0);
    expect([...loaded].filter(([name]) => optional.includes(name))).toEqual([]);
    const declarations = loadedPackages(builtEntry("codemode", ".", "types") ?? "", "types");
    expect(declarations.has("json-schema")).toBe(true);
    expect([...declarations].filter(([name]) => optional.includes(name))).toEqual([]);
  });
});
