import { CONNECTORS_MODULE_ID, exportNameSyntax } from "./connectors-module.ts";
import type { ModuleExports } from "./module-exports.ts";

/** The class `ctx.exports` must expose for the runtime facet. */
export const RUNTIME_EXPORT_NAME = "CodemodeRuntime";

/**
 * Whether a module exports a name: `yes` when it does explicitly or through a followed `export *`, `no` when
 * every `export *` was followed and none does, `unknown` when some `export *` source could not be read.
 */
export type ExportPresence = "yes" | "no" | "unknown";

/** Reads the modules an `export *` points at, for `findExport`. */
export interface StarSourceReader {
  /** Specifiers known to export the name without reading them (the runtime module, for `CodemodeRuntime`). */
  readonly knownExporters: ReadonlySet<string>;
  /** The exports of `specifier` imported from `importer` with its resolved id, or `undefined` if unreadable. */
  read(specifier: string, importer: string): Promise<{ id: string; exports: ModuleExports } | undefined>;
}

/**
 * Looks for `name` among a module's exports, following `export * from "..."` chains (each module once).
 * `export *` never re-exports `default`. Explicit exports shadow star exports in JavaScript, so a caller that
 * gets `unknown` can still add an explicit export safely; it only risks shadowing a same-named class.
 */
export async function findExport(
  name: string,
  exports: ModuleExports,
  importer: string,
  reader: StarSourceReader,
  visited: Set<string> = new Set([importer]),
): Promise<ExportPresence> {
  if (exports.names.has(name)) return "yes";
  if (name === "default") return "no";
  let presence: ExportPresence = "no";
  for (const specifier of exports.starSources) {
    if (reader.knownExporters.has(specifier)) return "yes";
    const source = await reader.read(specifier, importer);
    if (!source) {
      presence = "unknown";
      continue;
    }
    if (visited.has(source.id)) continue;
    visited.add(source.id);
    const found = await findExport(name, source.exports, source.id, reader, visited);
    if (found === "yes") return "yes";
    if (found === "unknown") presence = "unknown";
  }
  return presence;
}

/** What the Worker entry needs appended; see `entryAdditions`. */
export interface EntryAdditionsInput {
  /** Whether the entry already exports `CodemodeRuntime` (explicitly or through `export *`). */
  readonly runtimeExported: boolean;
  readonly runtimeModule: string;
  /** Names of discovered connector classes, sorted. */
  readonly connectorNames: readonly string[];
  /** The entry's explicit exports: a connector it exports already is not exported twice. */
  readonly entryExports: ModuleExports;
}

/**
 * The code to append to a Worker entry so `ctx.exports` reaches the runtime facet and every connector, or
 * `undefined` when the entry already exports all of them (it is then left byte-for-byte unchanged).
 * Connectors are re-exported from `virtual:codemode/connectors`, the one module that imports them.
 */
export function entryAdditions(input: EntryAdditionsInput): string | undefined {
  const lines: string[] = [];
  if (!input.runtimeExported) {
    lines.push(`export { ${RUNTIME_EXPORT_NAME} } from ${JSON.stringify(input.runtimeModule)};`);
  }
  const missing = input.connectorNames.filter((name) => !input.entryExports.names.has(name));
  if (missing.length > 0) {
    const list = missing.map((name) => exportNameSyntax(name)).join(", ");
    lines.push(`export { ${list} } from ${JSON.stringify(CONNECTORS_MODULE_ID)};`);
  }
  if (lines.length === 0) return undefined;
  return `\n\n// Added by @codemode/vite-plugin so these classes are reachable through ctx.exports.\n${lines.join("\n")}\n`;
}
