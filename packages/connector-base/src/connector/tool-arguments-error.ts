import { CodemodeError } from "@codemode/runtime-core";
import type { ValidationIssue } from "../validation/validation-issue.ts";

const LISTED_ISSUES = 5;

/**
 * Arguments of a connector call that do not match the tool's input schema. Raised before `execute` runs, so
 * nothing happened; the message names each wrong field and what it should be
 * (`github.create_issue: input.labels[0] must be a string, got number`) so the model can fix its call.
 */
export class ToolArgumentsError extends CodemodeError {
  /** The connector's sandbox namespace. */
  readonly connector: string;
  /** The method that was called. */
  readonly method: string;
  /** Every mismatch found (the message lists the first few). */
  readonly issues: readonly ValidationIssue[];

  constructor(connector: string, method: string, issues: readonly ValidationIssue[]) {
    const listed = issues.slice(0, LISTED_ISSUES).map((issue) => `${issue.path} ${issue.message}`);
    const more = issues.length > LISTED_ISSUES ? ` (and ${issues.length - LISTED_ISSUES} more)` : "";
    super(
      "invalid_argument",
      `${connector}.${method}: ${listed.join("; ")}${more}. The call did not run: fix the arguments and call it again ` +
        `(codemode.describe("${connector}.${method}") shows the expected input).`,
    );
    this.name = "ToolArgumentsError";
    this.connector = connector;
    this.method = method;
    this.issues = issues;
  }
}
