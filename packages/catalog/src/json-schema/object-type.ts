import { type ConversionContext, nested } from "./conversion-context.ts";
import { docComment, schemaDocumentation } from "./jsdoc.ts";
import { propertyName } from "./literal-type.ts";
import { arrayKeyword, isRecord, isSchema, recordKeyword, type SchemaObject } from "./schema-node.ts";
import { atom, intersection, type TypeExpression, UNKNOWN, union } from "./type-expression.ts";

/**
 * The type of an object schema. Properties become members (optional unless `required`), with their
 * descriptions and hints as JSDoc. `additionalProperties` and `patternProperties` become an index signature:
 * written inside the literal only when its value type is `unknown`, and otherwise as a separate
 * `{ [key: string]: V }` in an intersection, because an index signature beside differently typed or
 * optional members does not compile (TS2411).
 */
export function objectType(schema: SchemaObject, context: ConversionContext): TypeExpression {
  const memberContext = nested(context, { indent: true, guarded: true });
  const memberIndent = memberContext.indent;
  const properties = recordKeyword(schema, "properties") ?? {};
  const required = new Set(
    (arrayKeyword(schema, "required") ?? []).filter((name): name is string => typeof name === "string"),
  );
  const members: Member[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const type = context.convert(property, memberContext);
    const documentation =
      isRecord(property) && !context.singleLine
        ? docComment(schemaDocumentation(property, context.prose), memberIndent)
        : "";
    const optional = required.has(name) ? "" : "?";
    members.push({ documentation, text: `${propertyName(name)}${optional}: ${type.text}` });
  }
  for (const name of required) {
    if (!Object.hasOwn(properties, name))
      members.push({ documentation: "", text: `${propertyName(name)}: unknown` });
  }

  const index = indexSignatureType(schema, nested(context, { guarded: true }));
  if (members.length === 0) {
    if (index === undefined)
      return atom(isClosed(schema) ? "Record<string, never>" : "Record<string, unknown>");
    return atom(`{ [key: string]: ${index.text} }`);
  }
  if (index?.text === "unknown") members.push({ documentation: "", text: "[key: string]: unknown" });
  const literal = atom(objectLiteral(members, context));
  if (index === undefined || index.text === "unknown") return literal;
  return intersection([literal, atom(`{ [key: string]: ${index.text} }`)]);
}

/** One member of an object type and its JSDoc (already indented, or "" ). */
interface Member {
  readonly documentation: string;
  readonly text: string;
}

/** `{ a: A; b?: B }` on one line, or one member per line with its JSDoc above it. */
function objectLiteral(members: readonly Member[], context: ConversionContext): string {
  if (context.singleLine) return `{ ${members.map((member) => member.text).join("; ")} }`;
  const memberIndent = `${context.indent}  `;
  const lines = members.map((member) => `${member.documentation}${memberIndent}${member.text};`);
  return `{\n${lines.join("\n")}\n${context.indent}}`;
}

/** Whether the schema admits no keys beyond its properties. */
function isClosed(schema: SchemaObject): boolean {
  const additional = additionalKeyword(schema);
  return additional === false && recordKeyword(schema, "patternProperties") === undefined;
}

/** `additionalProperties`, or `unevaluatedProperties` standing in for it. */
function additionalKeyword(schema: SchemaObject): unknown {
  return schema.additionalProperties ?? schema.unevaluatedProperties;
}

/**
 * The value type of the index signature, or `undefined` when the schema declares none. Explicit
 * `additionalProperties: true`, or patterns beside unrestricted additional keys, give `unknown`.
 */
function indexSignatureType(schema: SchemaObject, context: ConversionContext): TypeExpression | undefined {
  const additional = additionalKeyword(schema);
  const patterns = Object.values(recordKeyword(schema, "patternProperties") ?? {}).filter(isSchema);
  const patternTypes = patterns.map((pattern) => context.convert(pattern, context));
  if (additional === false) return patternTypes.length > 0 ? union(patternTypes) : undefined;
  if (isRecord(additional)) return union([context.convert(additional, context), ...patternTypes]);
  if (additional === true || patternTypes.length > 0) return UNKNOWN;
  return undefined;
}
