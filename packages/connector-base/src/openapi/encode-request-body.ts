import type { OpenApiFieldStyle } from "./openapi-request-options.ts";
import { type FormPair, formFieldPairs, scalarText } from "./parameter-style.ts";

/** A body ready for `fetch`, and the `content-type` to send with it (none for multipart: fetch sets it). */
export type EncodedBody = { body: BodyInit; contentType: string | undefined };

/** The media type without parameters, in lower case. */
export function essenceOf(mediaType: string): string {
  return mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
}

/** Whether a media type carries JSON (`application/json`, `application/merge-patch+json`, ...). */
export function isJsonMediaType(mediaType: string): boolean {
  const essence = essenceOf(mediaType);
  return essence === "application/json" || essence.endsWith("+json") || essence.includes("json");
}

/** Bytes given as a typed array, a `DataView`, an `ArrayBuffer` or a `Blob`. */
export function isBytes(value: unknown): value is ArrayBufferView | ArrayBuffer | Blob {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Blob;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !isBytes(value);
}

/**
 * Encodes a request body by its media type: JSON as JSON text; `application/x-www-form-urlencoded` field by
 * field (`formFieldPairs`: declared styles, else scalars and repeated arrays, objects nested as `a[b]=c`);
 * `multipart/form-data` as `FormData` (bytes as file parts with their declared part type, fields with a
 * declared style as text parts in that style, other objects as JSON, arrays repeated); text as is; any other type as bytes or text, as given.
 */
export function encodeRequestBody(
  body: unknown,
  contentType: string,
  styles: Record<string, OpenApiFieldStyle> = {},
): EncodedBody {
  const essence = essenceOf(contentType);
  if (isJsonMediaType(contentType)) return { body: JSON.stringify(body), contentType };
  if (essence === "application/x-www-form-urlencoded") {
    const pairs: FormPair[] = isRecord(body)
      ? Object.entries(body).flatMap(([name, value]) => formFieldPairs(name, value, styleFor(styles, name)))
      : [];
    return {
      body: new URLSearchParams(pairs.map(([name, value]): [string, string] => [name, value])).toString(),
      contentType,
    };
  }
  if (essence === "multipart/form-data") return { body: multipartBody(body, styles), contentType: undefined };
  if (isBytes(body) || typeof body === "string") return { body: body as BodyInit, contentType };
  return { body: JSON.stringify(body), contentType };
}

function styleFor(styles: Record<string, OpenApiFieldStyle>, name: string): OpenApiFieldStyle {
  return Object.hasOwn(styles, name) ? (styles[name] as OpenApiFieldStyle) : {};
}

function multipartBody(body: unknown, styles: Record<string, OpenApiFieldStyle>): FormData {
  const form = new FormData();
  if (!isRecord(body)) return form;
  for (const [name, value] of Object.entries(body)) {
    const style = styleFor(styles, name);
    if (style.style !== undefined && (isRecord(value) || Array.isArray(value))) {
      // A declared style (Stripe's deepObject) spreads the value over text parts: `file_link_data[create]`.
      for (const [key, text] of formFieldPairs(name, value, style)) form.append(key, text);
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value])
      appendPart(form, name, item, style.contentType);
  }
  return form;
}

function appendPart(form: FormData, name: string, value: unknown, partType: string | undefined): void {
  if (value === undefined) return;
  if (value instanceof Blob) form.append(name, value, name);
  else if (isBytes(value))
    form.append(
      name,
      new Blob([value as ArrayBuffer], { type: partType ?? "application/octet-stream" }),
      name,
    );
  else if (isRecord(value) || Array.isArray(value))
    form.append(name, new Blob([JSON.stringify(value)], { type: partType ?? "application/json" }));
  else if (partType !== undefined && !partType.startsWith("text/"))
    form.append(name, new Blob([scalarText(value)], { type: partType }), name);
  else form.append(name, scalarText(value));
}
