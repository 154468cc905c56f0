import { setOwnProperty } from "../codec/own-property.ts";
import { CodemodeError } from "../errors.ts";
import { runCode } from "../provider/run-code.ts";
import type { Executor, HostFunction, ResolvedProvider } from "../types/executor.ts";
import type { ToolLike, ToolProvider } from "../types/provider.ts";
import { callableTools } from "./callable-tools.ts";
import type { CodeInput, CodeOutput, CreateCodeToolOptions } from "./code-tool-types.ts";
import { DEFAULT_DESCRIPTION, renderDescription } from "./default-description.ts";
import { assertDistinctNamespaces, normalizeProviders, providerNamespace } from "./normalize-providers.ts";

/** Where a tool lives in the sandbox: `namespace.tool`. */
export interface ToolLocation {
  namespace: string;
  tool: string;
}

/**
 * What a framework adapter contributes to a code tool: how its tool records become TypeScript declarations,
 * and how one tool becomes the host function the sandbox calls (usually: validate the input against the
 * tool's schema, then `execute`). Everything else (providers, approval filtering, description, running the
 * code) is the same for every framework and lives here.
 */
export interface CodeToolFramework {
  /** Declarations of `tools` (all callable) as the sandbox global `namespace`. */
  generateTypes(tools: Record<string, ToolLike>, namespace: string): string;
  /** The host function that runs one callable tool with the first argument the sandbox passed. */
  hostFunction(tool: ToolLike, location: ToolLocation): HostFunction;
}

/** A code tool ready to run: its model-facing description and the namespaces the sandbox sees. */
export interface CodeToolPlan {
  description: string;
  providers: ResolvedProvider[];
  executor: Executor;
}

/**
 * Resolves one provider with a framework's host functions: namespace `provider.name` (default `codemode`),
 * one function per callable tool. Approval-gated tools and tools without `execute` are left out.
 */
export function resolveProviderWith(provider: ToolProvider, framework: CodeToolFramework): ResolvedProvider {
  const namespace = providerNamespace(provider);
  const fns: Record<string, HostFunction> = {};
  for (const [tool, value] of Object.entries(callableTools(provider.tools).callable)) {
    setOwnProperty(fns, tool, framework.hostFunction(value, { namespace, tool }));
  }
  return { name: namespace, fns };
}

/**
 * Builds a code tool from `createCodeTool` options: normalizes the providers, checks their namespaces,
 * resolves their callable tools and renders the description (a provider's own `types` wins over generated
 * declarations).
 *
 * @throws CodemodeError `invalid_argument` for options that cannot work (no executor, bad providers).
 */
export function planCodeTool(options: CreateCodeToolOptions, framework: CodeToolFramework): CodeToolPlan {
  if (typeof options !== "object" || options === null) {
    throw new CodemodeError(
      "invalid_argument",
      "createCodeTool needs options: { tools, executor, description? }.",
    );
  }
  if (typeof options.executor?.execute !== "function") {
    throw new CodemodeError(
      "invalid_argument",
      "createCodeTool: executor must implement execute(code, providers), for example new DynamicWorkerExecutor({ loader: env.LOADER }).",
    );
  }
  const providers = normalizeProviders(options.tools);
  assertDistinctNamespaces(providers);
  const blocks: string[] = [];
  const resolved: ResolvedProvider[] = [];
  for (const provider of providers) {
    const namespace = providerNamespace(provider);
    const { callable } = callableTools(provider.tools);
    blocks.push(provider.types ?? framework.generateTypes(callable, namespace));
    resolved.push(resolveProviderWith(provider, framework));
  }
  const types = blocks.filter((block) => block.trim() !== "").join("\n\n");
  return {
    description: renderDescription(options.description ?? DEFAULT_DESCRIPTION, types),
    providers: resolved,
    executor: options.executor,
  };
}

/**
 * Runs the model's program once. A failed run throws an `Error` whose message carries the sandbox error and
 * the console output (see `runCode`): frameworks turn a thrown tool error into an error result the model
 * reads, which is how the reference behaves too.
 *
 * @throws CodemodeError `invalid_argument` when `code` is not a string.
 */
export async function runCodeTool(plan: CodeToolPlan, input: CodeInput): Promise<CodeOutput> {
  if (typeof input?.code !== "string") {
    throw new CodemodeError(
      "invalid_argument",
      "The code tool needs { code: string }: one JavaScript async arrow function, such as async () => { ... }.",
    );
  }
  return await runCode({ code: input.code, executor: plan.executor, providers: plan.providers });
}
