import { resolveLocalReference } from "../json-schema/json-pointer.ts";
import { isRecord, referenceResolver, type SchemaObject } from "../json-schema/schema-node.ts";
import { MOST_RESPONSE_PROPERTIES } from "./ranking-parameters.ts";

/** How deep in lists of things a result's property names are read: the result, its lists, their lists. */
const MOST_LIST_DEPTH = 2;

/** References followed in a row to reach a schema (a reference to a reference ...). */
const MOST_REFERENCE_HOPS = 8;

/**
 * Schemas visited in one reading, at most: it bounds the time and the depth of recursion a schema from
 * elsewhere (an MCP server's) can ask for, with `allOf` nested thousands deep or unions of thousands.
 */
const MOST_VISITS = 256;

/**
 * The property names of what a method returns (`unread`, `views`, `price_monthly`), read from its output
 * schema: the result's own properties, those of the items of a result that is a list, and those of the
 * things a result lists (a property that is an array, or that is named `data`, as list wrappers name
 * theirs), two levels of such lists deep; `allOf` / `anyOf` / `oneOf` members are read as part of the schema
 * that has them, and a local `$ref` (into the schema's `$defs`, or `definitions`, or anywhere in it) is
 * followed. Each name once, in the order met, at most `MOST_RESPONSE_PROPERTIES` of them. They say what a
 * method tells, which a task phrased as a question often names ("which notifications are unread"). Read
 * once per output schema object; the list is shared and frozen.
 */
export function responsePropertyNames(outputSchema: unknown): readonly string[] {
  if (!isRecord(outputSchema)) return NO_NAMES;
  let names = namesBySchema.get(outputSchema);
  if (names === undefined) {
    names = readThing(outputSchema, localResolver(outputSchema), undefined);
    namesBySchema.set(outputSchema, names);
  }
  return names;
}

/** What {@link responsePropertyNames} read, by output schema object. */
const namesBySchema = new WeakMap<SchemaObject, readonly string[]>();

/**
 * {@link responsePropertyNames} of the schema `root`, its nodes read through `resolve` (the schema a node
 * stands for, a reference followed one level; `undefined` for a node that is none): the derivation of
 * OpenAPI operations reads the same names straight from the document, through its references. Most
 * operations of a document return one of a few shared schemas (one thing, or a list of them): each thing
 * is read once per `resolve` (one per document), and the list is shared and frozen.
 */
export function readResponseProperties(
  root: unknown,
  resolve: (node: unknown) => SchemaObject | undefined,
): readonly string[] {
  let known = readByResolver.get(resolve);
  if (known === undefined) {
    known = new WeakMap();
    readByResolver.set(resolve, known);
  }
  return readThing(root, resolve, known);
}

/** Names read per resolver (per document) and per thing a result is or lists. */
const readByResolver = new WeakMap<object, WeakMap<SchemaObject, readonly string[]>>();

const NO_NAMES: readonly string[] = Object.freeze([]);

/**
 * The names of `root`, through `known` when given. A result that is a list (with nothing else to it)
 * reads as the thing it lists, whose names do not depend on how it was reached: a list met again inside
 * it leads back to it.
 */
function readThing(
  root: unknown,
  resolve: (node: unknown) => SchemaObject | undefined,
  known: WeakMap<SchemaObject, readonly string[]> | undefined,
): readonly string[] {
  const lists: SchemaObject[] = [];
  let thing = follow(root, resolve);
  while (thing !== undefined && isList(thing) && !hasMembers(thing) && !lists.includes(thing)) {
    lists.push(thing);
    thing = follow(thing.items, resolve);
  }
  if (thing === undefined) return NO_NAMES;
  let names = known?.get(thing);
  if (names === undefined) {
    const read: Reading = { names: [], seen: [], depths: [], visits: 0, resolve };
    visit(read, thing, 0);
    names = read.names.length === 0 ? NO_NAMES : Object.freeze(read.names);
    known?.set(thing, names);
  }
  return names;
}

/** How the nodes of a standalone schema are read: a local `$ref` followed one level, else the node. */
function localResolver(schema: SchemaObject): (node: unknown) => SchemaObject | undefined {
  return referenceResolver((reference) =>
    reference.startsWith("#") ? resolveLocalReference(schema, reference) : undefined,
  );
}

/**
 * One reading: the names so far, the schemas visited (a few: a plain list) with the shallowest depth each
 * was read at, how many visits were made, and how nodes are read.
 */
type Reading = {
  names: string[];
  seen: SchemaObject[];
  depths: number[];
  visits: number;
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

/**
 * Whether `schema` is a list: of type `array`, or with `items` whatever its type says (documents write
 * `type: object` beside the `items` of what is a list, and `["array", "null"]` for a nullable one).
 */
function isList(schema: SchemaObject): boolean {
  return schema.type === "array" || schema.items !== undefined;
}

function hasMembers(schema: SchemaObject): boolean {
  return schema.allOf !== undefined || schema.anyOf !== undefined || schema.oneOf !== undefined;
}

/**
 * Adds the names of the schema `node` stands for: its members', its items' when it is a list, else its own
 * properties', then those of the properties that are lists (or named `data`), one level deeper. A schema
 * met again is read again only from a shallower depth (where more of its lists are read), so one object
 * met twice and two copies of it read alike.
 */
function visit(read: Reading, node: unknown, depth: number): void {
  const { names, seen, depths } = read;
  if (names.length >= MOST_RESPONSE_PROPERTIES || read.visits >= MOST_VISITS) return;
  read.visits++;
  const schema = follow(node, read.resolve);
  if (schema === undefined) return;
  const met = seen.indexOf(schema);
  if (met >= 0 && (depths[met] as number) <= depth) return;
  if (met >= 0) depths[met] = depth;
  else {
    seen.push(schema);
    depths.push(depth);
  }
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
