import { generateNamespaceTypes } from "@codemode/catalog";
import {
  type CodeToolFramework,
  type HostFunction,
  isStandardValidator,
  parseToolInput,
  type ToolLike,
} from "@codemode/runtime-core/internal";
import { toolDescriptors } from "./generate-types.ts";

/**
 * How tool records become a TanStack AI code tool's namespaces: declarations come from the records' schemas
 * when they have any, and each call from the sandbox is parsed by the tool's Standard Schema (Zod, ArkType,
 * Valibot) before `execute`, so a wrong field is reported by name and defaults apply. Plain JSON Schema input
 * is passed on unchecked, as TanStack AI itself does.
 */
export const tanstackFramework: CodeToolFramework = {
  generateTypes: (tools, namespace) =>
    generateNamespaceTypes(namespace, toolDescriptors(Object.entries(tools))),
  hostFunction(tool: ToolLike, location): HostFunction {
    const schema = tool.inputSchema;
    const execute = tool.execute as (input: unknown) => unknown;
    if (!isStandardValidator(schema)) return async (...args: unknown[]) => await execute.call(tool, args[0]);
    return async (...args: unknown[]) =>
      await execute.call(tool, await parseToolInput(schema, args[0] ?? {}, location));
  },
};
