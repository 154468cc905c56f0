import { isReservedWord, sanitizeToolName } from "@codemode/catalog";
import type { ResolvedProvider } from "@codemode/runtime-core";
import type { HostFunction } from "@codemode/runtime-core/internal";

/** One sandbox global: its host functions under their sanitized names, and its optional prelude. */
export interface SandboxNamespace {
  name: string;
  /** Sanitized tool name to host function. A Map, so names like `constructor` never hit a prototype. */
  tools: Map<string, HostFunction>;
  prelude?: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Checks the providers of one execution and sanitizes their tool names, as the Workers executor does: every
 * namespace is a plain identifier, not a reserved word, and unique; tool names become identifiers with
 * `sanitizeToolName`, and two names of one namespace that sanitize alike are refused with both named. Whether a
 * namespace would hide one of the sandbox's own globals (`console`, `fetch`, `self`, ...) is checked inside the
 * sandbox itself, against the real global scope. Returns the failure as a message, never throws.
 */
export function prepareNamespaces(
  providers: readonly ResolvedProvider[],
): { namespaces: SandboxNamespace[] } | { error: string } {
  const namespaces: SandboxNamespace[] = [];
  const seen = new Set<string>();
  for (const provider of providers) {
    if (typeof provider !== "object" || provider === null || typeof provider.name !== "string") {
      return { error: "Every provider needs a string `name` and an `fns` record of functions." };
    }
    const name = provider.name;
    if (!IDENTIFIER.test(name)) {
      return {
        error: `Provider name "${name}" is not a valid JavaScript identifier. Use letters, digits, "_" and "$", not starting with a digit.`,
      };
    }
    if (isReservedWord(name)) {
      return {
        error: `Provider name "${name}" is a reserved word in JavaScript. Give the provider another name.`,
      };
    }
    if (seen.has(name)) {
      return { error: `Duplicate provider name "${name}". Give every provider its own name.` };
    }
    seen.add(name);
    if (provider.prelude !== undefined && typeof provider.prelude !== "string") {
      return { error: `The prelude of provider "${name}" must be a string of JavaScript.` };
    }
    const tools = new Map<string, HostFunction>();
    const originalNames = new Map<string, string>();
    for (const [toolName, fn] of Object.entries(provider.fns ?? {})) {
      if (typeof fn !== "function") {
        return { error: `Tool "${toolName}" of provider "${name}" is not a function.` };
      }
      const sanitized = sanitizeToolName(toolName);
      const earlier = originalNames.get(sanitized);
      if (earlier !== undefined) {
        return {
          error: `Tool names "${earlier}" and "${toolName}" both sanitize to "${sanitized}" in provider "${name}". Rename one of them.`,
        };
      }
      originalNames.set(sanitized, toolName);
      tools.set(sanitized, fn);
    }
    namespaces.push(
      provider.prelude === undefined ? { name, tools } : { name, tools, prelude: provider.prelude },
    );
  }
  return { namespaces };
}
