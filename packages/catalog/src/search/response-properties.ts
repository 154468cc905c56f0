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
export function responsePropertyNames(outputSchema: unknown): readonly string[] {
  if (!isRecord(outputSchema)) return NO_NAMES;
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
): readonly string[] {
  // A result that is a list (with nothing else to it) reads as the thing it lists, whose names do not
  // depend on how it was reached: a list met again inside it leads back to it. Most operations return one
  // of a few shared schemas (one thing, or a list of them), so each thing is read once per resolver.
  const lists: SchemaObject[] = [];
  let thing = follow(root, resolve);
  while (thing !== undefined && isList(thing) && !hasMembers(thing) && !lists.includes(thing)) {
    lists.push(thing);
    thing = follow(thing.items, resolve);
  }
  if (thing === undefined) return NO_NAMES;
  let known = readByResolver.get(resolve);
  if (known === undefined) {
    known = new WeakMap();
    readByResolver.set(resolve, known);
  }
  let names = known.get(thing);
  if (names === undefined) {
    const read: Reading = { names: [], seen: [], resolve };
    visit(read, thing, 0);
    names = read.names.length === 0 ? NO_NAMES : read.names;
    known.set(thing, names);
  }
  return names;
}

/** Names read per resolver (per document) and per schema: many operations return the same thing. */
const readByResolver = new WeakMap<object, WeakMap<SchemaObject, readonly string[]>>();

const NO_NAMES: readonly string[] = Object.freeze([]);

/** One reading: the names so far, the schemas visited (a few: a plain list), and how nodes are read. */
type Reading = {
  names: string[];
  seen: SchemaObject[];
  resolve: (node: unknown) => SchemaObject | undefined;
};

/** The schema `node` stands for, through a chain of references. */
function follow(
  node: unknown,
  resolve: (node: unknown) => SchemaObject | undefined,
): SchemaObject | undefined {
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
}

function isList(schema: SchemaObject): boolean {
  return schema.type === "array" || schema.items !== undefined;
}

function hasMembers(schema: SchemaObject): boolean {
  return schema.allOf !== undefined || schema.anyOf !== undefined || schema.oneOf !== undefined;
}

/**
 * Adds the names of the schema `node` stands for: its members', its items' when it is a list, else its own
 * properties', then those of the properties that are lists (or named `data`), one level deeper.
 */
function visit(read: Reading, node: unknown, depth: number): void {
  const { names, seen } = read;
  const schema = follow(node, read.resolve);
  if (schema === undefined || names.length >= MOST_RESPONSE_PROPERTIES || seen.includes(schema)) return;
  seen.push(schema);
  visitMembers(read, schema.allOf, depth);
  visitMembers(read, schema.anyOf, depth);
  visitMembers(read, schema.oneOf, depth);
  if (isList(schema)) {
    visit(read, schema.items, depth);
    return;
  }
  const properties = schema.properties;
  if (!isRecord(properties)) return;
  const keys = Object.keys(properties);
  for (let position = 0; position < keys.length; position++) {
    if (names.length >= MOST_RESPONSE_PROPERTIES) return;
    const key = keys[position] as string;
    if (!names.includes(key)) names.push(key);
  }
  if (depth >= MOST_LIST_DEPTH) return;
  for (let position = 0; position < keys.length && names.length < MOST_RESPONSE_PROPERTIES; position++) {
    const key = keys[position] as string;
    const property = follow(properties[key], read.resolve);
    if (property !== undefined && (key === "data" || isList(property))) visit(read, property, depth + 1);
  }
}

function visitMembers(read: Reading, members: unknown, depth: number): void {
  if (!Array.isArray(members)) return;
  for (let position = 0; position < members.length; position++) visit(read, members[position], depth);
}
