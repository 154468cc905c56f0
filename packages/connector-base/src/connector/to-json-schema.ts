import type { JSONSchema7 } from "json-schema";

const AI_SDK_SCHEMA = Symbol.for("vercel.ai.schema");
const JSON_SCHEMA_TARGET = "draft-07";

/** The Standard Schema v1 surface codemode uses: validation, and the optional Standard JSON Schema export. */
export interface StandardSchemaLike {
  "~standard": {
    vendor?: string;
    validate: (value: unknown) => StandardResult | PromiseLike<StandardResult>;
    jsonSchema?: {
      input?: (options: { target: string; libraryOptions?: Record<string, unknown> }) => unknown;
      output?: (options: { target: string; libraryOptions?: Record<string, unknown> }) => unknown;
    };
  };
}

/** Result of a Standard Schema `validate`: the parsed value, or issues with paths. */
export type StandardResult =
  | { value: unknown; issues?: undefined }
  | { issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }> };

/** Whether `schema` implements Standard Schema v1 (Zod 3.24+, Zod 4, Valibot, ArkType, ...). */
export function isStandardSchema(schema: unknown): schema is StandardSchemaLike {
  if (typeof schema !== "object" && typeof schema !== "function") return false;
  if (schema === null) return false;
  const standard = (schema as { "~standard"?: { validate?: unknown } })["~standard"];
  return typeof standard === "object" && standard !== null && typeof standard.validate === "function";
}

/**
 * Converts any schema a tool record may carry to JSON Schema, without importing `ai` or `zod`:
 *
 * - an AI SDK schema wrapper (`jsonSchema(...)`, `zodSchema(...)`): its `.jsonSchema` (awaited if lazy);
 * - a Standard Schema with the Standard JSON Schema export (Zod 4.2+): `~standard.jsonSchema.input/output`,
 *   with Zod's `unrepresentable: "any"` so transforms and custom types become open schemas instead of errors;
 * - a Zod 4 classic schema without that export: its `toJSONSchema()` method;
 * - a plain object that is none of these: taken as JSON Schema already.
 *
 * Schemas with no JSON Schema route (Zod 3, `zod/mini`, other libraries without the export) become an open
 * object `{ type: "object" }`: the model sees an untyped input, and arguments are still checked by the
 * schema's own Standard Schema `validate`.
 *
 * Synchronous except for an AI SDK wrapper whose schema is still a promise: a connector with a thousand
 * plain JSON Schema tools (an `OpenApiConnector`) resolves them without a promise per schema.
 */
export function toJsonSchema(
  schema: unknown,
  io: "input" | "output",
): JSONSchema7 | undefined | Promise<JSONSchema7 | undefined> {
  if (schema === undefined || schema === null) return undefined;
  if (typeof schema !== "object" && typeof schema !== "function") return undefined;
  const record = schema as Record<string | symbol, unknown>;
  if (
    record[AI_SDK_SCHEMA] === true ||
    ("jsonSchema" in record && "validate" in record && "_type" in record)
  ) {
    const converted: unknown = record.jsonSchema;
    if (isThenable(converted)) return Promise.resolve(converted).then(asJsonSchemaObject);
    return asJsonSchemaObject(converted);
  }
  if (isStandardSchema(schema) || "_zod" in record || "_def" in record) return fromSchemaLibrary(record, io);
  return record as JSONSchema7;
}

function fromSchemaLibrary(record: Record<string | symbol, unknown>, io: "input" | "output"): JSONSchema7 {
  const standard = record["~standard"] as StandardSchemaLike["~standard"] | undefined;
  const exporter = standard?.jsonSchema?.[io];
  if (typeof exporter === "function") {
    const converted = attempt(() =>
      exporter({ target: JSON_SCHEMA_TARGET, libraryOptions: { unrepresentable: "any" } }),
    );
    if (isObject(converted)) return converted as JSONSchema7;
  }
  const toJSONSchema = record.toJSONSchema;
  if (typeof toJSONSchema === "function" && "_zod" in record) {
    const converted = attempt(() =>
      toJSONSchema.call(record, { target: JSON_SCHEMA_TARGET, io, unrepresentable: "any" }),
    );
    if (isObject(converted)) return converted as JSONSchema7;
  }
  return { type: "object" };
}

/** Whether `value` is a promise or promise-like (`then` is a function). */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === "object" || typeof value === "function") &&
    value !== null &&
    typeof (value as { then?: unknown }).then === "function"
  );
}

function asJsonSchemaObject(converted: unknown): JSONSchema7 | undefined {
  return isObject(converted) ? (converted as JSONSchema7) : undefined;
}

function attempt(convert: () => unknown): unknown {
  try {
    return convert();
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
