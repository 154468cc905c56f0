import type { JSONSchema7 } from "json-schema";
import { formatPath, type PathSegment } from "../validation/format-path.ts";
import { validateJsonSchema } from "../validation/validate-json-schema.ts";
import type { ValidationIssue } from "../validation/validation-issue.ts";
import type { InputSchemaOptions } from "./connector-tool.ts";
import type { StandardSchemaLike } from "./to-json-schema.ts";
import { ToolArgumentsError } from "./tool-arguments-error.ts";

/** What `checkArguments` needs to know about the called tool. */
export interface ArgumentCheck {
  connector: string;
  method: string;
  inputSchema: JSONSchema7 | undefined;
  /** How `inputSchema` is read (its OpenAPI version, format assertion). */
  inputSchemaOptions?: InputSchemaOptions | undefined;
  /** Checks (and parses) instead of `inputSchema` when the tool's input came from a Standard Schema. */
  standardSchema: StandardSchemaLike | undefined;
}

/**
 * Checks a call's arguments before `execute` and returns the arguments to pass on; throws
 * `ToolArgumentsError` naming every mismatch. With a Standard Schema (an AI SDK tool with a Zod schema) its
 * own `validate` decides and its parsed value is passed on, as the AI SDK does (defaults and transforms
 * apply). Missing arguments (`github.list()`) are checked as `{}` when the input is an object.
 */
export async function checkArguments(check: ArgumentCheck, args: unknown): Promise<unknown> {
  const checked = args === undefined && expectsObject(check.inputSchema) ? {} : args;
  if (check.standardSchema !== undefined) {
    const result = await check.standardSchema["~standard"].validate(checked);
    if (result.issues === undefined) return result.value;
    throw new ToolArgumentsError(check.connector, check.method, result.issues.map(toValidationIssue));
  }
  if (check.inputSchema === undefined) return args;
  const issues = validateJsonSchema(check.inputSchema, checked, check.inputSchemaOptions);
  if (issues.length > 0) throw new ToolArgumentsError(check.connector, check.method, issues);
  return args;
}

/**
 * The synchronous check of plain JSON Schema input: the `ToolArgumentsError` message naming every mismatch,
 * or `undefined` when the arguments fit (missing arguments count as `{}` when the input is an object).
 */
export function jsonSchemaProblem(
  connector: string,
  method: string,
  inputSchema: JSONSchema7 | undefined,
  args: unknown,
  inputSchemaOptions?: InputSchemaOptions,
): string | undefined {
  if (inputSchema === undefined) return undefined;
  const checked = args === undefined && expectsObject(inputSchema) ? {} : args;
  const issues = validateJsonSchema(inputSchema, checked, inputSchemaOptions);
  return issues.length === 0 ? undefined : new ToolArgumentsError(connector, method, issues).message;
}

function expectsObject(schema: JSONSchema7 | undefined): boolean {
  if (schema === undefined) return false;
  if (schema.type === undefined) return schema.properties !== undefined || schema.required !== undefined;
  return schema.type === "object" || (Array.isArray(schema.type) && schema.type.includes("object"));
}

function toValidationIssue(issue: {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}): ValidationIssue {
  const segments: PathSegment[] = (issue.path ?? []).map((segment) => {
    const key = typeof segment === "object" && segment !== null ? segment.key : segment;
    return typeof key === "number" ? key : String(key);
  });
  return { path: formatPath("input", segments), message: lowerFirst(issue.message), keyword: "standard" };
}

function lowerFirst(message: string): string {
  return message.length > 0 ? message.charAt(0).toLowerCase() + message.slice(1) : message;
}
