import { validateJsonSchema } from "./validate-json-schema.ts";
import type { ValidateJsonSchemaOptions } from "./validation-issue.ts";

/** `$schema` URIs of the drafts, for tables of cases. */
export const DRAFT = {
  4: "http://json-schema.org/draft-04/schema#",
  6: "http://json-schema.org/draft-06/schema#",
  7: "http://json-schema.org/draft-07/schema#",
  2019: "https://json-schema.org/draft/2019-09/schema",
  2020: "https://json-schema.org/draft/2020-12/schema",
} as const;

/** One row of a keyword table: a schema, values it accepts and values it rejects. */
export interface KeywordCase {
  name: string;
  schema: unknown;
  valid: unknown[];
  invalid: unknown[];
  options?: ValidateJsonSchemaOptions;
}

/** One test per value of every row: `[description, schema, value, expectedValid, options]`. */
export function expandCases(
  rows: readonly KeywordCase[],
): Array<[string, unknown, unknown, boolean, ValidateJsonSchemaOptions | undefined]> {
  return rows.flatMap((row) => [
    ...row.valid.map(
      (value) => [`${row.name}: accepts ${preview(value)}`, row.schema, value, true, row.options] as const,
    ),
    ...row.invalid.map(
      (value) => [`${row.name}: rejects ${preview(value)}`, row.schema, value, false, row.options] as const,
    ),
  ]) as Array<[string, unknown, unknown, boolean, ValidateJsonSchemaOptions | undefined]>;
}

/** Whether the validator accepts `value`. */
export function accepts(schema: unknown, value: unknown, options?: ValidateJsonSchemaOptions): boolean {
  return validateJsonSchema(schema, value, options).length === 0;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
