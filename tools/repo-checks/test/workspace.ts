import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../../..");

/**
 * DESIGN's package map as levels: a package may depend only on packages of a lower level. Packages on the same
 * level (the three framework adapters, the executors) never import each other.
 */
export const LEVELS: Record<string, number> = {
  "@codemode/runtime-core": 0,
  "@codemode/catalog": 1,
  "@codemode/connector-base": 2,
  "@codemode/worker-executor": 2,
  "@codemode/iframe-executor": 2,
  "@codemode/durable-storage": 3,
  "@codemode/ai": 4,
  "@codemode/tanstack-ai": 4,
  "@codemode/mcp": 4,
  "@codemode/vite-plugin": 4,
  codemode: 5,
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
