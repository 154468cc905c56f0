import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

/** The repository root. */
export const REPOSITORY = join(import.meta.dirname, "..", "..", "..", "..");

const PNPM = ["-y", "pnpm@12.4.2"];

export interface PublishedPackage {
  name: string;
  directory: string;
  manifest: {
    name: string;
    version: string;
    private?: boolean;
    publishConfig?: { exports?: Record<string, Record<string, string>> };
  };
}

/** Every publishable package under packages/. */
export function publishedPackages(): PublishedPackage[] {
  const base = join(REPOSITORY, "packages");
  return readdirSync(base)
    .filter((folder) => existsSync(join(base, folder, "package.json")))
    .map((folder) => {
      const directory = join(base, folder);
      const manifest = JSON.parse(
        readFileSync(join(directory, "package.json"), "utf8"),
      ) as PublishedPackage["manifest"];
      return { name: manifest.name, directory, manifest };
    })
    .filter((pkg) => !pkg.manifest.private);
}

/**
 * Fails with what to run when a package's published files are missing: `pnpm pack` publishes `dist/` as it
 * is. CI builds before testing (turbo: test depends on build and ^build), which also keeps dist/ current.
 */
export function assertBuilt(packages: PublishedPackage[]): void {
  const problems: string[] = [];
  for (const pkg of packages) {
    const targets = Object.values(pkg.manifest.publishConfig?.exports ?? {}).flatMap((conditions) =>
      Object.values(conditions),
    );
    if (targets.length === 0) problems.push(`${pkg.name} has no publishConfig.exports`);
    for (const target of targets) {
      const file = join(pkg.directory, target);
      if (!existsSync(file)) problems.push(`${pkg.name}: ${target} is missing`);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `The packages must be built before they are packed (${problems.join("; ")}). ` +
        "Run `npx -y pnpm@12.4.2 turbo run build --filter=codemode...` from the repository root.",
    );
  }
}

/** Packs every package with `pnpm pack` (which applies publishConfig and rewrites workspace: ranges). */
export async function packAll(destination: string): Promise<string[]> {
  await promisify(execFile)(
    "npx",
    [...PNPM, "--recursive", "--filter", "./packages/*", "pack", "--pack-destination", destination],
    { cwd: REPOSITORY, maxBuffer: 16 * 1024 * 1024 },
  );
  return readdirSync(destination)
    .filter((file) => file.endsWith(".tgz"))
    .map((file) => join(destination, file));
}
