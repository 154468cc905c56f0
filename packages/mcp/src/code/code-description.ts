import type { UpstreamTool } from "./upstream-tools.ts";

/** Placeholder of the example call in a `codeMcpServer` description. */
export const EXAMPLE_PLACEHOLDER = "{{example}}";

/**
 * Default description of `codeMcpServer`'s `code` tool: the declarations of every upstream tool (in place of
 * `{{types}}`), the shape of program to write, and an example call of the first tool (`{{example}}`).
 */
export const CODE_MCP_DESCRIPTION = `Run JavaScript in an isolated sandbox to reach a goal by calling the tools below.

Available:
{{types}}

Reply with one async arrow function written in plain JavaScript whose return value is the answer.
Write JavaScript, not TypeScript: no type annotations, interfaces or generics.
Put the statements straight into the arrow function's body; do not declare a named function and then call it.

${EXAMPLE_PLACEHOLDER}`;

/** An example program calling the first tool with placeholder arguments of the right JSON types. */
export function exampleCall(tools: readonly UpstreamTool[]): string {
  const first = tools[0];
  if (first === undefined) return "";
  const properties = (first.descriptor.inputSchema.properties ?? {}) as Record<string, { type?: unknown }>;
  const fields = Object.entries(properties).map(
    ([key, schema]) => `${safeKey(key)}: ${placeholder(schema?.type)}`,
  );
  const input = fields.length > 0 ? `{ ${fields.join(", ")} }` : "{}";
  return `Example: async () => { const result = await codemode.${first.method}(${input}); return result; }`;
}

/** Fills the template: `{{types}}` and `{{example}}`, literally (a `$` in the text stays as written). */
export function renderCodeDescription(template: string, types: string, example: string): string {
  return template.split("{{types}}").join(types).split(EXAMPLE_PLACEHOLDER).join(example);
}

function placeholder(type: unknown): string {
  const first = Array.isArray(type) ? type[0] : type;
  if (first === "number" || first === "integer") return "0";
  if (first === "boolean") return "true";
  if (first === "array") return "[]";
  if (first === "object") return "{}";
  return '"..."';
}

function safeKey(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : JSON.stringify(key);
}
