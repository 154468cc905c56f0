import type { ProseShaper } from "./prose-shaper.ts";
import { arrayKeyword, type SchemaObject, stringKeyword } from "./schema-node.ts";

/**
 * Formats that only restate a number's storage width: a budgeted rendering leaves them out (the type already
 * says `number`), and keeps the ones that say how to write a value (`date-time`, `uri`, `email`).
 */
const NUMBER_FORMATS = new Set(["int32", "int64", "float", "double", "integer", "decimal", "number"]);

/** Examples and defaults longer than this (as JSON) are left out: they cost more context than they teach. */
const MAX_VALUE_TEXT = 120;

/**
 * Makes arbitrary text safe inside a `/** ... *\/` comment: `*\/` cannot close it early, line breaks are
 * normalized, trailing spaces and runs of blank lines are removed.
 */
export function commentText(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u2028\u2029]/g, "\n")
    .split("\n")
    .map((line) => line.replace(/\*\//g, "*\\/").trimEnd());
  const kept: string[] = [];
  for (const line of lines) {
    if (line === "" && (kept.length === 0 || kept[kept.length - 1] === "")) continue;
    kept.push(line);
  }
  while (kept.length > 0 && kept[kept.length - 1] === "") kept.pop();
  return kept;
}

/**
 * The documentation lines of a schema: its `description`, then `@format`, `@default`, `@example` and
 * `@deprecated` tags, so a model sees the hints a type cannot carry. (`title` is left out: generators such as
 * pydantic set it to the property name, which only repeats what the type already says.) With a budgeted
 * `prose` shaper (what `describe` uses), the description is plain text within the budget, examples are left
 * out (they repeat what the type and the description say, at a cost in context; the full text keeps them)
 * and everything is one line.
 */
export function schemaDocumentation(schema: SchemaObject, prose?: ProseShaper): string[] {
  const budgeted = prose?.budget !== undefined;
  const lines: string[] = [];
  const description = stringKeyword(schema, "description")?.trim();
  if (description) lines.push(...commentText(prose === undefined ? description : prose.field(description)));
  const format = stringKeyword(schema, "format")?.trim();
  if (format && budgeted && NUMBER_FORMATS.has(format) && prose !== undefined) prose.shortened = true;
  else if (format) lines.push(...commentText(`@format ${format}`));
  const defaultText = "default" in schema ? valueText(schema.default) : undefined;
  if (defaultText !== undefined) lines.push(...commentText(`@default ${defaultText}`));
  const exampleText = valueText(firstExample(schema));
  if (exampleText !== undefined && !budgeted) lines.push(...commentText(`@example ${exampleText}`));
  if (exampleText !== undefined && budgeted && prose !== undefined) prose.shortened = true;
  if (schema.deprecated === true) lines.push("@deprecated");
  if (!budgeted || lines.length < 2) return lines;
  return [lines.filter((line) => line !== "").join(" ")];
}

/** A JSDoc block for `lines` at `indent`: one line when it fits on one, else a starred block; "" when empty. */
export function docComment(lines: readonly string[], indent: string): string {
  if (lines.length === 0) return "";
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  const body = lines.map((line) => (line === "" ? `${indent} *` : `${indent} * ${line}`)).join("\n");
  return `${indent}/**\n${body}\n${indent} */\n`;
}

function firstExample(schema: SchemaObject): unknown {
  const examples = arrayKeyword(schema, "examples");
  if (examples !== undefined && examples.length > 0) return examples[0];
  return schema.example;
}

function valueText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return undefined;
  }
  if (text === undefined || text.length > MAX_VALUE_TEXT) return undefined;
  return text;
}
