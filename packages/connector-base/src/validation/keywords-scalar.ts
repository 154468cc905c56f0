import { type Check, report } from "./check-state.ts";
import type { CompileContext } from "./compile-context.ts";
import {
  describeReceived,
  isKnownType,
  joinAlternatives,
  previewValue,
  typePhrase,
  typeTest,
} from "./describe-value.ts";
import { formatCheck } from "./format-checks.ts";
import { jsonEqual } from "./json-equal.ts";
import { limitCheck, type Measure } from "./limit-check.ts";
import { isMultipleOf } from "./multiple-of.ts";
import { compilePattern } from "./pattern-cache.ts";

const MAX_LISTED_VALUES = 10;

/** `type`, a name or a list. Unknown names (Swagger 2's `file`) make the keyword pass. */
export function compileType({ schema }: CompileContext): Check | undefined {
  const declared = schema.type;
  if (declared === undefined) return undefined;
  const types: unknown[] = Array.isArray(declared) ? declared : [declared];
  if (types.length === 0 || !types.every(isKnownType)) return undefined;
  const names = types as string[];
  const message = `must be ${joinAlternatives(names.map(typePhrase))}`;
  if (names.length === 1) {
    const only = typeTest(names[0] as string);
    return (value, state) =>
      only(value) ||
      report(state, "type", `${message}, got ${describeReceived(value, names)}`, { expected: names });
  }
  const tests = names.map(typeTest);
  return (value, state) =>
    tests.some((test) => test(value)) ||
    report(state, "type", `${message}, got ${describeReceived(value, names)}`, { expected: names });
}

/** `enum` (deep equality) and, from draft 6, `const`. */
export function compileValues({ schema, place }: CompileContext): Check[] {
  const checks: Check[] = [];
  const allowed = schema.enum;
  if (Array.isArray(allowed) && allowed.length > 0) {
    const listed = allowed.slice(0, MAX_LISTED_VALUES).map(previewValue);
    if (allowed.length > MAX_LISTED_VALUES) listed.push(`... (${allowed.length} values in all)`);
    const scalars = allowed.every((item) => typeof item !== "object" || item === null);
    checks.push(
      (value, state) =>
        (scalars && (typeof value !== "object" || value === null)
          ? allowed.includes(value)
          : allowed.some((item) => jsonEqual(item, value))) ||
        report(state, "enum", `must be one of ${listed.join(", ")}, got ${previewValue(value)}`, {
          allowed,
        }),
    );
  }
  if (place.dialect.version >= 6 && Object.hasOwn(schema, "const")) {
    const expected = schema.const;
    checks.push(
      (value, state) =>
        jsonEqual(expected, value) ||
        report(state, "const", `must be ${previewValue(expected)}, got ${previewValue(value)}`, {
          allowed: [expected],
        }),
    );
  }
  return checks;
}

/** `minLength`, `maxLength` (in Unicode code points, as JSON Schema counts), `pattern` and `format`. */
export function compileStringKeywords({ schema }: CompileContext): Check[] {
  const checks: Check[] = [];
  const { minLength, maxLength, pattern } = schema;
  if (typeof minLength === "number") {
    checks.push(limitCheck("minLength", minLength, true, stringLength, "character", "be", " long"));
  }
  if (typeof maxLength === "number") {
    checks.push(limitCheck("maxLength", maxLength, false, stringLength, "character", "be", " long"));
  }
  if (typeof pattern === "string") {
    const expression = compilePattern(pattern);
    if (expression !== null) {
      checks.push(
        (value, state) =>
          expression.test(value as string) ||
          report(state, "pattern", `must match the pattern /${pattern}/, got ${previewValue(value)}`),
      );
    }
  }
  const format = typeof schema.format === "string" ? formatCheck(schema.format) : undefined;
  if (format !== undefined) {
    const name = schema.format as string;
    checks.push(
      (value, state) =>
        !state.assertFormat ||
        format(value as string) ||
        report(state, "format", `must be a valid ${name}, got ${previewValue(value)}`),
    );
  }
  return checks;
}

/**
 * `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` and `multipleOf`. The exclusive bounds are
 * numbers from draft 6 and booleans modifying `minimum`/`maximum` in draft 4 and OpenAPI 3.0; the default
 * dialect reads both forms.
 */
export function compileNumberKeywords({ schema, place }: CompileContext): Check[] {
  const checks: Check[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
  const { version, legacy } = place.dialect;
  const booleanForm = version === 4 || legacy;
  const numberForm = version >= 6;
  const bound = (keyword: string, limit: number, exclusive: boolean, below: boolean): Check => {
    const operator = `${below ? "<" : ">"}${exclusive ? "" : "="}`;
    return (input, state) => {
      const value = input as number;
      const inside = below
        ? exclusive
          ? value < limit
          : value <= limit
        : exclusive
          ? value > limit
          : value >= limit;
      return inside || report(state, keyword, `must be ${operator} ${limit}, got ${value}`);
    };
  };
  if (typeof minimum === "number") {
    checks.push(bound("minimum", minimum, booleanForm && exclusiveMinimum === true, false));
  }
  if (typeof maximum === "number") {
    checks.push(bound("maximum", maximum, booleanForm && exclusiveMaximum === true, true));
  }
  if (numberForm && typeof exclusiveMinimum === "number") {
    checks.push(bound("exclusiveMinimum", exclusiveMinimum, true, false));
  }
  if (numberForm && typeof exclusiveMaximum === "number") {
    checks.push(bound("exclusiveMaximum", exclusiveMaximum, true, true));
  }
  if (typeof multipleOf === "number" && multipleOf > 0) {
    checks.push(
      (value, state) =>
        isMultipleOf(value as number, multipleOf) ||
        report(state, "multipleOf", `must be a multiple of ${multipleOf}, got ${value}`),
    );
  }
  return checks;
}

/**
 * A string's length in code points. A string of n UTF-16 units has between n/2 and n code points, so most
 * checks need no count.
 */
const stringLength: Measure = (value, limit, atLeast) => {
  const text = value as string;
  return (atLeast ? text.length >= limit * 2 : text.length <= limit) ? text.length : codePointLength(text);
};

/** The length in Unicode code points (a surrogate pair counts once). */
export function codePointLength(value: string): number {
  let length = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < value.length) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
    length++;
  }
  return length;
}
