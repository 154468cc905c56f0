import { convertSchemaToJsonSchema, type SchemaInput } from "@tanstack/ai";
import type { JSONSchema7 } from "json-schema";

/**
 * JSON Schema of a TanStack AI schema (Zod, ArkType, Valibot or any Standard JSON Schema, or plain JSON
 * Schema), converted by TanStack AI itself. Returns `undefined` when there is no schema or it cannot be
 * converted; the caller then declares the type `unknown` rather than failing.
 */
export function toolJsonSchema(schema: unknown): JSONSchema7 | undefined {
  if (schema === undefined || schema === null) return undefined;
  try {
    const converted = convertSchemaToJsonSchema(schema as SchemaInput);
    return typeof converted === "object" && converted !== null ? (converted as JSONSchema7) : undefined;
  } catch {
    return undefined;
  }
}
