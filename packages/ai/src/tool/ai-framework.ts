import { generateNamespaceTypes } from "@codemode/catalog";
import type { CodeToolFramework, HostFunction, ToolLike } from "@codemode/runtime-core/internal";
import { toolInputCheck } from "../schema/check-tool-input.ts";
import { toolDescriptorsSync } from "../types/tool-descriptors.ts";
import { finalOutput } from "./final-output.ts";

/**
 * How AI SDK tools become a code tool's namespaces: declarations come from their schemas, and each call from
 * the sandbox is checked against the tool's input schema before `execute` runs with the checked (parsed)
 * input. Only the first argument the sandbox passes is the input, as for a model's tool call; a streaming
 * tool's final value is what the code receives.
 */
export const aiFramework: CodeToolFramework = {
  generateTypes: (tools, namespace) => generateNamespaceTypes(namespace, toolDescriptorsSync(tools)),
  hostFunction(tool: ToolLike & { parameters?: unknown }, location): HostFunction {
    const check = toolInputCheck(tool.inputSchema ?? tool.parameters, location);
    const execute = tool.execute as (input: unknown) => unknown;
    return async (...args: unknown[]) => await finalOutput(await execute.call(tool, await check(args[0])));
  },
};
