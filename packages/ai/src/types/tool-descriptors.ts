import type { JsonSchemaToolDescriptor } from "@codemode/runtime-core";
import type { ToolLike } from "@codemode/runtime-core/internal";
import { setOwnProperty } from "@codemode/runtime-core/internal";
import type { JSONSchema7 } from "json-schema";
import { isPromiseLike, type JsonSchemaResult, jsonSchemaOf } from "../schema/json-schema-of.ts";

/** A tool as type generation reads it: AI SDK tools, descriptors, and AI SDK 4's `parameters`. */
type ToolRecord = ToolLike & { parameters?: unknown };

const UNKNOWN_INPUT: JSONSchema7 = {};

function inputSchemaOf(tool: ToolRecord): unknown {
  return tool.inputSchema ?? tool.parameters;
}

function descriptor(tool: ToolRecord, input: JSONSchema7 | undefined, output: JSONSchema7 | undefined) {
  const result: JsonSchemaToolDescriptor = { inputSchema: input ?? UNKNOWN_INPUT };
  if (typeof tool.description === "string") result.description = tool.description;
  if (output !== undefined) result.outputSchema = output;
  return result;
}

function settled(schema: JsonSchemaResult): JSONSchema7 | undefined {
  return isPromiseLike(schema) ? undefined : schema;
}

/**
 * JSON Schema descriptors of AI SDK tools, converted synchronously: a schema that only converts
 * asynchronously (a lazy `jsonSchema(() => promise)`) or not at all is declared `unknown`, never an error, so
 * one odd tool cannot break the description of the others.
 */
export function toolDescriptorsSync(
  tools: Record<string, ToolRecord>,
): Record<string, JsonSchemaToolDescriptor> {
  // Keyed by tool names, one of which may be `__proto__`: written with setOwnProperty.
  const descriptors: Record<string, JsonSchemaToolDescriptor> = {};
  for (const [name, tool] of Object.entries(tools)) {
    setOwnProperty(
      descriptors,
      name,
      descriptor(
        tool,
        settled(jsonSchemaOf(inputSchemaOf(tool), "input")),
        settled(jsonSchemaOf(tool.outputSchema, "output")),
      ),
    );
  }
  return descriptors;
}

/** Like {@link toolDescriptorsSync}, but waits for schemas that convert asynchronously. */
export async function toolDescriptors(
  tools: Record<string, ToolRecord>,
): Promise<Record<string, JsonSchemaToolDescriptor>> {
  const entries = await Promise.all(
    Object.entries(tools).map(async ([name, tool]) => {
      const [input, output] = await Promise.all([
        awaitSchema(jsonSchemaOf(inputSchemaOf(tool), "input")),
        awaitSchema(jsonSchemaOf(tool.outputSchema, "output")),
      ]);
      return [name, descriptor(tool, input, output)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function awaitSchema(schema: JsonSchemaResult): Promise<JSONSchema7 | undefined> {
  try {
    return await schema;
  } catch {
    return undefined;
  }
}
