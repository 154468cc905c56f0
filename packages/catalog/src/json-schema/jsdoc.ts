import type { ProseShaper } from "./prose-shaper.ts";
import { arrayKeyword, type SchemaObject, stringKeyword } from "./schema-node.ts";

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
 * pydantic set it to the property name, which only repeats what the type already says.) With a `prose`
 * shaper, the description is shaped by it (plain text within a budget).
 */
export function schemaDocumentation(schema: SchemaObject, prose?: ProseShaper): string[] {
  const lines: string[] = [];
  const description = stringKeyword(schema, "description")?.trim();
  if (description) lines.push(...commentText(prose === undefined ? description : prose.field(description)));
  const format = stringKeyword(schema, "format")?.trim();
  if (format) lines.push(...commentText(`@format ${format}`));
  const defaultText = "default" in schema ? valueText(schema.default) : undefined;
  if (defaultText !== undefined) lines.push(...commentText(`@default ${defaultText}`));
  const exampleText = valueText(firstExample(schema));
  if (exampleText !== undefined) lines.push(...commentText(`@example ${exampleText}`));
  if (schema.deprecated === true) lines.push("@deprecated");
  return lines;
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
