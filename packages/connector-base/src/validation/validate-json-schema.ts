import { type Check, type CheckState, ValidationAbandoned } from "./check-state.ts";
import { compileSchema } from "./compile-schema.ts";
import { formatPath } from "./format-path.ts";
import { rootDialect } from "./schema-dialect.ts";
import type { ValidateJsonSchemaOptions, ValidationIssue } from "./validation-issue.ts";

const DEFAULT_MAX_ISSUES = 20;

/** Compiled checks per schema object and `openApiVersion`: a tool's schema compiles on its first call only. */
const compiled = new WeakMap<object, Map<string, Check>>();

/**
 * Checks `value` against a JSON Schema and returns what does not match, or `[]`. Small, synchronous,
 * dependency-free and free of code generation (which workerd forbids), so it runs before every connector call.
 *
 * Every keyword of drafts 4, 6, 7, 2019-09 and 2020-12 that needs no remote document is implemented, read by
 * the dialect the schema declares in `$schema`, else by `openApiVersion`, else as 2020-12 that also
 * understands the older spellings and OpenAPI 3.0's `nullable`. Remote references are not fetched and pass,
 * `format` is an annotation unless `assertFormat` is set, an uncompilable `pattern` is skipped, and a required
 * `readOnly` property may be omitted: valid input is never rejected over what this validator cannot see.
 *
 * A schema is compiled once per object (and dialect) and cached, so do not mutate a schema after using it.
 * Work is bounded for any schema and any value: a schema that only refers to itself, more than 200,000
 * schema visits, or data nested deeper than 256 levels ends the check, which then accepts.
 */
export function validateJsonSchema(
  schema: unknown,
  value: unknown,
  options: ValidateJsonSchemaOptions = {},
): ValidationIssue[] {
  const check = compiledCheck(schema, options.openApiVersion);
  let state = newState(false, options);
  try {
    // First only ask whether it matches, which builds no message; explain only a mismatch.
    if (check(value, state, undefined)) return [];
    state = newState(true, options);
    check(value, state, undefined);
  } catch (error) {
    if (error instanceof ValidationAbandoned) return [];
    throw error;
  }
  const rootName = options.rootName ?? "input";
  if (state.issues.length === 0) {
    return [{ path: rootName, message: "does not match the schema", keyword: "schema" }];
  }
  return state.issues.map((issue) => ({
    path: formatPath(rootName, issue.path),
    message: issue.message,
    keyword: issue.keyword,
  }));
}

function newState(collect: boolean, options: ValidateJsonSchemaOptions): CheckState {
  return {
    collect,
    issues: [],
    maxIssues: options.maxIssues ?? DEFAULT_MAX_ISSUES,
    path: [],
    steps: 0,
    assertFormat: options.assertFormat === true,
    scope: [],
    refChain: 0,
    refChainDepth: -1,
  };
}

function compiledCheck(schema: unknown, openApiVersion: string | undefined): Check {
  if (typeof schema !== "object" || schema === null)
    return compileSchema(schema, rootDialect(schema, undefined));
  // Keyed by the option as given: the dialect it leads to is worked out once, on the first call.
  const key = openApiVersion ?? "";
  let byVersion = compiled.get(schema);
  if (byVersion === undefined) {
    byVersion = new Map();
    compiled.set(schema, byVersion);
  }
  let check = byVersion.get(key);
  if (check === undefined) {
    check = compileSchema(schema, rootDialect(schema, openApiVersion));
    byVersion.set(key, check);
  }
  return check;
}
