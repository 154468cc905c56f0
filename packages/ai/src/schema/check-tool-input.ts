import { validateJsonSchema } from "@codemode/connector-base";
import {
  InvalidToolInputError,
  isStandardValidator,
  parseToolInput,
  type StandardIssue,
  type ToolInputIssue,
  type ToolLocation,
  toToolInputIssues,
} from "@codemode/runtime-core/internal";
import { isAiSdkSchema, isPromiseLike, jsonSchemaOf } from "./json-schema-of.ts";

/** Checks (and parses) one tool's input before `execute`; throws `InvalidToolInputError` on a mismatch. */
export type ToolInputCheck = (input: unknown) => Promise<unknown>;

type AiSdkValidation = { success: true; value: unknown } | { success: false; error: unknown };

/**
 * The input check of an AI SDK tool, chosen once per tool from its schema:
 *
 * - a Standard Schema (Zod, Valibot, ArkType): its `validate`, whose parsed value is passed on (defaults and
 *   transforms apply, as when the AI SDK calls the tool);
 * - an AI SDK schema with `validate` (`jsonSchema(schema, { validate })`, `zodSchema(...)`): that function;
 * - any other JSON Schema (a `jsonSchema()` wrapper without `validate`, a plain object): checked against the
 *   JSON Schema itself, so a wrong field is caught before the tool runs, which the AI SDK alone would not do.
 *
 * Every failure becomes an `InvalidToolInputError` naming the tool, the field and what was expected. A call
 * without arguments (`codemode.list_items()`) is checked and passed on as `{}`, since AI SDK tool inputs are
 * always objects.
 */
export function toolInputCheck(schema: unknown, location: ToolLocation): ToolInputCheck {
  if (isStandardValidator(schema)) return (input) => parseToolInput(schema, input ?? {}, location);
  if (isAiSdkSchema(schema) && typeof schema.validate === "function") {
    const validate = schema.validate as (value: unknown) => AiSdkValidation | PromiseLike<AiSdkValidation>;
    return async (input) => {
      const outcome = await validate(input ?? {});
      if (outcome.success) return outcome.value;
      throw new InvalidToolInputError(location.namespace, location.tool, issuesOf(outcome.error), {
        cause: outcome.error,
      });
    };
  }
  const converted = jsonSchemaOf(schema, "input");
  if (converted === undefined) return async (input) => input ?? {};
  return async (input) => {
    const value = input ?? {};
    const jsonSchema = isPromiseLike(converted) ? await converted : converted;
    const issues = validateJsonSchema(jsonSchema, value);
    if (issues.length > 0) throw new InvalidToolInputError(location.namespace, location.tool, issues);
    return value;
  };
}

/** Issues out of whatever a validator failed with: a ZodError, a TypeValidationError wrapping issues, any Error. */
function issuesOf(error: unknown): ToolInputIssue[] {
  const candidates = [error, (error as { cause?: unknown } | undefined)?.cause];
  for (const candidate of candidates) {
    const issues = Array.isArray(candidate)
      ? candidate
      : (candidate as { issues?: unknown } | undefined)?.issues;
    if (Array.isArray(issues) && issues.every(isIssue)) return toToolInputIssues(issues);
  }
  const message = error instanceof Error ? error.message : String(error);
  return [{ path: "input", message }];
}

function isIssue(value: unknown): value is StandardIssue {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { message?: unknown }).message === "string"
  );
}
