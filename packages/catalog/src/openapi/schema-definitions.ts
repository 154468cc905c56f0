import {
  escapePointerSegment,
  parseLocalReference,
  resolveLocalReference,
} from "../json-schema/json-pointer.ts";
import { isRecord, type SchemaObject, setOwn } from "../json-schema/schema-node.ts";

/** Keywords whose value is one subschema (`items` may also be an array of them). */
const SCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
  "additionalProperties",
  "additionalItems",
  "items",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentSchema",
]);
/** Keywords whose value is an array of subschemas. */
const SCHEMA_ARRAY_KEYWORDS: ReadonlySet<string> = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAP_KEYWORDS: ReadonlySet<string> = new Set([
  "properties",
  "patternProperties",
  "dependentSchemas",
]);
/** Keywords that only matter to other tools, or whose references we resolve through the document instead. */
const DROPPED_KEYWORDS = new Set([
  "$defs",
  "definitions",
  "$id",
  "$schema",
  "$anchor",
  "xml",
  "externalDocs",
  "discriminator",
]);

/** Prefixes under which a document keeps its named schemas; a reference there keeps the schema's name. */
const NAMED_SCHEMA_PREFIXES = [["components", "schemas"], ["definitions"]];

/** A schema of the document that operations reference, rewritten once and shared by all of them. */
interface Definition {
  readonly name: string;
  readonly source: SchemaObject | boolean;
  schema: SchemaObject | boolean | undefined;
  references: Set<Definition>;
}

/** A schema copied out of the document, and the definitions it references directly. */
export interface RewrittenSchema {
  readonly schema: SchemaObject | boolean;
  readonly references: ReadonlySet<Definition>;
}

/**
 * Copies schemas out of one OpenAPI or Swagger document so each stands alone: every local `$ref` becomes
 * `#/$defs/<Name>` (the component's own name where it has one), external or dangling references degrade to
 * `{}`, and vendor extensions are dropped. Each referenced schema is rewritten once per document and the
 * same object is handed to every operation, which keeps memory flat and lets the type generator share it.
 */
export class SchemaDefinitions {
  readonly #document: SchemaObject;
  readonly #byTarget = new Map<unknown, Definition>();
  readonly #takenNames = new Set<string>();
  /** Definitions by reference text: the document does not change while it is derived, nor do its pointers' targets. */
  readonly #byReference = new Map<string, Definition | undefined>();

  constructor(document: SchemaObject) {
    this.#document = document;
  }

  /** A standalone copy of `schema` and the definitions it references. */
  rewrite(schema: unknown): RewrittenSchema {
    const references = new Set<Definition>();
    return { schema: this.#copy(schema, references, new Set()), references };
  }

  /** `$defs` with exactly the definitions reachable from `references` (transitively), or `undefined`. */
  definitionsFor(references: Iterable<Definition>): Record<string, SchemaObject | boolean> | undefined {
    const reached = new Set<Definition>(references);
    // Breadth first, in the order definitions are reached: a Set iterates the entries added while it runs.
    for (const definition of reached) {
      for (const next of this.#materialize(definition).references) reached.add(next);
    }
    if (reached.size === 0) return undefined;
    const definitions: Record<string, SchemaObject | boolean> = {};
    for (const definition of reached) setOwn(definitions, definition.name, definition.schema);
    return definitions;
  }

  /** Rewrites a definition's own schema the first time it is needed (never recursively, so depth is flat). */
  #materialize(definition: Definition): Definition {
    if (definition.schema === undefined) {
      const references = new Set<Definition>();
      definition.schema = this.#copy(definition.source, references, new Set());
      definition.references = references;
    }
    return definition;
  }

  #copy(node: unknown, references: Set<Definition>, visiting: Set<object>): SchemaObject | boolean {
    if (typeof node === "boolean") return node;
    if (!isRecord(node) || visiting.has(node)) return {};
    visiting.add(node);
    const copy: SchemaObject = {};
    // Keys, then each own value: no [key, value] pair allocated per keyword.
    for (const keyword of Object.keys(node)) {
      const value = node[keyword];
      if (keyword.startsWith("x-") && keyword !== "x-nullable") continue;
      if (DROPPED_KEYWORDS.has(keyword)) continue;
      if (keyword === "$ref") {
        if (typeof value !== "string") continue;
        const definition = this.#definitionFor(value);
        if (definition === undefined) continue;
        references.add(definition);
        copy.$ref = `#/$defs/${escapePointerSegment(definition.name)}`;
      } else if (SCHEMA_KEYWORDS.has(keyword)) {
        const copied = Array.isArray(value)
          ? value.map((item) => this.#copy(item, references, visiting))
          : this.#copy(value, references, visiting);
        setOwn(copy, keyword, copied);
      } else if (SCHEMA_ARRAY_KEYWORDS.has(keyword)) {
        if (Array.isArray(value))
          setOwn(
            copy,
            keyword,
            value.map((item) => this.#copy(item, references, visiting)),
          );
      } else if (SCHEMA_MAP_KEYWORDS.has(keyword)) {
        if (isRecord(value)) setOwn(copy, keyword, this.#copyMap(value, references, visiting));
      } else if (keyword === "dependencies") {
        // draft 7: each value is a schema or a list of property names
        if (isRecord(value)) setOwn(copy, keyword, this.#copyDependencies(value, references, visiting));
      } else {
        setOwn(copy, keyword, value);
      }
    }
    visiting.delete(node);
    return copy;
  }

  #copyMap(map: SchemaObject, references: Set<Definition>, visiting: Set<object>): SchemaObject {
    const copy: SchemaObject = {};
    for (const name of Object.keys(map)) setOwn(copy, name, this.#copy(map[name], references, visiting));
    return copy;
  }

  #copyDependencies(map: SchemaObject, references: Set<Definition>, visiting: Set<object>): SchemaObject {
    const copy: SchemaObject = {};
    for (const [name, value] of Object.entries(map)) {
      setOwn(copy, name, Array.isArray(value) ? value : this.#copy(value, references, visiting));
    }
    return copy;
  }

  /** The definition a reference stands for, created on first use; `undefined` when it cannot resolve. */
  #definitionFor(reference: string): Definition | undefined {
    if (this.#byReference.has(reference)) return this.#byReference.get(reference);
    const definition = this.#resolveDefinition(reference);
    this.#byReference.set(reference, definition);
    return definition;
  }

  #resolveDefinition(reference: string): Definition | undefined {
    const target = resolveLocalReference(this.#document, reference);
    if (!isRecord(target) && typeof target !== "boolean") return undefined;
    const known = this.#byTarget.get(target);
    if (known !== undefined) return known;
    const definition: Definition = {
      name: this.#uniqueName(definitionName(reference)),
      source: target,
      schema: undefined,
      references: new Set(),
    };
    this.#byTarget.set(target, definition);
    return definition;
  }

  #uniqueName(name: string): string {
    let unique = name;
    for (let number = 2; this.#takenNames.has(unique); number++) unique = `${name}_${number}`;
    this.#takenNames.add(unique);
    return unique;
  }
}

/** A component's own name (`#/components/schemas/Pet` -> `Pet`), else the pointer's path (`a/b/c`). */
function definitionName(reference: string): string {
  const segments = (parseLocalReference(reference) ?? []).map((alternatives) => alternatives[0] ?? "");
  for (const prefix of NAMED_SCHEMA_PREFIXES) {
    const matches =
      segments.length === prefix.length + 1 && prefix.every((part, index) => segments[index] === part);
    if (matches) return segments[prefix.length] as string;
  }
  return segments.length > 0 ? segments.join("/") : "Document";
}
