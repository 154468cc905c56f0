import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../../..");

/**
 * DESIGN's package map as levels: a package may depend only on packages of a lower level. Packages on the same
 * level (the three framework adapters, the executors) never import each other.
 */
export const LEVELS: Record<string, number> = {
  "@codemode/normalize": 0,
  "@codemode/runtime-core": 1,
  "@codemode/catalog": 2,
  "@codemode/connector-base": 3,
  "@codemode/worker-executor": 3,
  "@codemode/iframe-executor": 3,
  "@codemode/durable-storage": 4,
  "@codemode/ai": 5,
  "@codemode/tanstack-ai": 5,
  "@codemode/mcp": 5,
  "@codemode/vite-plugin": 5,
  codemode: 6,
};

export interface WorkspacePackage {
  name: string;
  directory: string;
  manifest: {
    name: string;
    private?: boolean;
    dependencies?: Record<string, string>;
    exports?: Record<string, Record<string, string>>;
    publishConfig?: { exports?: Record<string, Record<string, string>> };
    files?: string[];
  };
}

/** Every package under packages/. */
export function libraryPackages(): WorkspacePackage[] {
  const base = join(ROOT, "packages");
  return readdirSync(base)
    .filter((folder) => existsSync(join(base, folder, "package.json")))
    .map((folder) => {
      const directory = join(base, folder);
      const manifest = JSON.parse(
        readFileSync(join(directory, "package.json"), "utf8"),
      ) as WorkspacePackage["manifest"];
      return { name: manifest.name, directory, manifest };
    });
}

/** Source files (not tests) of a package. */
export function sourceFiles(directory: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (
        /\.(ts|tsx|js|mjs)$/.test(entry) &&
        !/\.test(-d)?\.tsx?$/.test(entry) &&
        !entry.endsWith(".d.ts")
      )
        out.push(path);
    }
  };
  const src = join(directory, "src");
  if (existsSync(src)) walk(src);
  return out;
}

export function display(path: string): string {
  return relative(ROOT, path);
}
