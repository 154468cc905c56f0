/**
 * Tool records accepted by providers. The root entry never imports the AI SDK or Zod, so the AI SDK's
 * `Tool`/`ToolSet` and Zod-typed descriptors appear here as structural twins that accept those values.
 */

/** Any schema: JSON Schema, a Zod schema, an AI SDK `jsonSchema()` wrapper or a Standard Schema. */
export type AnySchema = unknown;

/** Structural twin of one AI SDK tool, as far as codemode reads it. */
export type ToolLike = {
  description?: string;
  inputSchema?: AnySchema;
  outputSchema?: AnySchema;
  /** `true` or a predicate: such tools are left out of sandboxes that cannot ask for approval. */
  needsApproval?: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: accepts any tool's execute signature, as the AI SDK's ToolSet does
  execute?: (...args: any[]) => unknown;
};

/** Structural twin of the AI SDK's `ToolSet`. */
export type ToolSetLike = Record<string, ToolLike>;

/** A tool described by a schema (Zod in the AI SDK entry) with an optional `execute`. */
export interface ToolDescriptor {
  description?: string;
  inputSchema: AnySchema;
  outputSchema?: AnySchema;
  execute?: (args: unknown) => Promise<unknown>;
}

/** Tool descriptors keyed by name. */
export type ToolDescriptors = Record<string, ToolDescriptor>;

/** Tools that carry their own declarations: a description and an `execute`. */
export type SimpleToolRecord = Record<
  string,
  { description?: string; execute: (args: unknown) => Promise<unknown> }
>;

/** Every tool record a provider accepts. */
export type ToolProviderTools = ToolDescriptors | ToolSetLike | SimpleToolRecord;

/** Tools contributed to the sandbox under one namespace. */
export interface ToolProvider {
  /** Sandbox namespace. Defaults to `codemode`. */
  name?: string;
  tools: ToolProviderTools;
  /** TypeScript declarations shown to the model; generated from the tools when omitted. */
  types?: string;
}
