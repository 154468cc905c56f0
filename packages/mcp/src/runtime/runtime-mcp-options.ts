import type { CodemodeRuntimeHandle } from "@codemode/durable-storage";
import type { CodemodeRuntimeToolOptions } from "@codemode/runtime-core";

/** The part of a runtime handle `runtimeMcpServer` uses. */
export type RuntimeMcpTarget = Pick<
  CodemodeRuntimeHandle,
  "tool" | "execute" | "search" | "describe" | "pending" | "approve" | "reject"
>;

/** Options of `runtimeMcpServer`. */
export interface RuntimeMcpServerOptions {
  /** Server name. Defaults to `codemode`. */
  name?: string;
  /** Server version. Defaults to `1.0.0`. */
  version?: string;
  /** Options of the `execute` tool's description, as for `runtime.tool()` (`description`, `connectorHints`). */
  tool?: CodemodeRuntimeToolOptions;
  /**
   * Whether to register the `pending`, `approve` and `reject` tools (default `true`). Turn it off when a person
   * approves elsewhere (your app's UI) and the MCP client must not be able to approve its own actions.
   */
  approvals?: boolean;
}
