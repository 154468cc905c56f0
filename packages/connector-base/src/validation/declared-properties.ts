import { type CompileContext, isRecord } from "./compile-context.ts";

const MAX_SCHEMAS = 64;

/**
 * The properties a schema declares itself or through its in-place subschemas (`allOf`, `anyOf`, `oneOf`,
 * `then`, `else`, `$ref`), for the message of an `unevaluatedProperties: false` mismatch: the names the
 * model may use instead.
 */
export function collectDeclaredProperties(context: CompileContext): Record<string, unknown> {
  const declared: Record<string, unknown> = {};
  const seen = new Set<unknown>();
  const pending: unknown[] = [context.schema];
  while (pending.length > 0 && seen.size < MAX_SCHEMAS) {
    const schema = pending.pop();
    if (!isRecord(schema) || seen.has(schema)) continue;
    seen.add(schema);
    if (isRecord(schema.properties)) for (const name of Object.keys(schema.properties)) declared[name] = true;
    for (const keyword of ["allOf", "anyOf", "oneOf"]) {
      const list = schema[keyword];
      if (Array.isArray(list)) pending.push(...list);
    }
    pending.push(schema.then, schema.else);
    if (typeof schema.$ref === "string") {
      const place = context.registry.placeOf(schema) ?? context.place;
      pending.push(context.registry.resolve(schema.$ref, place)?.schema);
    }
  }
  return declared;
}
