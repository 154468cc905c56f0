import type { Check } from "./check-state.ts";
import type { SchemaPlace, SchemaRegistry } from "./schema-registry.ts";

export type SchemaRecord = Record<string, unknown>;

/** What a keyword compiler gets: the schema object, where it sits, and a way to compile its subschemas. */
export interface CompileContext {
  readonly schema: SchemaRecord;
  readonly place: SchemaPlace;
  readonly registry: SchemaRegistry;
  /** Compiles a subschema of `schema` (it sits under the same base URI unless it declares its own). */
  sub(schema: unknown): Check;
  /** Compiles a reference target sitting at `place` (memoized, so recursive schemas compile once). */
  target(schema: unknown, place: SchemaPlace): Check;
}

/** Whether `value` is a plain object (not an array, not null). */
export function isRecord(value: unknown): value is SchemaRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether `value` is a non-negative integer usable as a count. */
export function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
