import { CodemodeError, type ToolProvider } from "@codemode/runtime-core";
import {
  DEFAULT_NAMESPACE,
  needsApproval,
  setOwnProperty,
  type ToolLike,
} from "@codemode/runtime-core/internal";
import type { AnyTool } from "@tanstack/ai";
import { generateTypes } from "./generate-types.ts";

/**
 * Wraps TanStack AI tools (for example `toolDefinition(...).server(...)`) as a provider for `createCodeTool`:
 * each tool becomes `namespace.<tool name>` in the sandbox (namespace `codemode` unless `name` is given),
 * with declarations generated from its schemas.
 *
 * Tools that need approval are left out, from the sandbox and from the declarations: a sandbox run has nobody
 * to ask. Tools without `execute` (client tools, bare definitions) are declared, so the model knows they
 * exist, but a sandbox call to one rejects with an error saying it runs on the client: the model calls it as
 * a tool of its own instead.
 *
 * @throws CodemodeError `invalid_argument` when `tools` is not an array or two tools share a name.
 */
export function tanstackTools(tools: readonly AnyTool[], name?: string): ToolProvider {
  if (!Array.isArray(tools)) {
    throw new CodemodeError(
      "invalid_argument",
      "tanstackTools(tools, name?) needs an array of TanStack AI tools.",
    );
  }
  const callable = tools.filter((tool) => !needsApproval(tool as ToolLike));
  const namespace = name ?? DEFAULT_NAMESPACE;
  // Keyed by tool names, one of which may be `__proto__`: written with setOwnProperty.
  const record: Record<string, ToolLike> = {};
  for (const tool of callable) {
    if (Object.hasOwn(record, tool.name)) {
      throw new CodemodeError(
        "invalid_argument",
        `tanstackTools: two tools are named "${tool.name}". Tool names must be unique within a namespace.`,
      );
    }
    const execute = tool.execute as ((input: unknown) => unknown) | undefined;
    const entry: ToolLike = {
      execute:
        typeof execute === "function"
          ? (input: unknown) => execute(input)
          : () => {
              throw new CodemodeError("invalid_argument", clientToolMessage(namespace, tool.name));
            },
    };
    if (tool.description !== undefined) entry.description = tool.description;
    if (tool.inputSchema !== undefined) entry.inputSchema = tool.inputSchema;
    if (tool.outputSchema !== undefined) entry.outputSchema = tool.outputSchema;
    setOwnProperty(record, tool.name, entry);
  }
  return {
    ...(namespace === DEFAULT_NAMESPACE ? {} : { name: namespace }),
    tools: record,
    types: generateTypes(callable, namespace),
  };
}

/** Why a sandbox call to a tool without `execute` cannot run. */
function clientToolMessage(namespace: string, toolName: string): string {
  return (
    `${namespace}.${toolName} runs on the client (a TanStack AI tool without execute), so code in the sandbox ` +
    `cannot call it. Call ${toolName} as a tool of its own, outside the code.`
  );
}
