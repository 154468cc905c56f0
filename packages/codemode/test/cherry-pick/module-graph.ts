import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";

/** Our packages, whose built files the graph walks into. */
const OURS = /^(codemode|@codemode\/[^/]+)(\/.*)?$/;

/** The package name of a bare specifier (`@scope/name/sub` -> `@scope/name`). */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string);
}

function resolveOurs(specifier: string, projectDirectory: string): string {
  const name = packageName(specifier);
  const directory = join(projectDirectory, "node_modules", name);
  const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as {
    exports: Record<string, { import: string }>;
  };
  const subpath = `.${specifier.slice(name.length)}`;
  const target = manifest.exports[subpath]?.import;
  if (!target) throw new Error(`${name} does not export "${subpath}"`);
  return join(directory, target);
}

/**
 * Every file reachable by static or dynamic import from `entry` through our packages' built files, and every
 * module outside our packages that those files import. Specifiers are read by the TypeScript pre-processor,
 * so `import`, `export ... from` and `import()` all count.
 */
export function importGraph(
  entry: string,
  projectDirectory: string,
): { files: string[]; external: string[] } {
  const files = new Set<string>();
  const external = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (specifier.startsWith(".")) {
        const target = resolve(dirname(file), specifier);
        if (!existsSync(target)) throw new Error(`${file} imports ${specifier}, which does not exist`);
        queue.push(target);
      } else if (OURS.test(specifier)) {
        queue.push(resolveOurs(specifier, projectDirectory));
      } else {
        external.add(specifier);
      }
    }
  }
  return { files: [...files].sort(), external: [...external].sort() };
}
