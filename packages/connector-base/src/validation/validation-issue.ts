/**
 * One reason a value does not match a JSON Schema. `path` names the offending value from the root
 * (`input.labels[0]`), `message` completes the sentence (`must be a string, got number`), so
 * `${path} ${message}` reads as an instruction a model can act on.
 */
export interface ValidationIssue {
  /** Where the problem is, from the root name: `input`, `input.owner`, `input.labels[0]`, `input["x-id"]`. */
  path: string;
  /** What is wrong, as the rest of a sentence that starts with the path. */
  message: string;
  /** The JSON Schema keyword that failed (`type`, `required`, `enum`, ...). */
  keyword: string;
}

/** Options of `validateJsonSchema`. */
export interface ValidateJsonSchemaOptions {
  /** Name of the root value in issue paths. Defaults to `input`. */
  rootName?: string;
  /** Stop after this many issues; the first few are what a reader fixes first. Defaults to 20. */
  maxIssues?: number;
}
