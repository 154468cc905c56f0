import path from "node:path";
import { normalizePath } from "vite";

/**
 * The id `@cloudflare/vite-plugin` (1.x) imports the Worker's `main` through: its generated entry does
 * `export * from "virtual:cloudflare/user-entry"` and resolves that id to the Wrangler `main` file. Watching
 * how this id resolves is how the plugin learns `main` without reading Wrangler configuration itself.
 */
export const CLOUDFLARE_USER_ENTRY_ID = "virtual:cloudflare/user-entry";

const DEFAULT_ENTRY_NAMES = ["server", "index", "worker"];
const DEFAULT_ENTRY_EXTENSIONS = ["ts", "tsx", "mts", "js", "jsx", "mjs"];

/** `src/server.ts`, `src/index.ts`, `src/worker.ts` and their `.tsx`/`.mts`/`.js`/`.jsx`/`.mjs` variants. */
export const DEFAULT_ENTRY_CANDIDATES: readonly string[] = DEFAULT_ENTRY_NAMES.flatMap((name) =>
  DEFAULT_ENTRY_EXTENSIONS.map((extension) => `src/${name}.${extension}`),
);

/** A module id without its query or hash, with forward slashes: the form file paths are compared in. */
export function moduleFile(id: string): string {
  return normalizePath(id.replace(/[?#].*$/s, ""));
}

/**
 * Decides which modules are Worker entry modules, per Vite environment. In order of precedence:
 * 1. the `entry` option, when given, is the whole answer;
 * 2. in an environment where `@cloudflare/vite-plugin` resolved its user entry, that file (Wrangler `main`);
 * 3. otherwise the default candidates (`src/server.ts`, `src/index.ts`, `src/worker.ts`, ...).
 * It also remembers which entry ids it accepted, so a dev server can invalidate them when connectors change.
 */
export class WorkerEntryRegistry {
  readonly #root: string;
  readonly #explicitFiles: ReadonlySet<string> | undefined;
  readonly #platformEntries = new Map<string, string>();
  readonly #acceptedEntries = new Map<string, Set<string>>();

  constructor(root: string, explicitEntries: readonly string[] | undefined) {
    this.#root = normalizePath(root);
    this.#explicitFiles = explicitEntries
      ? new Set(explicitEntries.map((entry) => normalizePath(path.resolve(root, entry))))
      : undefined;
  }

  /** Records the file a platform plugin (Cloudflare's) resolved as the Worker entry of an environment. */
  recordPlatformEntry(environmentName: string, id: string): void {
    this.#platformEntries.set(environmentName, moduleFile(id));
  }

  /** The Worker entry a platform plugin reported for an environment, if any. */
  platformEntry(environmentName: string): string | undefined {
    return this.#platformEntries.get(environmentName);
  }

  /** Whether `id` is a Worker entry module in that environment; remembers it when it is. */
  isEntry(environmentName: string, id: string): boolean {
    if (id.startsWith("\0")) return false;
    const file = moduleFile(id);
    const accepted = this.#matches(environmentName, file);
    if (accepted) {
      const ids = this.#acceptedEntries.get(environmentName) ?? new Set<string>();
      ids.add(id);
      this.#acceptedEntries.set(environmentName, ids);
    }
    return accepted;
  }

  /** The entry module ids accepted so far in an environment. */
  acceptedEntries(environmentName: string): string[] {
    return [...(this.#acceptedEntries.get(environmentName) ?? [])];
  }

  #matches(environmentName: string, file: string): boolean {
    if (this.#explicitFiles) return this.#explicitFiles.has(file);
    const platformEntry = this.#platformEntries.get(environmentName);
    if (platformEntry !== undefined) return platformEntry === file;
    const relative = path.posix.relative(this.#root, file);
    return DEFAULT_ENTRY_CANDIDATES.includes(relative);
  }
}
