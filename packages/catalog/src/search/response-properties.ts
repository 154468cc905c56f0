import { isRecord, type SchemaObject } from "../json-schema/schema-node.ts";
import { definitionResolver } from "./body-properties.ts";
import { MOST_RESPONSE_PROPERTIES } from "./ranking-parameters.ts";

/** How deep in lists of things a result's property names are read: the result, its lists, their lists. */
const MOST_LIST_DEPTH = 2;

/** References followed in a row to reach a schema (a reference to a reference ...). */
const MOST_REFERENCE_HOPS = 8;

/**
 * The property names of what a method returns (`unread`, `views`, `price_monthly`), read from its output
 * schema: the result's own properties, those of the items of a result that is a list, and those of the
 * things a result lists (a property that is an array, or that is named `data`, as list wrappers name
 * theirs), two levels of such lists deep; `allOf` / `anyOf` / `oneOf` members are read as part of the schema
 * that has them, and a `$ref` into the schema's own `$defs` is followed. Each name once, in the order met,
 * at most `MOST_RESPONSE_PROPERTIES` of them. They say what a method tells, which a task phrased as a
 * question often names ("how many people viewed", "which notifications are unread").
 */
export function responsePropertyNames(outputSchema: unknown): string[] {
  if (!isRecord(outputSchema)) return [];
  return readResponseProperties(outputSchema, definitionResolver(outputSchema));
}

/**
 * {@link responsePropertyNames} of the schema `root`, its nodes read through `resolve` (the schema a node
 * stands for, a reference followed one level; `undefined` for a node that is none): the derivation of
 * OpenAPI operations reads the same names straight from the document, through its references.
 */
export function readResponseProperties(
  root: unknown,
  resolve: (node: unknown) => SchemaObject | undefined,
): string[] {
  const names: string[] = [];
  const seen = new Set<SchemaObject>();
  const follow = (node: unknown): SchemaObject | undefined => {
    let schema = resolve(node);
    for (
      let hop = 0;
      schema !== undefined && typeof schema.$ref === "string" && hop < MOST_REFERENCE_HOPS;
      hop++
    ) {
      const next = resolve(schema);
      if (next === schema) break;
      schema = next;
    }
    return schema;
  };
  const visit = (node: unknown, depth: number): void => {
    const schema = follow(node);
    if (schema === undefined || seen.has(schema) || names.length >= MOST_RESPONSE_PROPERTIES) return;
    seen.add(schema);
    visitMembers(schema.allOf, depth);
    visitMembers(schema.anyOf, depth);
    visitMembers(schema.oneOf, depth);
    if (schema.type === "array" || schema.items !== undefined) {
      visit(schema.items, depth);
      return;
    }
    const properties = schema.properties;
    if (!isRecord(properties)) return;
    const keys = Object.keys(properties);
    for (const key of keys) {
      if (names.length >= MOST_RESPONSE_PROPERTIES) return;
      if (!names.includes(key)) names.push(key);
    }
    if (depth >= MOST_LIST_DEPTH) return;
    for (const key of keys) {
      const property = follow(properties[key]);
      if (property === undefined) continue;
      if (key === "data" || property.type === "array" || property.items !== undefined)
        visit(property, depth + 1);
    }
  };
  const visitMembers = (members: unknown, depth: number): void => {
    if (!Array.isArray(members)) return;
    for (const member of members) visit(member, depth);
  };
  visit(root, 0);
  return names;
}
