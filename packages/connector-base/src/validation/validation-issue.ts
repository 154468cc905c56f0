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
  /**
   * The `openapi` (or `swagger`) version of the document the schema came from, when it has no `$schema`:
   * `2.0` and `3.0.x` read it as draft-04 with `nullable` (boolean `exclusiveMinimum`, `$ref` replacing its
   * siblings); `3.1.x` as JSON Schema 2020-12. Without either, the schema is read as 2020-12 that also
   * understands the older spellings and `nullable`.
   */
  openApiVersion?: string;
  /**
   * Check `format` (`date-time`, `email`, `uuid`, ...) instead of treating it as an annotation. Defaults to
   * `false`, as JSON Schema 2019-09 and later specify.
   */
  assertFormat?: boolean;
}
