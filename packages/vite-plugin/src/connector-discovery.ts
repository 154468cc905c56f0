import { readFile } from "node:fs/promises";
import path from "node:path";
import { glob } from "tinyglobby";
import { createFilter, normalizePath } from "vite";
import { ConnectorNameConflictError } from "./errors.ts";
import { collectModuleExports, connectorClassNames } from "./module-exports.ts";
import { parseSourceFile } from "./parse-module.ts";

/** One discovered connector module and the connector classes it exports. */
export interface ConnectorModule {
  /** Absolute path with forward slashes. */
  readonly file: string;
  /** Path relative to the Vite root, for messages. */
  readonly relativeFile: string;
  /** Exported class names, sorted. */
  readonly classNames: readonly string[];
}

/** Every discovered connector, by exported name, in a stable order. */
export interface ConnectorIndex {
  readonly modules: readonly ConnectorModule[];
  /** Connector name -> the module exporting it, sorted by name. */
  readonly byName: ReadonlyMap<string, ConnectorModule>;
}

/**
 * Names a connector class cannot take: the Worker entry exports `CodemodeRuntime` and `default` for other
 * purposes, and `virtual:codemode/connectors` exports the `connectors` record.
 */
export const RESERVED_CONNECTOR_NAMES: readonly string[] = ["CodemodeRuntime", "connectors", "default"];

interface Discovered {
  readonly index: ConnectorIndex;
  /** Changes exactly when the generated code would. */
  readonly signature: string;
}

const NEVER_SEARCHED = ["**/node_modules/**", "**/.git/**"];

/**
 * Finds connector modules under the Vite root and reads which classes they export. Results are cached until
 * `refresh()`, and each file's analysis is cached by its content, so a dev server re-reading the set after a
 * file event parses only what changed.
 */
export class ConnectorDiscovery {
  readonly #root: string;
  readonly #patterns: readonly string[];
  readonly #matchesPattern: (file: string) => boolean;
  readonly #analysisCache = new Map<string, { source: string; classNames: readonly string[] }>();
  #current: Promise<Discovered> | undefined;
  #refreshQueue: Promise<unknown> = Promise.resolve();

  readonly #warn: (message: string) => void;

  /**
   * @param warn receives advice about connector modules whose exports the plugin cannot follow (an
   * `export *`); it is called once per module content.
   */
  constructor(root: string, patterns: readonly string[], warn: (message: string) => void = () => {}) {
    this.#root = normalizePath(root);
    this.#patterns = patterns;
    this.#warn = warn;
    this.#matchesPattern =
      patterns.length === 0
        ? () => false
        : createFilter([...patterns], NEVER_SEARCHED, { resolve: this.#root });
  }

  /** Whether a file path could be a connector module (a cheap test for watcher events). */
  matches(file: string): boolean {
    const normalized = normalizePath(file);
    // Vite's filter leaves patterns that start with `**` unanchored, so anchor them to the root here.
    return normalized.startsWith(`${this.#root}/`) && this.#matchesPattern(normalized);
  }

  /** The connectors as of the last discovery; runs discovery on first use. Rejects on a name conflict. */
  async current(): Promise<ConnectorIndex> {
    this.#current ??= this.#discover();
    return (await this.#current).index;
  }

  /**
   * Discovers again and says whether anything the plugin generates could differ: the set of modules, their
   * class names, or a discovery error (which callers must surface by reloading). Calls are serialized, so a
   * burst of watcher events yields one answer per event in order.
   */
  refresh(): Promise<boolean> {
    const next = this.#refreshQueue.then(async () => {
      const previous = await this.#signatureOf(this.#current);
      this.#current = this.#discover();
      const signature = await this.#signatureOf(this.#current);
      return signature === undefined || signature !== previous;
    });
    this.#refreshQueue = next.catch(() => undefined);
    return next;
  }

  async #signatureOf(discovery: Promise<Discovered> | undefined): Promise<string | undefined> {
    if (!discovery) return "";
    try {
      return (await discovery).signature;
    } catch {
      return undefined;
    }
  }

  async #discover(): Promise<Discovered> {
    if (this.#patterns.length === 0) return { index: buildIndex([]), signature: "[]" };
    const files = await glob([...this.#patterns], {
      cwd: this.#root,
      absolute: true,
      onlyFiles: true,
      ignore: NEVER_SEARCHED,
    });
    const modules: ConnectorModule[] = [];
    for (const file of files.map((found) => normalizePath(found)).sort()) {
      const classNames = await this.#classNamesOf(file);
      if (classNames === undefined) continue;
      modules.push({ file, relativeFile: path.posix.relative(this.#root, file), classNames });
    }
    const signature = JSON.stringify(modules.map((module) => [module.file, module.classNames]));
    return { index: buildIndex(modules), signature };
  }

  async #classNamesOf(file: string): Promise<readonly string[] | undefined> {
    let source: string;
    try {
      source = await readFile(file, "utf8");
    } catch {
      // Deleted between the glob and the read: the next watcher event refreshes again.
      this.#analysisCache.delete(file);
      return undefined;
    }
    const cached = this.#analysisCache.get(file);
    if (cached?.source === source) return cached.classNames;
    const exports = collectModuleExports(await parseSourceFile(source, file));
    const classNames = connectorClassNames(exports);
    for (const specifier of exports.starSources) {
      this.#warn(
        `${path.posix.relative(this.#root, file)} re-exports "${specifier}" with export *, which connector ` +
          "discovery does not follow: export the connector classes by name (export { Name } from ...).",
      );
    }
    this.#analysisCache.set(file, { source, classNames });
    return classNames;
  }
}

/** Indexes modules by connector name; two modules exporting one name, or a reserved name, is an error. */
export function buildIndex(modules: readonly ConnectorModule[]): ConnectorIndex {
  const owners = new Map<string, ConnectorModule[]>();
  for (const module of modules) {
    for (const name of module.classNames) {
      const list = owners.get(name) ?? [];
      list.push(module);
      owners.set(name, list);
    }
  }
  const byName = new Map<string, ConnectorModule>();
  for (const name of [...owners.keys()].sort()) {
    const list = owners.get(name) ?? [];
    const files = list.map((module) => module.relativeFile);
    if (RESERVED_CONNECTOR_NAMES.includes(name)) {
      throw new ConnectorNameConflictError(name, [...files, "(reserved by @codemode/vite-plugin)"]);
    }
    const [only] = list;
    if (list.length > 1 || only === undefined) throw new ConnectorNameConflictError(name, files);
    byName.set(name, only);
  }
  return { modules, byName };
}
