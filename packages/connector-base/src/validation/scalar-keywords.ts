import { previewValue } from "./describe-value.ts";
import { compilePattern } from "./pattern-cache.ts";
import { addIssue, type ValidationContext, type ValuePath } from "./validation-context.ts";

type SchemaRecord = Record<string, unknown>;

const MULTIPLE_TOLERANCE = 1e-9;

/** `minLength`, `maxLength` (in Unicode code points, as JSON Schema counts) and `pattern`. */
export function checkStringKeywords(
  context: ValidationContext,
  schema: SchemaRecord,
  value: string,
  path: ValuePath,
): void {
  const { minLength, maxLength, pattern } = schema;
  if (typeof minLength === "number" || typeof maxLength === "number") {
    const length = value.length > 0 ? codePointLength(value) : 0;
    if (typeof minLength === "number" && length < minLength) {
      addIssue(context, {
        path,
        keyword: "minLength",
        message: `must be at least ${minLength} ${plural(minLength, "character")} long, got ${length}`,
      });
    }
    if (typeof maxLength === "number" && length > maxLength) {
      addIssue(context, {
        path,
        keyword: "maxLength",
        message: `must be at most ${maxLength} ${plural(maxLength, "character")} long, got ${length}`,
      });
    }
  }
  if (typeof pattern === "string") {
    const expression = compilePattern(pattern);
    if (expression !== null && !expression.test(value)) {
      addIssue(context, {
        path,
        keyword: "pattern",
        message: `must match the pattern /${pattern}/, got ${previewValue(value)}`,
      });
    }
  }
}

/**
 * `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` (numeric, and the boolean form of draft 4 and
 * OpenAPI 3.0) and `multipleOf` (with a small tolerance, so `0.3` is a multiple of `0.1`).
 */
export function checkNumberKeywords(
  context: ValidationContext,
  schema: SchemaRecord,
  value: number,
  path: ValuePath,
): void {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
  if (typeof minimum === "number") {
    if (exclusiveMinimum === true ? value <= minimum : value < minimum) {
      const operator = exclusiveMinimum === true ? ">" : ">=";
      addIssue(context, {
        path,
        keyword: "minimum",
        message: `must be ${operator} ${minimum}, got ${value}`,
      });
    }
  }
  if (typeof maximum === "number") {
    if (exclusiveMaximum === true ? value >= maximum : value > maximum) {
      const operator = exclusiveMaximum === true ? "<" : "<=";
      addIssue(context, {
        path,
        keyword: "maximum",
        message: `must be ${operator} ${maximum}, got ${value}`,
      });
    }
  }
  if (typeof exclusiveMinimum === "number" && value <= exclusiveMinimum) {
    addIssue(context, {
      path,
      keyword: "exclusiveMinimum",
      message: `must be > ${exclusiveMinimum}, got ${value}`,
    });
  }
  if (typeof exclusiveMaximum === "number" && value >= exclusiveMaximum) {
    addIssue(context, {
      path,
      keyword: "exclusiveMaximum",
      message: `must be < ${exclusiveMaximum}, got ${value}`,
    });
  }
  if (typeof multipleOf === "number" && multipleOf > 0 && Number.isFinite(value)) {
    const quotient = value / multipleOf;
    if (Math.abs(quotient - Math.round(quotient)) > MULTIPLE_TOLERANCE * Math.max(1, Math.abs(quotient))) {
      addIssue(context, {
        path,
        keyword: "multipleOf",
        message: `must be a multiple of ${multipleOf}, got ${value}`,
      });
    }
  }
}

function codePointLength(value: string): number {
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

/** `item` for one, `items` otherwise (`properties` for `property`). */
export function plural(count: number, noun: string): string {
  if (count === 1) return noun;
  return noun.endsWith("y") ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}
