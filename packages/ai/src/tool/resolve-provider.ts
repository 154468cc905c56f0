import type { ResolvedProvider, ToolProvider } from "@codemode/runtime-core";
import { resolveProviderWith } from "@codemode/runtime-core/internal";
import { aiFramework } from "./ai-framework.ts";

/**
 * Resolves a tool provider for an executor, validating every call: the namespace is `provider.name`
 * (default `codemode`), and each callable tool becomes a function that checks its input against the tool's
 * schema (Zod or JSON Schema, through the AI SDK) before `execute`, throwing an `InvalidToolInputError` that
 * names the field and the expected type when it does not match. Tools that need approval (`needsApproval`
 * `true` or a predicate) and tools without `execute` are left out: a plain sandbox run has nobody to ask.
 *
 * The root entry's `resolveProvider` does the same without validation, so it needs no schema library.
 */
export function resolveProvider(provider: ToolProvider): ResolvedProvider {
  return resolveProviderWith(provider, aiFramework);
}
