import { CodemodeError } from "../errors.ts";

/** One way a tool's input failed its schema: where (`input.items[0].name`) and what is wrong. */
export interface ToolInputIssue {
  path: string;
  message: string;
}

const LISTED_ISSUES = 5;

/**
 * Input of a tool call, made from sandbox code, that its schema rejected. Raised before the tool's
 * `execute` runs, so nothing happened. The message names the tool, every wrong field and what was expected
 * (`codemode.get_weather: input.days: Too big: expected number to be <=7`), because the model reads it as the
 * error of its program and has to fix the call from it alone.
 */
export class InvalidToolInputError extends CodemodeError {
  /** The sandbox namespace of the tool. */
  readonly namespace: string;
  /** The tool's name. */
  readonly tool: string;
  /** Every issue found (the message lists the first few). */
  readonly issues: readonly ToolInputIssue[];

  constructor(
    namespace: string,
    tool: string,
    issues: readonly ToolInputIssue[],
    options?: { cause?: unknown },
  ) {
    const listed = issues.slice(0, LISTED_ISSUES).map((issue) => `${issue.path}: ${issue.message}`);
    const more = issues.length > LISTED_ISSUES ? ` (and ${issues.length - LISTED_ISSUES} more)` : "";
    const detail =
      listed.length > 0 ? `${listed.join("; ")}${more}` : "the input does not match the tool's schema";
    super(
      "invalid_argument",
      `${namespace}.${tool}: ${detail}. The tool did not run: fix the input to match its declared type and call it again.`,
      options,
    );
    this.name = "InvalidToolInputError";
    this.namespace = namespace;
    this.tool = tool;
    this.issues = issues;
  }
}

/** A path segment as Standard Schema reports it: a key, or an object carrying the key. */
export type IssuePathSegment = PropertyKey | { readonly key: PropertyKey };

/** `["items", 0, "name"]` -> `input.items[0].name`; keys that are not identifiers are quoted. */
export function formatIssuePath(path: ReadonlyArray<IssuePathSegment> | undefined): string {
  let text = "input";
  for (const segment of path ?? []) {
    const key = typeof segment === "object" && segment !== null ? segment.key : segment;
    if (typeof key === "number") text += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) text += `.${key}`;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text;
}
