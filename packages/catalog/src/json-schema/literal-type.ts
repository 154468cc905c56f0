import { isRecord } from "./schema-node.ts";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const MAX_LITERAL_DEPTH = 8;

/** A TypeScript string literal for `text` (JSON string syntax is valid TypeScript and escapes everything needed). */
export function stringLiteral(text: string): string {
  return JSON.stringify(text);
}

/** A property name as written in a type literal: bare when it is an identifier, else a string literal. */
export function propertyName(name: string): string {
  return IDENTIFIER.test(name) ? name : stringLiteral(name);
}

/**
 * The literal type of a JSON value (for `enum` and `const`): `"a"`, `1`, `true`, `null`, `{ "a": 1 }`,
 * `[1, 2]`. Values TypeScript cannot write as a literal type (non-finite numbers, functions, very deep
 * structures) widen to their primitive type or `unknown`, so the result is always valid.
 */
export function valueLiteralType(value: unknown, depth = 0): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return stringLiteral(value);
    case "boolean":
      return String(value);
    case "number":
      return Number.isFinite(value) ? numberLiteral(value) : "number";
    case "object":
      return depth >= MAX_LITERAL_DEPTH ? "unknown" : structuredLiteral(value, depth);
    default:
      return "unknown";
  }
}

function numberLiteral(value: number): string {
  // `-0` prints as `0`; negative literals are valid in type positions.
  return Object.is(value, -0) ? "0" : String(value);
}

function structuredLiteral(value: object, depth: number): string {
  if (Array.isArray(value)) {
    return `[${value.map((item) => valueLiteralType(item, depth + 1)).join(", ")}]`;
  }
  if (!isRecord(value)) return "unknown";
  const members = Object.entries(value).map(
    ([key, member]) => `${propertyName(key)}: ${valueLiteralType(member, depth + 1)}`,
  );
  return members.length === 0 ? "Record<string, never>" : `{ ${members.join("; ")} }`;
}
