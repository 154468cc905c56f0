import { isRecord } from "./schema-node.ts";

/** The TypeScript type of a binary value: text, or bytes as a typed array or buffer. */
export const BINARY_VALUE_TYPE = "string | Uint8Array | ArrayBuffer";

/**
 * The schema codemode gives a binary value (a file part of a multipart body, or a whole
 * `application/octet-stream` / `image/*` body): a string or bytes. JSON Schema has no type for bytes, and a
 * `Uint8Array` or `ArrayBuffer` is a JSON-Schema `object`, so the schema admits `string` and `object`, and
 * `format: "binary"` marks it for the type generator, which writes `string | Uint8Array | ArrayBuffer`.
 * One definition for the derivation and the generator, so the two cannot drift.
 */
export function binaryValueSchema(description?: string): Record<string, unknown> {
  const schema: Record<string, unknown> = { type: ["string", "object"], format: "binary" };
  if (description !== undefined) schema.description = description;
  return schema;
}

/** Whether `schema` is one {@link binaryValueSchema} made. */
export function isBinaryValueSchema(schema: unknown): boolean {
  if (!isRecord(schema) || schema.format !== "binary" || !Array.isArray(schema.type)) return false;
  const types = schema.type;
  return types.length === 2 && types.includes("string") && types.includes("object");
}
