/**
 * Picks the real TypeScript sources of the corpus test from the packages installed in this workspace and writes
 * their paths and versions to test/corpus/typescript-files.json (the files themselves are not committed).
 * Run again after a dependency change: `pnpm --filter @codemode/normalize exec tsx scripts/build-corpus-list.ts`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(import.meta.dirname, "../../..");
const STORE = join(ROOT, "node_modules/.pnpm");
const PER_PACKAGE = 30;
const MAX_BYTES = 60_000;

interface CorpusPackage {
  name: string;
  version: string;
  directory: string;
  files: string[];
}

function sources(directory: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder).sort()) {
      const path = join(folder, entry);
      if (entry === "node_modules" || /^(test|tests|__tests__)$/.test(entry)) continue;
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (/\.(ts|mts|cts)$/.test(entry) && !/\.d\.[mc]?ts$/.test(entry) && stat.size <= MAX_BYTES)
        out.push(relative(directory, path));
    }
  };
  walk(directory);
  return out;
}

const seen = new Set<string>();
const packages: CorpusPackage[] = [];
for (const entry of readdirSync(STORE).sort()) {
  const modules = join(STORE, entry, "node_modules");
  let names: string[];
  try {
    names = readdirSync(modules).flatMap((name) =>
      name.startsWith("@") ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`) : [name],
    );
  } catch {
    continue;
  }
  for (const name of names) {
    const directory = join(modules, name);
    if (seen.has(name) || !entry.startsWith(name.replace("/", "+"))) continue;
    const manifest = JSON.parse(readFileSync(join(directory, "package.json"), "utf8")) as { version: string };
    const all = sources(directory);
    if (all.length === 0) continue;
    seen.add(name);
    const step = Math.max(1, Math.floor(all.length / PER_PACKAGE));
    const files = all.filter((_, index) => index % step === 0).slice(0, PER_PACKAGE);
    packages.push({ name, version: manifest.version, directory: relative(ROOT, directory), files });
  }
}
const target = join(import.meta.dirname, "../test/corpus/typescript-files.json");
writeFileSync(target, `${JSON.stringify(packages, null, 2)}\n`);
const count = packages.reduce((sum, pkg) => sum + pkg.files.length, 0);
console.log(`${count} files from ${packages.length} packages -> ${relative(ROOT, target)}`);
