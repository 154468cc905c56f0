import { PluginOptionsError } from "./errors.ts";

/** Options of `codemode()`. Every field is optional: `codemode()` with no argument is the common setup. */
export interface CodemodePluginOptions {
  /**
   * The module the Worker entry re-exports `CodemodeRuntime` from. Defaults to `"codemode"`, the umbrella
   * package; set `"@codemode/durable-storage"` when you install the scoped packages instead. A relative
   * specifier is resolved from the Worker entry module.
   */
  runtimeModule?: string;
  /**
   * The Worker entry module(s), as paths relative to the Vite root. When omitted, the plugin uses the `main`
   * of the Wrangler configuration when `@cloudflare/vite-plugin` is in the plugin list, and otherwise the
   * first of `src/server`, `src/index`, `src/worker` (`.ts`, `.tsx`, `.mts`, `.js`, `.jsx`, `.mjs`) that a
   * build loads.
   */
  entry?: string | readonly string[];
  /**
   * Glob pattern(s), relative to the Vite root, of connector modules. Defaults to `"**\/*.codemode.{ts,js}"`;
   * `node_modules` and hidden folders are never searched. `false` turns discovery off.
   */
  connectors?: string | readonly string[] | false;
  /**
   * Where to write a TypeScript declaration file for `virtual:codemode/connectors` that types each discovered
   * connector by name, relative to the Vite root (for example `"codemode-connectors.d.ts"`). It is rewritten
   * when connectors change. Defaults to `false`: the `@codemode/vite-plugin/client` types cover `connectors`.
   */
  declarationFile?: string | false;
}

/** Options after defaults and validation. */
export interface ResolvedPluginOptions {
  readonly runtimeModule: string;
  /** Explicit entry paths relative to the root, or `undefined` to detect them. */
  readonly entries: readonly string[] | undefined;
  /** Connector globs; empty when discovery is off. */
  readonly connectorPatterns: readonly string[];
  readonly declarationFile: string | undefined;
}

/** The specifier users of the umbrella package need; scoped-package users override it. */
export const DEFAULT_RUNTIME_MODULE = "codemode";

/** The connector modules discovered when `connectors` is not set. */
export const DEFAULT_CONNECTOR_PATTERN = "**/*.codemode.{ts,js}";

const KNOWN_OPTIONS = ["runtimeModule", "entry", "connectors", "declarationFile"];

/**
 * Validates `codemode()` options and applies defaults. Plugin options come from untyped config files as often
 * as from TypeScript, so each mistake gets an error naming the option and what it accepts.
 */
export function resolvePluginOptions(options: unknown): ResolvedPluginOptions {
  const given = options ?? {};
  if (typeof given !== "object" || Array.isArray(given)) {
    throw new PluginOptionsError(`codemode() takes an options object or nothing, got ${describe(given)}.`);
  }
  const record = given as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!KNOWN_OPTIONS.includes(key)) {
      throw new PluginOptionsError(`unknown option "${key}". Known options: ${KNOWN_OPTIONS.join(", ")}.`);
    }
  }
  const runtimeModule = record.runtimeModule ?? DEFAULT_RUNTIME_MODULE;
  if (typeof runtimeModule !== "string" || runtimeModule.trim() === "") {
    throw new PluginOptionsError(
      `"runtimeModule" must be a non-empty module specifier such as "codemode" or "@codemode/durable-storage", got ${describe(runtimeModule)}.`,
    );
  }
  const connectors = record.connectors ?? DEFAULT_CONNECTOR_PATTERN;
  const declarationFile = record.declarationFile ?? false;
  if (
    declarationFile !== false &&
    (typeof declarationFile !== "string" || !declarationFile.endsWith(".d.ts"))
  ) {
    throw new PluginOptionsError(
      `"declarationFile" must be a path ending in ".d.ts" or false, got ${describe(declarationFile)}.`,
    );
  }
  return {
    runtimeModule,
    entries: record.entry === undefined ? undefined : stringList("entry", record.entry),
    connectorPatterns: connectors === false ? [] : stringList("connectors", connectors),
    declarationFile: declarationFile === false ? undefined : declarationFile,
  };
}

function stringList(option: string, value: unknown): string[] {
  const list = typeof value === "string" ? [value] : value;
  if (
    !Array.isArray(list) ||
    list.length === 0 ||
    !list.every((item) => typeof item === "string" && item !== "")
  ) {
    throw new PluginOptionsError(
      `"${option}" must be a non-empty string or a non-empty array of non-empty strings, got ${describe(value)}.`,
    );
  }
  return list as string[];
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return `an array (${JSON.stringify(value)})`;
  if (typeof value === "string") return JSON.stringify(value);
  return value === null ? "null" : `${typeof value} ${String(value)}`;
}
