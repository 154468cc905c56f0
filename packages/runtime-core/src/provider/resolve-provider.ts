import { setOwnProperty } from "../codec/own-property.ts";
import type { HostFunction, ResolvedProvider } from "../types/executor.ts";
import type { ToolLike, ToolProvider } from "../types/provider.ts";

/** Namespace a provider gets when it names none. */
const DEFAULT_PROVIDER_NAME = "codemode";

/**
 * Turns a {@link ToolProvider} into the {@link ResolvedProvider} an executor runs with: the namespace is
 * `provider.name` (default `codemode`) and every tool becomes one host function that calls the tool's
 * `execute` with the first positional argument the sandbox passed.
 *
 * Tools that need approval (`needsApproval` is `true` or a predicate) are left out, because a plain sandbox
 * run has nobody to ask: use runtime connectors for approval flows. Tools without `execute` are left out too,
 * since there is nothing to call. Arguments are not validated against the tool's schema here (the AI SDK entry
 * point does that); this keeps the root entry free of schema libraries.
 */
export function resolveProvider(provider: ToolProvider): ResolvedProvider {
  // Keyed by tool names, one of which may be `__proto__`: written with setOwnProperty.
  const fns: Record<string, HostFunction> = {};
  for (const [name, tool] of Object.entries(provider.tools as Record<string, ToolLike>)) {
    if (needsApproval(tool)) continue;
    const execute = tool.execute;
    if (typeof execute !== "function") continue;
    setOwnProperty(fns, name, async (...args: unknown[]) => await execute.call(tool, args[0]));
  }
  return { name: provider.name ?? DEFAULT_PROVIDER_NAME, fns };
}

function needsApproval(tool: ToolLike): boolean {
  return tool.needsApproval === true || typeof tool.needsApproval === "function";
}
