import { type ConversionContext, nested } from "./conversion-context.ts";
import { arrayKeyword, isSchema, type SchemaObject } from "./schema-node.ts";
import { asAtom, atom, type TypeExpression } from "./type-expression.ts";

/**
 * The type of an array schema: `T[]` for `items: T`, `unknown[]` without `items`, and a tuple for
 * `prefixItems` (2020-12) or array-form `items` (draft 4 to 2019-09). A tuple is closed unless the rest is
 * given as a schema (`items` after `prefixItems`, `additionalItems` after array-form `items`), which becomes
 * `...T[]`; elements at or past `minItems`, when it is set, are optional.
 */
export function arrayType(schema: SchemaObject, context: ConversionContext): TypeExpression {
  const elementContext = nested(context, { guarded: true });
  const prefix = arrayKeyword(schema, "prefixItems");
  const items = schema.items;
  if (prefix !== undefined) return tupleType(prefix, items, schema, elementContext);
  if (Array.isArray(items)) return tupleType(items, schema.additionalItems, schema, elementContext);
  if (!isSchema(items)) return atom("unknown[]");
  return atom(`${asAtom(context.convert(items, elementContext))}[]`);
}

function tupleType(
  elements: readonly unknown[],
  rest: unknown,
  schema: SchemaObject,
  context: ConversionContext,
): TypeExpression {
  const minItems = typeof schema.minItems === "number" ? schema.minItems : undefined;
  const members = elements.map((element, index) => {
    const type = context.convert(element, context);
    const optional = minItems !== undefined && index >= minItems;
    return optional ? `${asAtom(type)}?` : type.text;
  });
  if (isSchema(rest) && rest !== false) {
    const restType = asAtom(context.convert(rest, context));
    if (members.length === 0) return atom(`${restType}[]`);
    members.push(`...${restType}[]`);
  }
  return atom(`[${members.join(", ")}]`);
}
