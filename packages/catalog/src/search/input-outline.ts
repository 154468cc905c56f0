import { bodyPropertyNames } from "./body-properties.ts";
import { bodyPropertyValues } from "./body-values.ts";

/**
 * What search reads of a method's input schema: the names of its top-level properties (the parameters,
 * `propertyNames`), the property names of its object parameters (the request body's fields,
 * `bodyPropertyNames`), both in order, and the string values the request body's fields are limited to
 * (`bodyPropertyValues`; absent in an outline recorded by a caller that predates them: read as none). A
 * description whose schemas are derived only when something asks for them (`OpenApiConnector`'s) carries
 * its outline beside them, so searching derives no schema.
 */
export type InputOutline = {
  readonly properties: readonly string[];
  readonly bodyProperties: readonly string[];
  readonly bodyValues?: readonly string[];
};

const outlines = new WeakMap<object, InputOutline>();

/**
 * Records `outline` as what {@link inputOutline} answers for `holder` (a descriptor, a described tool, a
 * derived operation) without reading its `inputSchema`. The outline must equal what would be read from
 * that schema; the derivations that record one are tested for it.
 */
export function recordInputOutline(holder: object, outline: InputOutline): void {
  outlines.set(holder, outline);
}

/** The outline recorded for `holder`, else the one read from its `inputSchema`. */
export function inputOutline(holder: { inputSchema?: unknown } | undefined): InputOutline {
  if (holder === undefined || holder === null || typeof holder !== "object") return EMPTY_OUTLINE;
  const recorded = outlines.get(holder);
  if (recorded !== undefined) return recorded;
  return outlineOfSchema(holder.inputSchema);
}

/** The outline recorded for `holder`, if any (never reads its schema). */
export function recordedInputOutline(holder: object): InputOutline | undefined {
  return outlines.get(holder);
}

/** The outline read from an input schema. */
export function outlineOfSchema(inputSchema: unknown): InputOutline {
  return {
    properties: propertyNames(inputSchema),
    bodyProperties: bodyPropertyNames(inputSchema),
    bodyValues: bodyPropertyValues(inputSchema),
  };
}

/** No values: one shared, frozen empty list. */
export const NO_BODY_VALUES: readonly string[] = Object.freeze([]);

/** The outline's body field values, none for an outline recorded without them. */
export function bodyValuesOf(outline: InputOutline): readonly string[] {
  return outline.bodyValues ?? NO_BODY_VALUES;
}

const EMPTY_OUTLINE: InputOutline = Object.freeze({
  properties: [],
  bodyProperties: [],
  bodyValues: NO_BODY_VALUES,
});

/** The names of the top-level properties of an object schema, in order: the parameter names a search reads. */
export function propertyNames(schema: unknown): string[] {
  if (typeof schema !== "object" || schema === null) return [];
  const properties = (schema as { properties?: unknown }).properties;
  if (typeof properties !== "object" || properties === null) return [];
  return Object.keys(properties);
}
