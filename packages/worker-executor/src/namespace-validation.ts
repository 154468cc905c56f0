import { isReservedWord, sanitizeToolName } from "@codemode/catalog";
import type { ConnectorBinding, ResolvedProvider } from "@codemode/runtime-core";
import type { HostFunction } from "@codemode/runtime-core/internal";
import { INSTRUMENTATION_PREFIX } from "./budget/instrument-code.ts";
import { SANDBOX_GLOBALS } from "./sandbox-globals.ts";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** One provider as the sandbox sees it: its namespace and the sanitized names of its functions. */
export interface SandboxProvider {
  name: string;
  fns: Record<string, HostFunction>;
}

/** Validated namespaces, or the first problem found. */
export type NamespaceCheck = { ok: true; providers: SandboxProvider[] } | { ok: false; error: string };

/**
 * Checks every namespace before anything runs: each name is a valid JavaScript identifier, unique across
 * providers and connectors, and shadows none of the sandbox's globals nor the executor's reserved prefix;
 * provider function names are sanitized into identifiers (`sanitizeToolName`), and two names that sanitize
 * to the same identifier are an error naming both (silently dropping one would call the wrong tool).
 */
export function checkNamespaces(
  providers: readonly ResolvedProvider[],
  connectors: readonly ConnectorBinding[],
): NamespaceCheck {
  const seen = new Map<string, string>();
  const checked: SandboxProvider[] = [];
  for (const provider of providers) {
    const problem = checkName(provider?.name, "Provider", seen);
    if (problem) return { ok: false, error: problem };
    seen.set(provider.name, "provider");
    const fns: Record<string, HostFunction> = Object.create(null);
    const originals = new Map<string, string>();
    for (const [toolName, fn] of Object.entries(provider.fns ?? {})) {
      if (typeof fn !== "function") {
        return {
          ok: false,
          error: `Tool "${toolName}" of provider "${provider.name}" is not a function; pass functions in fns.`,
        };
      }
      const sanitized = sanitizeToolName(toolName);
      const existing = originals.get(sanitized);
      if (existing !== undefined) {
        return {
          ok: false,
          error: `Tool names "${existing}" and "${toolName}" of provider "${provider.name}" both become "${sanitized}" in the sandbox; rename one of them.`,
        };
      }
      originals.set(sanitized, toolName);
      fns[sanitized] = fn;
    }
    checked.push({ name: provider.name, fns });
  }
  for (const connector of connectors) {
    const problem = checkName(connector?.name, "Connector", seen);
    if (problem) return { ok: false, error: problem };
    if (typeof connector.binding?.callTool !== "function") {
      return {
        ok: false,
        error: `Connector "${connector.name}" has no binding.callTool(method, args) function.`,
      };
    }
    seen.set(connector.name, "connector");
  }
  return { ok: true, providers: checked };
}

function checkName(name: unknown, kind: string, seen: ReadonlyMap<string, string>): string | undefined {
  if (typeof name !== "string" || !IDENTIFIER.test(name) || isReservedWord(name)) {
    return `${kind} name ${JSON.stringify(name)} is not a valid JavaScript identifier; use letters, digits, _ and $, not starting with a digit.`;
  }
  if (SANDBOX_GLOBALS.has(name) || name.startsWith(INSTRUMENTATION_PREFIX)) {
    return `${kind} name "${name}" is reserved: it would shadow the sandbox global "${name}". Choose another name.`;
  }
  const previous = seen.get(name);
  if (previous !== undefined) {
    return `${kind} name "${name}" is used twice (it is already a ${previous} name); every provider and connector needs its own name.`;
  }
  return undefined;
}
