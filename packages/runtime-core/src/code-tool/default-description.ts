/** Placeholder of a code tool description that the generated type declarations replace. */
export const TYPES_PLACEHOLDER = "{{types}}";

/**
 * Default description of a framework adapter's code tool. It shows the model the declarations of every
 * callable tool (in place of `{{types}}`) and asks for the one shape the sandbox runs: a single async arrow
 * function in plain JavaScript whose return value is the answer.
 */
export const DEFAULT_DESCRIPTION = `Run JavaScript in an isolated sandbox to reach a goal by calling the tools below.

Available:
${TYPES_PLACEHOLDER}

Reply with one async arrow function written in plain JavaScript whose return value is the answer.
Write JavaScript, not TypeScript: no type annotations, interfaces or generics.
Put the statements straight into the arrow function's body; do not declare a named function and then call it.

Example: async () => { const found = await codemode.search_docs({ query: "rate limits" }); return found; }`;

/**
 * Fills a description template: every `{{types}}` becomes `types`. The replacement is literal, so `$`
 * sequences in declarations (`$ref` properties) are kept as written.
 */
export function renderDescription(template: string, types: string): string {
  return template.split(TYPES_PLACEHOLDER).join(types);
}
