import type { JSONSchema7 } from "json-schema";
import {
  arrayKeyword,
  isRecord,
  recordKeyword,
  type SchemaObject,
  setOwn,
  stringKeyword,
} from "../json-schema/schema-node.ts";

/**
 * Characters `describe` spends on the fields of what a method returns (an estimate of their declarations);
 * fields past it are left to `:full`.
 */
export const DESCRIBE_OUTPUT_BUDGET = 200;
/** Enumerations of more values than this are written as their primitive type in an output shape. */
const MAX_OUTPUT_ENUM = 4;
/** Union members beyond this many make an output node `unknown`. */
const MAX_OUTPUT_UNION = 4;
const PREFIXES = ["#/$defs/", "#/definitions/"];
const PRIMITIVES = new Set(["string", "number", "integer", "boolean", "null"]);

/** An output schema reduced to its shape, and whether anything was left out. */
export type OutputShape = { schema: JSONSchema7 | boolean; shortened: boolean };

/**
 * The shape of what a method returns, as `describe` declares it: the result's fields (of the element for an
 * array result, of every member for a union or an `allOf`) with their types, breadth first within
 * {@link DESCRIBE_OUTPUT_BUDGET} characters: first the result's own fields, then, while the budget lasts, the
 * fields of the objects they hold (so a `{ data: Task }` envelope still shows the task's fields). An object
 * the budget does not reach is `Record<string, unknown>`; an object whose fields are cut admits any other key
 * (`[key: string]: unknown`), so code reading them still type-checks. Enumerations of more than four values
 * are their primitive type; descriptions, formats, examples and defaults are left out.
 *
 * Why: a model needs the names and types of the fields it reads from a result, not the document's whole
 * graph (Stripe's `Customer` reaches some 380,000 characters of declarations, GitHub's `Repository` 9,000).
 * `describe` with `:full` still declares the complete type. Inputs are never shaped this way: every input
 * field is declared at every depth.
 */
export function outputShape(schema: JSONSchema7 | boolean): OutputShape {
  const shaper = new Shaper(schema);
  const shaped = shaper.shape(schema, new Set(), true);
  shaper.expandNested();
  return shaper.shortened
    ? { schema: shaped as JSONSchema7 | boolean, shortened: true }
    : { schema, shortened: false };
}

/** A nested object written as `Record<string, unknown>` for now, expanded in place if the budget allows. */
type Pending = {
  shaped: SchemaObject;
  source: SchemaObject;
  resolving: ReadonlySet<unknown>;
  /** Whether some of its fields may be listed (an envelope's only field), or all or none. */
  partial: boolean;
};

/** The characters of a nested object not expanded: `Record<string, unknown>`. */
const COLLAPSED_OBJECT = 23;

class Shaper {
  readonly #definitions: Record<string, SchemaObject>;
  readonly #pending: Pending[] = [];
  shortened = false;
  #budget = DESCRIBE_OUTPUT_BUDGET;
  /** Whether the value being shaped is the only field of its object (so its own fields may be cut). */
  #onlyField = false;

  constructor(root: unknown) {
    this.#definitions = {};
    if (!isRecord(root)) return;
    for (const keyword of ["$defs", "definitions"]) {
      for (const [name, value] of Object.entries(recordKeyword(root, keyword) ?? {})) {
        if (isRecord(value)) setOwn(this.#definitions, name, value);
      }
    }
  }

  /**
   * `node` shaped; an object in it is expanded now when `expand` (the result itself, its elements, its
   * union members), else queued for `expandNested`.
   */
  shape(node: unknown, resolving: ReadonlySet<unknown>, expand: boolean): unknown {
    if (typeof node === "boolean") return node;
    if (!isRecord(node)) return this.#unknown();
    const target = this.#resolve(node);
    if (target !== node) {
      if (target === undefined || resolving.has(target)) return this.#unknown();
      return this.shape(target, new Set([...resolving, target]), expand);
    }
    if (hasAnnotations(node)) this.shortened = true;
    const nullable = node.nullable === true || node["x-nullable"] === true;
    const shaped = this.#shapeOwn(node, resolving, expand);
    if (nullable && isRecord(shaped)) shaped.nullable = true;
    return shaped;
  }

  /** Expands queued nested objects, breadth first, while the budget lasts. */
  expandNested(): void {
    for (let next = this.#pending.shift(); next !== undefined; next = this.#pending.shift()) {
      if (this.#budget <= COLLAPSED_OBJECT) {
        this.shortened = true;
        continue;
      }
      const budget = this.#budget;
      const pending = this.#pending.length;
      this.#budget += COLLAPSED_OBJECT;
      const cut = this.#listFields(next.shaped, next.source, next.resolving);
      const listed = Object.keys(recordKeyword(next.shaped, "properties") ?? {}).length;
      if (listed === 0 || (cut && !next.partial)) {
        for (const key of Object.keys(next.shaped)) if (key !== "nullable") delete next.shaped[key];
        next.shaped.type = "object";
        this.#budget = budget;
        this.#pending.length = pending;
        this.shortened = true;
      }
    }
  }

  #shapeOwn(node: SchemaObject, resolving: ReadonlySet<unknown>, expand: boolean): unknown {
    const members = [...(arrayKeyword(node, "anyOf") ?? []), ...(arrayKeyword(node, "oneOf") ?? [])];
    if (members.length > 0) {
      if (members.length > MAX_OUTPUT_UNION) return this.#unknown();
      return { anyOf: members.map((member) => this.shape(member, resolving, expand)) };
    }
    const values = arrayKeyword(node, "enum");
    if (values !== undefined) {
      if (values.length <= MAX_OUTPUT_ENUM) return { enum: values };
      this.shortened = true;
      return { type: [...new Set(values.map(valueKind))] };
    }
    if (Object.hasOwn(node, "const")) return { const: node.const };
    const parts = arrayKeyword(node, "allOf");
    if (parts !== undefined && parts.length > 0)
      return this.#object(this.#merged(node, resolving), resolving, expand);
    const type = node.type;
    const types = (Array.isArray(type) ? type : [type]).filter(
      (name): name is string => typeof name === "string",
    );
    if (types.length > 0 && types.every((name) => PRIMITIVES.has(name))) return { type: types };
    if (types.includes("array") || (types.length === 0 && node.items !== undefined)) {
      const items = isRecord(node.items) || typeof node.items === "boolean" ? node.items : true;
      return { type: "array", items: this.shape(items, resolving, expand) };
    }
    if (
      types.includes("object") ||
      recordKeyword(node, "properties") !== undefined ||
      node.additionalProperties !== undefined
    ) {
      return this.#object(node, resolving, expand);
    }
    return {};
  }

  /** An object: its fields listed now, or `Record<string, unknown>` queued for `expandNested`. */
  #object(node: SchemaObject, resolving: ReadonlySet<unknown>, expand: boolean): SchemaObject {
    const shaped: SchemaObject = { type: "object" };
    if (expand) this.#listFields(shaped, node, resolving);
    else if (
      Object.keys(recordKeyword(node, "properties") ?? {}).length > 0 ||
      isRecord(node.additionalProperties)
    )
      this.#pending.push({ shaped, source: node, resolving, partial: this.#onlyField });
    return shaped;
  }

  /**
   * Writes into `shaped` the fields of `node` that fit the budget (nested objects queued); returns whether
   * some were cut.
   */
  #listFields(shaped: SchemaObject, node: SchemaObject, resolving: ReadonlySet<unknown>): boolean {
    const properties = recordKeyword(node, "properties") ?? {};
    const onlyField = Object.keys(properties).length === 1;
    const required = new Set(
      (arrayKeyword(node, "required") ?? []).filter((name): name is string => typeof name === "string"),
    );
    const kept: SchemaObject = {};
    let cut = false;
    for (const [name, property] of Object.entries(properties)) {
      const pendingBefore = this.#pending.length;
      this.#onlyField = onlyField;
      const value = this.shape(property, resolving, false);
      this.#onlyField = false;
      const cost = name.length + 4 + estimate(value);
      if (cut || cost > this.#budget) {
        this.#pending.length = pendingBefore;
        cut = true;
        continue;
      }
      this.#budget -= cost;
      setOwn(kept, name, value);
    }
    if (cut) this.shortened = true;
    shaped.type = "object";
    shaped.properties = kept;
    const keptRequired = [...required].filter((name) => Object.hasOwn(kept, name));
    if (keptRequired.length > 0) shaped.required = keptRequired;
    const additional = node.additionalProperties;
    if (isRecord(additional) && !cut) {
      shaped.additionalProperties = this.shape(additional, resolving, false);
    } else if (cut || additional === true || (additional === undefined && Object.keys(kept).length === 0)) {
      shaped.additionalProperties = true;
    }
    return cut;
  }

  /** The properties and `required` of `node` and of everything its `allOf` reaches, as one object. */
  #merged(node: SchemaObject, resolving: ReadonlySet<unknown>): SchemaObject {
    const properties: SchemaObject = {};
    const required = new Set<string>();
    let open = false;
    const seen = new Set(resolving);
    const visit = (part: unknown) => {
      if (!isRecord(part)) return;
      const target = this.#resolve(part);
      if (target === undefined) return;
      if (target !== part) {
        if (seen.has(target)) return;
        seen.add(target);
        return visit(target);
      }
      for (const [name, property] of Object.entries(recordKeyword(part, "properties") ?? {})) {
        if (!Object.hasOwn(properties, name)) setOwn(properties, name, property);
      }
      for (const name of arrayKeyword(part, "required") ?? [])
        if (typeof name === "string") required.add(name);
      if (part.additionalProperties !== undefined && part.additionalProperties !== false) open = true;
      for (const member of arrayKeyword(part, "allOf") ?? []) visit(member);
      if (arrayKeyword(part, "anyOf") !== undefined || arrayKeyword(part, "oneOf") !== undefined) open = true;
    };
    visit(node);
    return {
      type: "object",
      properties,
      required: [...required],
      ...(open ? { additionalProperties: true } : {}),
    };
  }

  /** The definition a `$ref` names (`undefined` when it names none), or the node itself without one. */
  #resolve(node: SchemaObject): SchemaObject | undefined {
    const reference = stringKeyword(node, "$ref");
    if (reference === undefined) return node;
    const prefix = PREFIXES.find((candidate) => reference.startsWith(candidate));
    if (prefix === undefined) return undefined;
    const segment = reference.slice(prefix.length);
    if (segment.includes("/")) return undefined;
    const name = decodeURIComponent(segment).replaceAll("~1", "/").replaceAll("~0", "~");
    const target = Object.hasOwn(this.#definitions, name) ? this.#definitions[name] : undefined;
    return isRecord(target) ? target : undefined;
  }

  #unknown(): unknown {
    this.shortened = true;
    return {};
  }
}

const ANNOTATIONS = ["description", "examples", "example", "default", "title", "format"];

function hasAnnotations(node: SchemaObject): boolean {
  return ANNOTATIONS.some((keyword) => node[keyword] !== undefined);
}

function valueKind(value: unknown): string {
  if (value === null) return "null";
  const kind = typeof value;
  return kind === "string" || kind === "number" || kind === "boolean" ? kind : "object";
}

/** About how many characters the type of a shaped node takes when declared. */
function estimate(node: unknown): number {
  if (!isRecord(node)) return 7;
  const nullable = node.nullable === true ? 7 : 0;
  const members = arrayKeyword(node, "anyOf");
  if (members !== undefined)
    return nullable + members.reduce<number>((sum, member) => sum + estimate(member) + 3, 0);
  const values = arrayKeyword(node, "enum");
  if (values !== undefined)
    return (
      nullable + values.reduce<number>((sum, value) => sum + String(JSON.stringify(value)).length + 3, 0)
    );
  if (node.type === "array") return nullable + estimate(node.items) + 2;
  if (node.type === "object") return nullable + 23;
  if (Array.isArray(node.type)) return nullable + node.type.length * 9;
  return nullable + 7;
}
