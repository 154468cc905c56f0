import { CodemodeError } from "@codemode/runtime-core";

/**
 * Two connector modules export a class under the same name. The Worker entry can export only one binding per
 * name and `ctx.exports` is keyed by name, so the build stops instead of picking one silently.
 */
export class ConnectorNameConflictError extends CodemodeError {
  /** The exported name both modules use. */
  readonly connectorName: string;
  /** The modules that export it, relative to the Vite root. */
  readonly files: readonly string[];

  constructor(connectorName: string, files: readonly string[]) {
    super(
      "conflict",
      `Connector name "${connectorName}" is exported by more than one connector module: ${files.join(", ")}. ` +
        "Connector classes are exported from the Worker entry by name, so each name must be unique: " +
        "rename one of the classes (or stop exporting it from the connector module).",
    );
    this.name = "ConnectorNameConflictError";
    this.connectorName = connectorName;
    this.files = files;
  }
}

/**
 * A connector or entry module could not be read or parsed, so its exports are unknown. Carries the file and
 * the parser's error as `cause`.
 */
export class ModuleAnalysisError extends CodemodeError {
  /** The module that failed, as an absolute path. */
  readonly file: string;

  constructor(file: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      "invalid_argument",
      `@codemode/vite-plugin could not read the exports of ${file}: ${reason}. ` +
        "Fix the syntax error in that file (or rename it if it is not a connector module).",
      { cause },
    );
    this.name = "ModuleAnalysisError";
    this.file = file;
  }
}

/** The options passed to `codemode()` are invalid; the message names the option and what it accepts. */
export class PluginOptionsError extends CodemodeError {
  constructor(message: string) {
    super("configuration", `@codemode/vite-plugin: ${message}`);
    this.name = "PluginOptionsError";
  }
}
