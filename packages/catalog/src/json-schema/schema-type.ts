import { arrayType } from "./array-type.ts";
import { BINARY_VALUE_TYPE, isBinaryValueSchema } from "./binary-value.ts";
import { type ConversionContext, MAX_INLINE_DEPTH, nested } from "./conversion-context.ts";
import { valueLiteralType } from "./literal-type.ts";
import { objectType } from "./object-type.ts";
import { arrayKeyword, isRecord, type SchemaObject, stringKeyword } from "./schema-node.ts";
import { atom, intersection, NEVER, NULL, type TypeExpression, UNKNOWN, union } from "./type-expression.ts";

const OBJECT_KEYWORDS = ["properties", "additionalProperties", "patternProperties", "required"];
const ARRAY_KEYWORDS = ["items", "prefixItems", "additionalItems"];
/** In the compact one-line layout, an `enum` longer than this is written as its primitive types. */
const MAX_SINGLE_LINE_ENUM = 8;

/**
 * Converts one schema node to a TypeScript type expression. Boolean schemas are `unknown` / `never`; `$ref`
 * becomes the named type of its target; `allOf` an intersection; `anyOf` and `oneOf` unions; `enum` and
 * `const` literal types; `type` (also as an array) the matching primitive, array, tuple or object type;
 * `nullable: true` (OpenAPI 3.0) and `x-nullable` add `| null`; a binary value (`binaryValueSchema`) is
 * `string | Uint8Array | ArrayBuffer`. Anything not understood, and anything past
 * the depth or cycle guards, is `unknown`, so the result always compiles.
 */
export function schemaType(node: unknown, context: ConversionContext): TypeExpression {
  if (node === true) return UNKNOWN;
  if (node === false) return NEVER;
  if (!isRecord(node) || context.depth > MAX_INLINE_DEPTH || context.ancestors.has(node)) return UNKNOWN;
  context.ancestors.add(node);
  try {
    const type = isBinaryValueSchema(node) ? atom(BINARY_VALUE_TYPE) : combinedType(node, nested(context));
    const nullable = node.nullable === true || node["x-nullable"] === true;
    return nullable ? union([type, NULL]) : type;
  } finally {
    context.ancestors.delete(node);
  }
}

function combinedType(schema: SchemaObject, context: ConversionContext): TypeExpression {
  const parts: TypeExpression[] = [];
  const reference = stringKeyword(schema, "$ref");
  if (reference !== undefined) parts.push(referenceType(reference, context));
  for (const member of arrayKeyword(schema, "allOf") ?? []) parts.push(context.convert(member, context));
  for (const keyword of ["anyOf", "oneOf"]) {
    const members = arrayKeyword(schema, keyword);
    if (members !== undefined && members.length > 0) {
      parts.push(union(members.map((member) => context.convert(member, context))));
    }
  }
  const own = ownType(schema, context);
  if (own === undefined) return intersection(parts);
  if (own.narrows || parts.length === 0) return intersection([...parts, own.type]);
  const combined = intersection(parts);
  return combined.text === "unknown" ? own.type : combined;
}

function referenceType(reference: string, context: ConversionContext): TypeExpression {
  const target = context.registry.lookup(reference, context.scope);
  if (target.kind === "missing") return UNKNOWN;
  if (target.kind === "boolean") return target.value ? UNKNOWN : NEVER;
  const entry = target.entry;
  if (!context.guarded) {
    if (context.cutReferences.has(entry)) return UNKNOWN;
    context.owner.directReferences.add(entry);
  }
  return atom(entry.name);
}

interface OwnType {
  readonly type: TypeExpression;
  /** Whether it says more than the combinators beside it (members, items, literals), or only `type`. */
  readonly narrows: boolean;
}

/** The type a schema's own keywords describe (`enum`, `const`, `type`, object and array keywords). */
function ownType(schema: SchemaObject, context: ConversionContext): OwnType | undefined {
  const values = arrayKeyword(schema, "enum");
  if (values !== undefined) {
    const widen = context.singleLine && values.length > MAX_SINGLE_LINE_ENUM;
    return { type: widen ? primitiveUnion(values) : literalUnion(values), narrows: true };
  }
  if (Object.hasOwn(schema, "const")) return { type: atom(valueLiteralType(schema.const)), narrows: true };
  const narrows = [...OBJECT_KEYWORDS, ...ARRAY_KEYWORDS].some((keyword) => schema[keyword] !== undefined);
  const declared = schema.type;
  if (typeof declared === "string") return { type: namedType(declared, schema, context), narrows };
  if (Array.isArray(declared)) {
    const names = declared.filter((name): name is string => typeof name === "string");
    if (names.length === 0) return undefined;
    return { type: union(names.map((name) => namedType(name, schema, context))), narrows };
  }
  if (OBJECT_KEYWORDS.some((keyword) => schema[keyword] !== undefined)) {
    return { type: objectType(schema, context), narrows };
  }
  if (ARRAY_KEYWORDS.some((keyword) => schema[keyword] !== undefined)) {
    return { type: arrayType(schema, context), narrows };
  }
  return undefined;
}

function namedType(name: string, schema: SchemaObject, context: ConversionContext): TypeExpression {
  switch (name) {
    case "string":
      return atom("string");
    case "number":
    case "integer":
      return atom("number");
    case "boolean":
      return atom("boolean");
    case "null":
      return NULL;
    case "array":
      return arrayType(schema, context);
    case "object":
      return objectType(schema, context);
    default:
      return UNKNOWN;
  }
}

function literalUnion(values: readonly unknown[]): TypeExpression {
  return union(values.map((value) => atom(valueLiteralType(value))));
}

/** `string | null` for `["a", "b", null]`: the kinds of the values, for long enums in the compact layout. */
function primitiveUnion(values: readonly unknown[]): TypeExpression {
  return union(
    values.map((value) => {
      if (value === null) return NULL;
      const kind = typeof value;
      return kind === "string" || kind === "number" || kind === "boolean" ? atom(kind) : UNKNOWN;
    }),
  );
}
