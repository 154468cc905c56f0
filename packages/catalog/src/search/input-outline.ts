import { bodyPropertyNames } from "./body-properties.ts";
import { bodyPropertyValues } from "./body-values.ts";
import { responsePropertyNames } from "./response-properties.ts";

/**
 * What search reads of a method's schemas: the names of its input's top-level properties (the parameters,
 * `propertyNames`), the property names of its object parameters (the request body's fields,
 * `bodyPropertyNames`), both in order, the string values the request body's fields are limited to
 * (`bodyPropertyValues`), and the property names of what it returns (`responsePropertyNames`, read from its
 * `outputSchema`). The last two are absent in an outline recorded by a caller that predates them: read as
 * none. A description whose schemas are derived only when something asks for them (`OpenApiConnector`'s)
 * carries its outline beside them, so searching derives no schema.
 */
export type InputOutline = {
  readonly properties: readonly string[];
  readonly bodyProperties: readonly string[];
  readonly bodyValues?: readonly string[];
  readonly responseProperties?: readonly string[];
};

const outlines = new WeakMap<object, InputOutline>();

/**
 * Records `outline` as what {@link inputOutline} answers for `holder` (a descriptor, a described tool, a
 * derived operation) without reading its `inputSchema` and `outputSchema`. The outline must equal what
 * would be read from those schemas; the derivations that record one are tested for it.
 */
export function recordInputOutline(holder: object, outline: InputOutline): void {
  outlines.set(holder, outline);
}

/** The outline recorded for `holder`, else the one read from its `inputSchema` and `outputSchema`. */
export function inputOutline(
  holder: { inputSchema?: unknown; outputSchema?: unknown } | undefined,
): InputOutline {
  if (holder === undefined || holder === null || typeof holder !== "object") return EMPTY_OUTLINE;
  const recorded = outlines.get(holder);
  if (recorded !== undefined) return recorded;
  return outlineOfSchema(holder.inputSchema, holder.outputSchema);
}

/** The outline recorded for `holder`, if any (never reads its schema). */
export function recordedInputOutline(holder: object): InputOutline | undefined {
  return outlines.get(holder);
}

/** The outline read from an input schema and an output schema (`undefined` when there is none). */
export function outlineOfSchema(inputSchema: unknown, outputSchema?: unknown): InputOutline {
  return {
    properties: propertyNames(inputSchema),
    bodyProperties: bodyPropertyNames(inputSchema),
    bodyValues: bodyPropertyValues(inputSchema),
    responseProperties: responsePropertyNames(outputSchema),
  };
}

/** One shared, frozen empty list: an outline without body values, or without result properties. */
export const EMPTY_LIST: readonly string[] = Object.freeze([]);

/** The outline's body field values, none for an outline recorded without them. */
export function bodyValuesOf(outline: InputOutline): readonly string[] {
  return outline.bodyValues ?? EMPTY_LIST;
}

/** The property names of the outlined method's result, none for an outline recorded without them. */
export function responsePropertiesOf(outline: InputOutline): readonly string[] {
  return outline.responseProperties ?? EMPTY_LIST;
}

const EMPTY_OUTLINE: InputOutline = Object.freeze({
  properties: [],
  bodyProperties: [],
  bodyValues: EMPTY_LIST,
  responseProperties: EMPTY_LIST,
});

/** The names of the top-level properties of an object schema, in order: the parameter names a search reads. */
export function propertyNames(schema: unknown): string[] {
  if (typeof schema !== "object" || schema === null) return [];
  const properties = (schema as { properties?: unknown }).properties;
  if (typeof properties !== "object" || properties === null) return [];
  return Object.keys(properties);
}
