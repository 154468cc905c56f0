import {
  formatIssuePath,
  InvalidToolInputError,
  type IssuePathSegment,
  type ToolInputIssue,
} from "./tool-input-error.ts";

/** An issue as Standard Schema v1 reports it. */
export interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<IssuePathSegment>;
}

/** The Standard Schema v1 surface codemode needs: `validate`. */
export interface StandardValidator {
  readonly "~standard": {
    readonly vendor?: string;
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value?: unknown; readonly issues?: ReadonlyArray<StandardIssue> }
      | PromiseLike<{ readonly value?: unknown; readonly issues?: ReadonlyArray<StandardIssue> }>;
  };
}

/** Whether `value` implements Standard Schema v1 (Zod 3.24+ and 4, Valibot, ArkType, ...). */
export function isStandardValidator(value: unknown): value is StandardValidator {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return false;
  const standard = (value as { "~standard"?: { validate?: unknown } })["~standard"];
  return typeof standard === "object" && standard !== null && typeof standard.validate === "function";
}

/** Standard Schema issues as codemode's `{ path, message }` issues. */
export function toToolInputIssues(issues: ReadonlyArray<StandardIssue>): ToolInputIssue[] {
  return issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message }));
}

/**
 * Validates a tool's input with its Standard Schema and returns the parsed value (defaults and transforms
 * applied, as the frameworks pass it to `execute`).
 *
 * @throws InvalidToolInputError naming every issue, when the schema rejects the input.
 */
export async function parseToolInput(
  schema: StandardValidator,
  input: unknown,
  where: { namespace: string; tool: string },
): Promise<unknown> {
  const outcome = await schema["~standard"].validate(input);
  if (outcome.issues === undefined) return outcome.value;
  throw new InvalidToolInputError(where.namespace, where.tool, toToolInputIssues(outcome.issues));
}
