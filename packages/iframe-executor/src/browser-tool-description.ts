/**
 * Description of the browser Code Mode tool when none is given. `{{types}}` is replaced by the TypeScript
 * declarations of the tools. It asks for plain JavaScript, though `normalizeCode` also strips TypeScript syntax.
 */
export const DEFAULT_BROWSER_TOOL_DESCRIPTION = `Run JavaScript in a sandbox to reach a goal with the tools declared below, and get back what it returns.

Tools, declared in TypeScript:
{{types}}

Send a single async arrow function in plain JavaScript. Call tools with await through \`codemode\`, combine their results in code, and return only what is needed. There is no network access; console output comes back with the result.

For example: async () => { const hits = await codemode.searchDocs({ query: "refund policy" }); return hits.slice(0, 3); }`;
