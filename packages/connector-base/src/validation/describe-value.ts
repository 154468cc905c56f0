import { isRecord } from "./compile-context.ts";

/** The JSON type name of a value, as used in messages: `null`, `array`, `object`, `string`, `number`, ... */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** The test of each of the seven JSON Schema type names, one table for `type` and for messages. */
const TYPE_TESTS = new Map<string, (value: unknown) => boolean>([
  ["string", (value) => typeof value === "string"],
  ["number", (value) => typeof value === "number"],
  ["integer", Number.isInteger],
  ["boolean", (value) => typeof value === "boolean"],
  ["object", isRecord],
  ["array", Array.isArray],
  ["null", (value) => value === null],
]);

const anyValue = (): boolean => true;

/** The phrase for an expected JSON Schema type: `a string`, `an integer`, `null`. */
export function typePhrase(type: string): string {
  if (type === "null" || !isKnownType(type)) return type;
  return `${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`;
}

/** Whether `type` is one of the seven JSON Schema type names this validator checks. */
export function isKnownType(type: unknown): type is string {
  return typeof type === "string" && TYPE_TESTS.has(type);
}

/** The direct test for a type name, resolved once when a schema compiles; unknown names always pass. */
export function typeTest(type: string): (value: unknown) => boolean {
  return TYPE_TESTS.get(type) ?? anyValue;
}

const PREVIEW_LENGTH = 60;

/** A short JSON rendering of a value for messages, cut at 60 characters. */
export function previewValue(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}

/** What was received, for the `got ...` part of a message: the type, or the value for a wrong integer. */
export function describeReceived(value: unknown, expected: readonly string[]): string {
  if (typeof value === "number" && expected.includes("integer") && !expected.includes("number")) {
    return String(value);
  }
  return jsonTypeOf(value);
}

/** Joins phrases as `a, b or c`. */
export function joinAlternatives(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases[0] ?? "";
  return `${phrases.slice(0, -1).join(", ")} or ${phrases[phrases.length - 1]}`;
}

const MAX_LISTED_PROPERTIES = 12;

/** The properties an object takes, for an `additionalProperties` message. */
export function describeAllowed(properties: Record<string, unknown> | undefined): string {
  const names = properties === undefined ? [] : Object.keys(properties);
  if (names.length === 0) return "this object takes no properties";
  const listed = names.slice(0, MAX_LISTED_PROPERTIES).join(", ");
  const more = names.length > MAX_LISTED_PROPERTIES ? `, ... (${names.length} in all)` : "";
  return `allowed properties: ${listed}${more}`;
}
