import { binaryValueSchema } from "../json-schema/binary-value.ts";
import { isRecord, type SchemaObject } from "../json-schema/schema-node.ts";
import { resolveObject, schemaField, textField } from "./document-objects.ts";
import type { OpenApiEncoding } from "./openapi-operation.ts";

/** The representation of a request body codemode derives its input from. */
export interface BodyContent {
  /** The media type the body is sent as (`application/json`, `multipart/form-data`, `image/png`, ...). */
  readonly mediaType: string;
  readonly schema: SchemaObject | boolean;
  /** How each form field is serialized, from the media type's `encoding` map; absent when it has none. */
  readonly encoding?: Record<string, OpenApiEncoding>;
}

type MediaKind = "json" | "json-like" | "form" | "multipart" | "any" | "text" | "binary";

/** Preference when a body offers several media types: JSON first, then forms, then text, then bytes. */
const PREFERENCE: readonly MediaKind[] = ["json", "json-like", "form", "multipart", "any", "text", "binary"];

/** The media type without parameters, in lower case: `Application/JSON; charset=utf-8` -> `application/json`. */
export function mediaTypeEssence(mediaType: string): string {
  return mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
}

function mediaKind(mediaType: string): MediaKind {
  const essence = mediaTypeEssence(mediaType);
  if (essence === "application/json") return "json";
  if (essence.includes("json")) return "json-like";
  if (essence === "application/x-www-form-urlencoded") return "form";
  if (essence.startsWith("multipart/")) return "multipart";
  if (essence === "*/*" || essence === "application/*") return "any";
  if (essence.startsWith("text/") || essence === "application/xml") return "text";
  return "binary";
}

/**
 * The request body representation to derive from an OpenAPI 3 `content` map, by preference: JSON
 * (`application/json` first, then any `*+json`), `application/x-www-form-urlencoded`, `multipart/form-data`,
 * a wildcard (read as JSON, as Kubernetes means it), text, then anything else as a binary body. A form's
 * schema is its fields; a multipart file field (`format: binary`, a non-text `contentMediaType` or
 * encoding `contentType`) and a whole binary body become a binary value (a string or bytes). A form that
 * admits no field at all (Stripe declares one on every `GET`) is no body.
 */
export function requestBodyContent(document: SchemaObject, content: unknown): BodyContent | undefined {
  if (!isRecord(content)) return undefined;
  // In order of preference, then of the document (a stable sort): one pass however many kinds there are.
  const entries = Object.keys(content).map((mediaType) => {
    const kind = mediaKind(mediaType);
    return { mediaType, kind, rank: PREFERENCE.indexOf(kind) };
  });
  if (entries.length > 1) entries.sort((left, right) => left.rank - right.rank);
  for (const { mediaType: declared, kind } of entries) {
    const media = resolveObject(document, content[declared]) ?? {};
    const schema = schemaField(media, "schema");
    const mediaType = kind === "any" ? "application/json" : mediaTypeEssence(declared);
    if (kind === "binary") return { mediaType, schema: binaryBodySchema(document, schema) };
    if (kind === "text") return { mediaType, schema: schema ?? { type: "string" } };
    if (schema === undefined) continue;
    if (kind !== "form" && kind !== "multipart") return { mediaType, schema };
    if (isEmptyForm(document, schema)) return undefined;
    const encoding = encodingMap(media.encoding);
    const fields = kind === "multipart" ? withFileFields(document, schema, encoding) : schema;
    return encoding === undefined ? { mediaType, schema: fields } : { mediaType, schema: fields, encoding };
  }
  return undefined;
}

function binaryBodySchema(document: SchemaObject, schema: SchemaObject | boolean | undefined): SchemaObject {
  const resolved = resolveObject(document, schema);
  return binaryValueSchema(resolved === undefined ? undefined : textField(resolved, "description"));
}

function encodingMap(value: unknown): Record<string, OpenApiEncoding> | undefined {
  if (!isRecord(value)) return undefined;
  const encoding: Record<string, OpenApiEncoding> = {};
  for (const [field, entry] of Object.entries(value)) {
    if (!isRecord(entry)) continue;
    const fieldEncoding: OpenApiEncoding = {};
    if (typeof entry.style === "string") fieldEncoding.style = entry.style;
    if (typeof entry.explode === "boolean") fieldEncoding.explode = entry.explode;
    if (typeof entry.contentType === "string") fieldEncoding.contentType = entry.contentType;
    if (Object.keys(fieldEncoding).length > 0)
      Object.defineProperty(encoding, field, { value: fieldEncoding, enumerable: true });
  }
  return Object.keys(encoding).length > 0 ? encoding : undefined;
}

/** A multipart schema whose file fields (top level, or items of a top-level array) are binary values. */
function withFileFields(
  document: SchemaObject,
  schema: SchemaObject | boolean,
  encoding: Record<string, OpenApiEncoding> | undefined,
): SchemaObject | boolean {
  const resolved = resolveObject(document, schema);
  if (resolved === undefined || !isRecord(resolved.properties)) return schema;
  const properties: Record<string, unknown> = {};
  let changed = false;
  for (const [name, property] of Object.entries(resolved.properties)) {
    const field = resolveObject(document, property);
    const declared = Object.hasOwn(encoding ?? {}, name) ? encoding?.[name]?.contentType : undefined;
    let value: unknown = property;
    if (field !== undefined && isFile(field, declared))
      value = binaryValueSchema(textField(field, "description"));
    else if (field !== undefined && field.type === "array") {
      const items = resolveObject(document, field.items);
      if (items !== undefined && isFile(items, declared)) value = { ...field, items: binaryValueSchema() };
    }
    changed ||= value !== property;
    Object.defineProperty(properties, name, { value, enumerable: true });
  }
  return changed ? { ...resolved, properties } : schema;
}

function isFile(schema: SchemaObject, declaredContentType: string | undefined): boolean {
  if (schema.format === "binary" || schema.type === "file") return true;
  const mediaType =
    typeof schema.contentMediaType === "string" ? schema.contentMediaType : declaredContentType;
  if (mediaType === undefined || schema.type === "object" || schema.type === "array") return false;
  const kind = mediaKind(mediaType);
  return kind === "binary" || kind === "any";
}

/** A form schema with no properties that admits no others: there is nothing to send. */
function isEmptyForm(document: SchemaObject, schema: SchemaObject | boolean): boolean {
  const resolved = resolveObject(document, schema);
  if (resolved === undefined || resolved.additionalProperties !== false) return false;
  return !isRecord(resolved.properties) || Object.keys(resolved.properties).length === 0;
}
