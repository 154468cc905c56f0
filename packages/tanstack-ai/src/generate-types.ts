import { generateNamespaceTypes } from "@codemode/catalog";
import type { JsonSchemaToolDescriptor } from "@codemode/runtime-core";
import { DEFAULT_NAMESPACE, setOwnProperty } from "@codemode/runtime-core/internal";
import type { AnyTool } from "@tanstack/ai";
import { toolJsonSchema } from "./tool-json-schema.ts";

/** What type generation reads of a tool: its description and schemas. */
export type DescribedTool = { description?: unknown; inputSchema?: unknown; outputSchema?: unknown };

/** JSON Schema descriptors of tools keyed by name; a schema that does not convert becomes `unknown`. */
export function toolDescriptors(
  tools: Iterable<[string, DescribedTool]>,
): Record<string, JsonSchemaToolDescriptor> {
  // Keyed by tool names, one of which may be `__proto__`: written with setOwnProperty.
  const descriptors: Record<string, JsonSchemaToolDescriptor> = {};
  for (const [name, tool] of tools) {
    const descriptor: JsonSchemaToolDescriptor = { inputSchema: toolJsonSchema(tool.inputSchema) ?? {} };
    if (typeof tool.description === "string") descriptor.description = tool.description;
    const output = toolJsonSchema(tool.outputSchema);
    if (output !== undefined) descriptor.outputSchema = output;
    setOwnProperty(descriptors, name, descriptor);
  }
  return descriptors;
}

/**
 * TypeScript declarations of TanStack AI tools as the sandbox global `namespace` (default `codemode`): one
 * `XInput`/`XOutput` type pair per tool and `declare const codemode: { x(input: XInput): Promise<XOutput> }`,
 * with the tools' descriptions and their fields' descriptions as JSDoc. Schemas are converted by TanStack AI
 * (`convertSchemaToJsonSchema`), so Zod, ArkType, Valibot and plain JSON Schema all work; one that cannot be
 * converted is declared `unknown`.
 *
 * @throws CodemodeError `invalid_argument` when `namespace` is not a valid JavaScript identifier.
 */
export function generateTypes(tools: readonly AnyTool[], namespace: string = DEFAULT_NAMESPACE): string {
  return generateNamespaceTypes(
    namespace,
    toolDescriptors(tools.map((tool) => [tool.name, tool] as [string, DescribedTool])),
  );
}
