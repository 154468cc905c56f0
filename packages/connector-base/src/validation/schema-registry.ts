import {
  dialectOfDraft,
  draftOfSchemaUri,
  idKeyword,
  refOverridesSiblings,
  type SchemaDialect,
} from "./schema-dialect.ts";
import { followPointer, fragmentOf, resolveUri, withoutFragment } from "./schema-uri.ts";

type SchemaRecord = Record<string, unknown>;

/** One schema resource: the root schema or a subschema with its own `$id`, with the anchors it declares. */
export interface SchemaResource {
  readonly uri: string;
  readonly schema: unknown;
  readonly anchors: Map<string, unknown>;
  /** `$dynamicAnchor` names (2020-12). */
  readonly dynamicAnchors: Map<string, unknown>;
  /** `$recursiveAnchor: true` at the resource root (2019-09). */
  recursiveAnchor: boolean;
}

/** Where a schema object sits: the base URI in force, its resource and its dialect. */
export interface SchemaPlace {
  readonly base: string;
  readonly resource: SchemaResource;
  readonly dialect: SchemaDialect;
}

/** A resolved reference: the target schema and where it sits. */
export interface ResolvedRef {
  readonly schema: unknown;
  readonly place: SchemaPlace;
  /** The plain-name fragment the reference used, if any (for `$dynamicRef`). */
  readonly anchor: string | undefined;
}

/** Keywords whose value is a schema. */
const SCHEMA_KEYWORDS = [
  "additionalItems",
  "additionalProperties",
  "contains",
  "else",
  "if",
  "items",
  "not",
  "propertyNames",
  "then",
  "unevaluatedItems",
  "unevaluatedProperties",
] as const;
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYWORDS = ["allOf", "anyOf", "items", "oneOf", "prefixItems"] as const;
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYWORDS = [
  "$defs",
  "definitions",
  "dependencies",
  "dependentSchemas",
  "patternProperties",
  "properties",
] as const;

/**
 * Every resource, anchor and base URI of one root schema, found once when the schema is compiled, so `$ref`,
 * `$dynamicRef` and `$recursiveRef` resolve without any network: embedded `$id`s, relative URIs, `$anchor`,
 * draft-6/7 `$id: "#name"`, JSON Pointers (escaped and percent-encoded). `$id` inside a value (`enum`,
 * `const`, `examples`) is data, not an identifier, and is not registered.
 */
export class SchemaRegistry {
  readonly #resources = new Map<string, SchemaResource>();
  readonly #places = new Map<object, SchemaPlace>();
  /** Whether any `$dynamicRef` or `$recursiveRef` exists, so the dynamic scope is worth tracking. */
  usesDynamicScope = false;

  constructor(root: unknown, base: string, dialect: SchemaDialect) {
    this.#visit(root, base, dialect, undefined);
  }

  /** Where `schema` sits, if it was found while walking the root. */
  placeOf(schema: object): SchemaPlace | undefined {
    return this.#places.get(schema);
  }

  /** Records the place of a schema reached only through a pointer into a non-schema location. */
  adopt(schema: object, place: SchemaPlace): void {
    if (!this.#places.has(schema)) this.#places.set(schema, place);
  }

  /** Resolves `reference` from a schema at `place`; `undefined` for a remote document or a dangling ref. */
  resolve(reference: string, place: SchemaPlace): ResolvedRef | undefined {
    const uri = resolveUri(reference, place.base);
    if (uri === undefined) return undefined;
    const resource = this.#resources.get(withoutFragment(uri));
    if (resource === undefined) return undefined;
    const fragment = fragmentOf(uri);
    if (fragment === "" || fragment.startsWith("/")) {
      const resourcePlace = this.#places.get(resource.schema as object);
      if (resourcePlace === undefined) return undefined;
      let inForce = resourcePlace;
      const target = followPointer(resource.schema, fragment, (node) => {
        inForce = this.#places.get(node) ?? inForce;
      });
      if (target === undefined) return undefined;
      const targetPlace =
        (typeof target === "object" && target !== null && this.#places.get(target)) || inForce;
      return { schema: target, place: targetPlace, anchor: undefined };
    }
    const target = resource.anchors.get(fragment);
    if (target === undefined) return undefined;
    const targetPlace = this.#places.get(target as object);
    return targetPlace === undefined ? undefined : { schema: target, place: targetPlace, anchor: fragment };
  }

  #visit(schema: unknown, base: string, inherited: SchemaDialect, parent: SchemaResource | undefined): void {
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return;
    if (this.#places.has(schema)) return;
    const record = schema as SchemaRecord;
    const declared = draftOfSchemaUri(record.$schema);
    const dialect = declared === undefined ? inherited : dialectOfDraft(declared);
    const ignoresSiblings = refOverridesSiblings(dialect) && typeof record.$ref === "string";
    let resource = parent;
    let ownBase = base;
    const id = ignoresSiblings ? undefined : record[idKeyword(dialect)];
    if (typeof id === "string" && !(dialect.version <= 7 && id.startsWith("#"))) {
      const resolved = resolveUri(id, base);
      if (resolved !== undefined) {
        ownBase = withoutFragment(resolved);
        resource = this.#addResource(ownBase, schema);
        const fragment = fragmentOf(resolved);
        if (fragment !== "" && dialect.version <= 7) resource.anchors.set(fragment, schema);
      }
    }
    if (resource === undefined) resource = this.#addResource(withoutFragment(base), schema);
    this.#places.set(schema, { base: ownBase, resource, dialect });
    if (!ignoresSiblings) this.#registerAnchors(record, resource, dialect, id);
    if (typeof record.$dynamicRef === "string" || typeof record.$recursiveRef === "string") {
      this.usesDynamicScope = true;
    }

    for (const keyword of SCHEMA_KEYWORDS) this.#visit(record[keyword], ownBase, dialect, resource);
    for (const keyword of SCHEMA_LIST_KEYWORDS) {
      const list = record[keyword];
      if (Array.isArray(list)) for (const item of list) this.#visit(item, ownBase, dialect, resource);
    }
    for (const keyword of SCHEMA_MAP_KEYWORDS) {
      const map = record[keyword];
      if (typeof map !== "object" || map === null || Array.isArray(map)) continue;
      for (const item of Object.values(map)) this.#visit(item, ownBase, dialect, resource);
    }
  }

  #registerAnchors(
    record: SchemaRecord,
    resource: SchemaResource,
    dialect: SchemaDialect,
    id: unknown,
  ): void {
    if (dialect.version <= 7) {
      if (typeof id === "string" && id.startsWith("#") && id.length > 1) {
        resource.anchors.set(fragmentOf(id), record);
      }
      return;
    }
    if (typeof record.$anchor === "string") resource.anchors.set(record.$anchor, record);
    if (dialect.version === 2020 && typeof record.$dynamicAnchor === "string") {
      resource.anchors.set(record.$dynamicAnchor, record);
      resource.dynamicAnchors.set(record.$dynamicAnchor, record);
    }
    if (dialect.version === 2019 && record.$recursiveAnchor === true && resource.schema === record) {
      resource.recursiveAnchor = true;
    }
  }

  #addResource(uri: string, schema: unknown): SchemaResource {
    const existing = this.#resources.get(uri);
    if (existing !== undefined) return existing;
    const resource: SchemaResource = {
      uri,
      schema,
      anchors: new Map(),
      dynamicAnchors: new Map(),
      recursiveAnchor: false,
    };
    this.#resources.set(uri, resource);
    return resource;
  }
}
