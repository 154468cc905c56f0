import { resolveLocalReference } from "../json-schema/json-pointer.ts";
import { isRecord, type SchemaObject } from "../json-schema/schema-node.ts";

/** How many `$ref` hops a parameter, request body, response or path item may take before we give up. */
const MAX_REFERENCE_HOPS = 16;

/** Targets of the references met in each document, by reference text. */
const targetsByDocument = new WeakMap<object, Map<string, unknown>>();

/**
 * `resolveLocalReference(document, reference)`, remembered per document: a document names the same few
 * parameters and schemas by reference from hundreds of operations. Documents are treated as immutable
 * values, as the derivation cache treats them.
 */
export function resolveReference(document: SchemaObject, reference: string): unknown {
  let targets = targetsByDocument.get(document);
  if (targets === undefined) {
    targets = new Map();
    targetsByDocument.set(document, targets);
  }
  if (targets.has(reference)) return targets.get(reference);
  const target = resolveLocalReference(document, reference);
  targets.set(reference, target);
  return target;
}

/**
 * The object `value` stands for: itself, or the target of its local `$ref` (followed through chains of
 * references). `undefined` for external, dangling or circular references and for non-objects, so a broken
 * part of a document is skipped instead of failing the whole derivation.
 */
export function resolveObject(document: SchemaObject, value: unknown): SchemaObject | undefined {
  let current = value;
  for (let hops = 0; hops <= MAX_REFERENCE_HOPS; hops++) {
    if (!isRecord(current)) return undefined;
    if (typeof current.$ref !== "string") return current;
    current = resolveReference(document, current.$ref);
  }
  return undefined;
}

/** A schema-valued field, accepted only when it is a schema (an object or a boolean). */
export function schemaField(owner: SchemaObject, field: string): SchemaObject | boolean | undefined {
  const value = owner[field];
  return isRecord(value) || typeof value === "boolean" ? value : undefined;
}

/** Trimmed text of a string field, `undefined` when absent or blank. */
export function textField(owner: SchemaObject, field: string): string | undefined {
  const value = owner[field];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * The schema of the JSON representation in an OpenAPI 3 `content` map: `application/json` first, then any
 * other JSON media type (`application/merge-patch+json`, `application/json; charset=utf-8`), then a wildcard
 * (`*\/*`, which Kubernetes uses for JSON bodies). Forms, binaries and text give `undefined`.
 */
export function jsonContentSchema(
  document: SchemaObject,
  content: unknown,
): SchemaObject | boolean | undefined {
  if (!isRecord(content)) return undefined;
  // One pass over the media types, each one's essence worked out once: an exact JSON type is tried as it
  // comes (all of them rank first, in key order), the others are kept for after.
  const otherJson: string[] = [];
  const wildcards: string[] = [];
  for (const mediaType of Object.keys(content)) {
    const essence = mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (essence === "application/json") {
      const schema = mediaSchema(document, content[mediaType]);
      if (schema !== undefined) return schema;
    } else if (essence.includes("json")) otherJson.push(mediaType);
    else if (essence === "*/*" || essence === "application/*") wildcards.push(mediaType);
  }
  for (const ranked of [otherJson, wildcards]) {
    for (const mediaType of ranked) {
      const schema = mediaSchema(document, content[mediaType]);
      if (schema !== undefined) return schema;
    }
  }
  return undefined;
}

/** The schema of one media type object of a `content` map (its `$ref` followed), if it has one. */
function mediaSchema(document: SchemaObject, value: unknown): SchemaObject | boolean | undefined {
  const media = resolveObject(document, value);
  return media === undefined ? undefined : schemaField(media, "schema");
}
