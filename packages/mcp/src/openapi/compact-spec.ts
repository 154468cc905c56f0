/**
 * Keys whose value maps names to objects (property names, paths, status codes, media types, component
 * names). Inside such a map every key is a name, so a property called `example` or `x-id` is kept.
 */
const NAME_MAPS: ReadonlySet<string> = new Set([
  "properties",
  "patternProperties",
  "definitions",
  "$defs",
  "dependentSchemas",
  "paths",
  "webhooks",
  "schemas",
  "responses",
  "parameters",
  "requestBodies",
  "headers",
  "securitySchemes",
  "links",
  "callbacks",
  "pathItems",
  "content",
  "encoding",
  "variables",
  "mapping",
  "scopes",
]);

const cache = new WeakMap<object, string>();

/**
 * The OpenAPI document as the sandbox receives it: compact JSON without the parts that explain the API by
 * example rather than define it (`example`, `examples`, `components.examples`) and without vendor extensions
 * (`x-*`). `$ref`s are left unresolved, so the text is never larger than the document itself, however many
 * times a schema is referenced; the sandbox resolves them lazily as the code reads them. Computed once per
 * document object.
 */
export function compactSpecText(spec: Record<string, unknown>): string {
  let text = cache.get(spec);
  if (text === undefined) {
    text = JSON.stringify(compact(spec, false));
    cache.set(spec, text);
  }
  return text;
}

function compact(value: unknown, isNameMap: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => compact(item, false));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!isNameMap && (key === "example" || key === "examples" || key.startsWith("x-"))) continue;
    out[key] = compact(entry, !isNameMap && NAME_MAPS.has(key));
  }
  return out;
}
