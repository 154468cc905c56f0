import { essenceOf, isJsonMediaType } from "./encode-request-body.ts";

/** Media types whose body is text, besides `text/*`. */
const TEXT_TYPES = new Set([
  "application/xml",
  "application/javascript",
  "application/x-www-form-urlencoded",
  "application/yaml",
  "application/x-yaml",
  "image/svg+xml",
]);

/**
 * A response body by its `content-type`: JSON parsed (`null` when empty), text (`text/*`, XML, YAML, forms)
 * as a string, anything else as a `Uint8Array`. Without a `content-type`, text. A `204`/`205` or a `HEAD`
 * answer is `null`.
 */
export async function decodeResponse(response: Response, method: string): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || method === "HEAD") {
    await response.body?.cancel();
    return null;
  }
  const contentType = response.headers.get("content-type");
  if (contentType === null) return response.text();
  if (isJsonMediaType(contentType)) {
    const text = await response.text();
    return text.trim() === "" ? null : JSON.parse(text);
  }
  const essence = essenceOf(contentType);
  if (essence.startsWith("text/") || TEXT_TYPES.has(essence)) return response.text();
  return new Uint8Array(await response.arrayBuffer());
}
