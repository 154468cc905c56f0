import { DEFAULT_NAMESPACE } from "../constants.ts";
import { CodemodeError } from "../errors.ts";
import type { ToolProvider, ToolProviderTools } from "../types/provider.ts";

/**
 * Turns the `tools` option of `createCodeTool` into a list of providers: an array is taken as providers, and
 * a single tool record becomes one provider in the default `codemode` namespace.
 *
 * @throws CodemodeError `invalid_argument` when `tools` is neither a record nor an array, or when an array
 * entry is not a provider with a `tools` record.
 */
export function normalizeProviders(tools: ToolProviderTools | ToolProvider[]): ToolProvider[] {
  if (Array.isArray(tools)) {
    tools.forEach((provider, index) => {
      if (!isRecord(provider) || !isRecord(provider.tools)) {
        throw new CodemodeError(
          "invalid_argument",
          `tools[${index}] is not a tool provider. Pass providers shaped { name?: string, tools: { ... } }, ` +
            "or pass one record of tools instead of an array.",
        );
      }
    });
    return tools;
  }
  if (!isRecord(tools)) {
    throw new CodemodeError(
      "invalid_argument",
      `tools must be a record of tools or an array of tool providers, got ${tools === null ? "null" : typeof tools}.`,
    );
  }
  return [{ tools }];
}

/** The sandbox namespace of a provider: its `name`, or `codemode`. */
export function providerNamespace(provider: ToolProvider): string {
  return provider.name ?? DEFAULT_NAMESPACE;
}

/**
 * Checks that no two providers share a namespace, since the second would silently hide the first.
 *
 * @throws CodemodeError `invalid_argument` naming the namespace used twice.
 */
export function assertDistinctNamespaces(providers: readonly ToolProvider[]): void {
  const seen = new Set<string>();
  for (const provider of providers) {
    const namespace = providerNamespace(provider);
    if (seen.has(namespace)) {
      throw new CodemodeError(
        "invalid_argument",
        `Two tool providers use the namespace "${namespace}". Give each provider its own name ` +
          '(a provider without a name uses "codemode").',
      );
    }
    seen.add(namespace);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
