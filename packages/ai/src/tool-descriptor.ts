import type { FlexibleSchema } from "ai";

/**
 * A tool described by its schemas, without the rest of an AI SDK `tool()`: a description, an input schema
 * (Zod, another Standard Schema, or an AI SDK `jsonSchema()`), an optional output schema and the function
 * that runs it. A descriptor without `execute` is declared to the model but cannot be called.
 */
export interface ToolDescriptor {
  description?: string;
  inputSchema: FlexibleSchema;
  outputSchema?: FlexibleSchema;
  execute?: (args: unknown) => Promise<unknown>;
}

/** Tool descriptors keyed by tool name. */
export type ToolDescriptors = Record<string, ToolDescriptor>;
