import { setOwnProperty } from "../codec/own-property.ts";
import type { ToolLike, ToolProviderTools } from "../types/provider.ts";

/** A provider's tools sorted by whether a plain sandbox run can call them. */
export interface CallableTools {
  /** Tools with an `execute` and no approval requirement, in their original order. */
  callable: Record<string, ToolLike>;
  /** Names of tools left out because they need approval (`needsApproval` is `true` or a predicate). */
  needingApproval: string[];
  /** Names of tools left out because they have no `execute` (client-side or provider-executed tools). */
  withoutExecute: string[];
}

/**
 * Whether a tool asks for approval before it runs: `needsApproval: true`, or a predicate, which cannot be
 * decided before the sandbox's arguments exist and so counts as "yes".
 */
export function needsApproval(tool: ToolLike): boolean {
  return tool.needsApproval === true || typeof tool.needsApproval === "function";
}

/**
 * Splits a tool record into the tools a code tool can expose and the ones it must leave out. A code tool run
 * has nobody to ask for approval, so approval-gated tools are left out (durable runtimes with connectors
 * pause for approval instead); a tool without `execute` has nothing to run on the host. Both are left out of
 * the generated declarations too, so the model is never shown a method it cannot call.
 */
export function callableTools(tools: ToolProviderTools): CallableTools {
  // `callable` is keyed by tool names, one of which may be `__proto__`: written with setOwnProperty.
  const result: CallableTools = { callable: {}, needingApproval: [], withoutExecute: [] };
  for (const [name, value] of Object.entries(tools as Record<string, ToolLike>)) {
    if (typeof value !== "object" || value === null) continue;
    if (needsApproval(value)) result.needingApproval.push(name);
    else if (typeof value.execute !== "function") result.withoutExecute.push(name);
    else setOwnProperty(result.callable, name, value);
  }
  return result;
}
