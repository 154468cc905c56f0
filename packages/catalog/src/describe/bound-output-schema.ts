import type { JSONSchema7 } from "json-schema";

const PREFIX = "#/$defs/";
/** Keywords whose value maps names (not keywords) to schemas. */
const MAP_KEYWORDS = new Set(["properties", "patternProperties", "dependentSchemas", "$defs", "definitions"]);
/** Documentation a response's fields can go without: its types say what the call returns. */
const ANNOTATIONS = new Set(["description", "examples", "example", "default", "title"]);

/**
 * An output schema whose shared definitions are kept only up to `depth` references away from its root
 * (`0`: the root's own fields only): a reference beyond that becomes a value of unknown type documented by
 * the definition's name. Response types of large APIs reach most of the document (Stripe's `Customer`
 * reaches some 380,000 characters of declarations); a model needs the fields of what a call returns, not
 * the whole graph, and `describe` with `:full` still shows it. Descriptions, examples and defaults of the
 * response's fields are left out too (its types are what the model needs to read the result). Inputs are
 * never bounded this way. `shortened` says whether anything was left out.
 */
export function boundOutputSchema(
  schema: JSONSchema7,
  depth: number,
): { schema: JSONSchema7; shortened: boolean } {
  const definitions: Record<string, unknown> =
    typeof schema.$defs === "object" && schema.$defs !== null ? schema.$defs : {};
  const levels = new Map<string, number>();
  let frontier = referencedNames({ ...schema, $defs: undefined });
  for (let level = 0; level <= depth && frontier.size > 0; level++) {
    const next = new Set<string>();
    for (const name of frontier) {
      if (levels.has(name) || !Object.hasOwn(definitions, name)) continue;
      levels.set(name, level);
      for (const reached of referencedNames(definitions[name])) next.add(reached);
    }
    frontier = next;
  }
  let shortened = false;
  // `map`: the node is a keyword's map of names to schemas (`properties`), whose keys are field names.
  const replace = (node: unknown, map = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => replace(item));
    if (typeof node !== "object" || node === null) return node;
    const record = node as Record<string, unknown>;
    const name = map ? undefined : referenceName(record.$ref);
    if (name !== undefined && !levels.has(name)) {
      shortened = true;
      return { description: `${name} (left out here; the :full description declares it)` };
    }
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      if (key === "$defs") continue;
      if (!map && ANNOTATIONS.has(key)) {
        shortened = true;
        continue;
      }
      const next = replace(value, !map && MAP_KEYWORDS.has(key));
      Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true });
    }
    return copy;
  };
  const bounded = replace(schema) as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const name of levels.keys())
    Object.defineProperty(kept, name, { value: replace(definitions[name]), enumerable: true });
  if (!shortened) return { schema, shortened: false };
  if (levels.size > 0) bounded.$defs = kept;
  return { schema: bounded as JSONSchema7, shortened };
}

function referenceName(reference: unknown): string | undefined {
  if (typeof reference !== "string" || !reference.startsWith(PREFIX)) return undefined;
  const segment = reference.slice(PREFIX.length);
  if (segment.includes("/")) return undefined;
  return decodeURIComponent(segment).replaceAll("~1", "/").replaceAll("~0", "~");
}

/** The `#/$defs/` names a schema node references anywhere inside it. */
function referencedNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) referencedNames(item, names);
  else if (typeof node === "object" && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref") {
        const name = referenceName(value);
        if (name !== undefined) names.add(name);
      } else if (key !== "$defs") referencedNames(value, names);
    }
  }
  return names;
}
