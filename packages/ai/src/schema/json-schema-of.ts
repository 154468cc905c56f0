import { asSchema, type FlexibleSchema } from "ai";
import type { JSONSchema7 } from "json-schema";

const AI_SDK_SCHEMA = Symbol.for("vercel.ai.schema");

/** A JSON Schema now, a JSON Schema later (AI SDK schemas may convert lazily), or none. */
export type JsonSchemaResult = JSONSchema7 | PromiseLike<JSONSchema7> | undefined;

/** Whether `value` is an AI SDK `Schema` (`jsonSchema(...)`, `zodSchema(...)`). */
export function isAiSdkSchema(value: unknown): value is { jsonSchema: unknown; validate?: unknown } {
  return (
    typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[AI_SDK_SCHEMA] === true
  );
}

/**
 * JSON Schema of any schema an AI SDK tool may carry: Zod (3 or 4), another Standard Schema with a JSON
 * Schema converter, an AI SDK `jsonSchema()`/`lazySchema()` wrapper, or a plain JSON Schema object. For an
 * output schema the converter's output side is used when the library has one (a `.default()` field is then
 * required, as it is in the value `execute` returns). Returns `undefined` when there is no schema or it
 * cannot be converted; the caller then declares the type `unknown` rather than failing.
 */
export function jsonSchemaOf(schema: unknown, io: "input" | "output"): JsonSchemaResult {
  if (schema === undefined || schema === null) return undefined;
  try {
    if (io === "output") {
      const converted = standardOutputJsonSchema(schema);
      if (converted !== undefined) return converted;
    }
    if (isAiSdkSchema(schema) || typeof schema === "function" || isStandard(schema)) {
      return asSchema(schema as FlexibleSchema<unknown>).jsonSchema as JsonSchemaResult;
    }
    return typeof schema === "object" ? (schema as JSONSchema7) : undefined;
  } catch {
    return undefined;
  }
}

function isStandard(value: unknown): boolean {
  return typeof value === "object" && value !== null && "~standard" in value;
}

type OutputConverter = { output?: (options: { target: string }) => unknown };

function standardOutputJsonSchema(schema: unknown): JSONSchema7 | undefined {
  if (!isStandard(schema)) return undefined;
  const converter = (schema as { "~standard": { jsonSchema?: OutputConverter } })["~standard"].jsonSchema;
  if (typeof converter?.output !== "function") return undefined;
  const converted = converter.output({ target: "draft-07" });
  return typeof converted === "object" && converted !== null ? (converted as JSONSchema7) : undefined;
}

/** Whether `value` is a promise-like (a lazily converted schema). */
export function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === "object" || typeof value === "function") &&
    value !== null &&
    typeof (value as { then?: unknown }).then === "function"
  );
}
