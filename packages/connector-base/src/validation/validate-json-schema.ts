import { checkArrayKeywords } from "./array-keywords.ts";
import { checkAlternatives } from "./combinator-keywords.ts";
import {
  describeReceived,
  hasJsonType,
  isKnownType,
  joinAlternatives,
  previewValue,
  typePhrase,
} from "./describe-value.ts";
import { formatPath } from "./format-path.ts";
import { jsonEqual } from "./json-equal.ts";
import { checkObjectKeywords } from "./object-keywords.ts";
import { resolveLocalRef } from "./resolve-local-ref.ts";
import { checkNumberKeywords, checkStringKeywords } from "./scalar-keywords.ts";
import {
  addIssue,
  isFull,
  pathSegments,
  type ValidationContext,
  type ValuePath,
} from "./validation-context.ts";
import type { ValidateJsonSchemaOptions, ValidationIssue } from "./validation-issue.ts";

type SchemaRecord = Record<string, unknown>;

const DEFAULT_MAX_ISSUES = 20;
/** Values nested deeper than this are accepted unchecked, so deep data cannot exhaust the stack. */
const MAX_DEPTH = 256;
/** `$ref`s followed in a row without descending into the value: a cycle such as `{ $ref: "#" }` alone. */
const MAX_REF_CHAIN = 32;
/** Total schema visits per validation; past it the rest is accepted unchecked, so validation stays bounded. */
const MAX_STEPS = 200_000;
const MAX_LISTED_VALUES = 10;

/**
 * Checks `value` against a JSON Schema (draft 4 to 2020-12, plus OpenAPI 3.0's `nullable`) and returns what
 * does not match, or `[]`. Small, synchronous, dependency-free and free of code generation (which workerd
 * forbids), so it runs before every connector call.
 *
 * Understood: `type`, `enum`, `const`, `required`, `properties`, `patternProperties`, `additionalProperties`,
 * `items`, `prefixItems`, `additionalItems`, `min/maxLength`, `pattern`, `minimum`, `maximum`,
 * `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`, `min/maxItems`, `uniqueItems`, `min/maxProperties`,
 * `allOf`, `anyOf`, `oneOf` (as `anyOf`), `nullable`, and local `$ref`s (`$defs`, `definitions`, any JSON
 * Pointer). Everything else (`format`, `not`, `if`/`then`/`else`, remote refs, unknown keywords) is ignored,
 * and an uncompilable `pattern` is skipped: the contract is that valid input is never rejected over a keyword
 * this validator does not understand. Work is bounded for any schema and any value.
 */
export function validateJsonSchema(
  schema: unknown,
  value: unknown,
  options: ValidateJsonSchemaOptions = {},
): ValidationIssue[] {
  const context: ValidationContext = {
    root: schema,
    issues: [],
    maxIssues: options.maxIssues ?? DEFAULT_MAX_ISSUES,
    budget: { steps: 0 },
  };
  checkSchema(context, schema, value, undefined, 0);
  const rootName = options.rootName ?? "input";
  return context.issues.map((issue) => ({
    path: formatPath(rootName, pathSegments(issue.path)),
    message: issue.message,
    keyword: issue.keyword,
  }));
}

function checkSchema(
  context: ValidationContext,
  schema: unknown,
  value: unknown,
  path: ValuePath,
  refChain: number,
): void {
  if (schema === true || schema === undefined || schema === null) return;
  if (schema === false) {
    addIssue(context, { path, keyword: "false", message: "is not allowed here" });
    return;
  }
  if (typeof schema !== "object" || Array.isArray(schema)) return;
  if (isFull(context) || ++context.budget.steps > MAX_STEPS || (path?.depth ?? 0) > MAX_DEPTH) return;
  const record = schema as SchemaRecord;

  if (value === null && (record.nullable === true || record["x-nullable"] === true)) return;

  if (!checkType(context, record, value, path)) return;
  if (!checkValues(context, record, value, path)) return;

  if (typeof value === "string") checkStringKeywords(context, record, value, path);
  else if (typeof value === "number") checkNumberKeywords(context, record, value, path);
  else if (Array.isArray(value)) checkArrayKeywords(context, record, value, path, checkSchema);
  else if (typeof value === "object" && value !== null) {
    checkObjectKeywords(context, record, value as Record<string, unknown>, path, checkSchema);
  }

  if (typeof record.$ref === "string" && refChain < MAX_REF_CHAIN) {
    const target = resolveLocalRef(context.root, record.$ref);
    if (target !== undefined && target !== schema) checkSchema(context, target, value, path, refChain + 1);
  }
  if (Array.isArray(record.allOf)) {
    for (const part of record.allOf) checkSchema(context, part, value, path, refChain + 1);
  }
  if (Array.isArray(record.anyOf))
    checkAlternatives(context, record.anyOf, value, path, refChain + 1, checkSchema);
  if (Array.isArray(record.oneOf))
    checkAlternatives(context, record.oneOf, value, path, refChain + 1, checkSchema);
}

/** `type`, a name or a list. Unknown names (Swagger 2's `file`) make the keyword pass. */
function checkType(
  context: ValidationContext,
  schema: SchemaRecord,
  value: unknown,
  path: ValuePath,
): boolean {
  const declared = schema.type;
  if (declared === undefined) return true;
  const types = Array.isArray(declared) ? declared : [declared];
  if (types.length === 0 || !types.every(isKnownType)) return true;
  if (types.some((type) => hasJsonType(value, type))) return true;
  addIssue(context, {
    path,
    keyword: "type",
    message: `must be ${joinAlternatives(types.map(typePhrase))}, got ${describeReceived(value, types)}`,
    expected: types,
  });
  return false;
}

/** `enum` and `const`. */
function checkValues(
  context: ValidationContext,
  schema: SchemaRecord,
  value: unknown,
  path: ValuePath,
): boolean {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    if (!schema.enum.some((allowed) => jsonEqual(allowed, value))) {
      const listed = schema.enum.slice(0, MAX_LISTED_VALUES).map(previewValue);
      if (schema.enum.length > MAX_LISTED_VALUES) listed.push(`... (${schema.enum.length} values in all)`);
      addIssue(context, {
        path,
        keyword: "enum",
        message: `must be one of ${listed.join(", ")}, got ${previewValue(value)}`,
        allowed: schema.enum,
      });
      return false;
    }
  }
  if (Object.hasOwn(schema, "const") && !jsonEqual(schema.const, value)) {
    addIssue(context, {
      path,
      keyword: "const",
      message: `must be ${previewValue(schema.const)}, got ${previewValue(value)}`,
      allowed: [schema.const],
    });
    return false;
  }
  return true;
}
