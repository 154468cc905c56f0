import type { ConnectorTools } from "codemode";

/** The methods of a connector that can be undone (those with a `revert`), so the page offers Rollback only where it does something. */
export function revertibleMethods(tools: ConnectorTools): string[] {
  return Object.entries(tools)
    .filter(([, tool]) => typeof tool.revert === "function")
    .map(([name]) => name);
}
