import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { promisify } from "node:util";

/** The manifest of a packed package, as npm would read it after installing the tarball. */
export interface TarballManifest {
  name: string;
  main?: string;
  module?: string;
  types?: string;
  files?: string[];
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** What one tarball holds: its files (paths inside `package/`, with sizes) and its manifest. */
export interface Tarball {
  file: string;
  packedBytes: number;
  files: Map<string, number>;
  manifest: TarballManifest;
}

/**
 * Unpacks `file` with the system's `tar` into a folder of `scratch` and reads what it holds. Everything is read
 * from the unpacked copy, so the checks see exactly what npm would install.
 */
export async function readTarball(file: string, scratch: string): Promise<Tarball> {
  const into = join(scratch, basename(file, ".tgz"));
  mkdirSync(into, { recursive: true });
  await promisify(execFile)("tar", ["-xzf", file, "-C", into]);
  const root = join(into, "package");
  const files = new Map<string, number>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(root, path), statSync(path).size);
    }
  };
  walk(root);
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as TarballManifest;
  return { file, packedBytes: statSync(file).size, files, manifest };
}

/** The text of a file of an unpacked tarball. */
export function tarballText(tarball: Tarball, scratch: string, path: string): string {
  return readFileSync(join(scratch, basename(tarball.file, ".tgz"), "package", path), "utf8");
}

/** Every file the manifest points at (`main`, `module`, `types` and each `exports` target), as `dist/...`. */
export function manifestTargets(manifest: TarballManifest): string[] {
  const exportTargets = Object.values(manifest.exports ?? {}).flatMap((conditions) =>
    typeof conditions === "string" ? [conditions] : Object.values(conditions),
  );
  return [manifest.main, manifest.module, manifest.types, ...exportTargets]
    .filter((target): target is string => typeof target === "string")
    .map((target) => target.replace(/^\.\//, ""));
}

/** `name@range` of every dependency range still written with the `workspace:` protocol. */
export function workspaceRanges(manifest: TarballManifest): string[] {
  return [
    manifest.dependencies,
    manifest.devDependencies,
    manifest.peerDependencies,
    manifest.optionalDependencies,
  ].flatMap((ranges) =>
    Object.entries(ranges ?? {})
      .filter(([, range]) => range.startsWith("workspace:"))
      .map(([name, range]) => `${name}@${range}`),
  );
}
