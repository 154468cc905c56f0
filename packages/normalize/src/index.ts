export { type CodeToken, codeTokens } from "./code-tokens.ts";
export type { ErasureResult } from "./erase-typescript.ts";
export type { UnsupportedConstruct } from "./erasure-context.ts";
export { extractFencedCode } from "./extract-code.ts";
export { type NormalizeCodeOptions, normalizeCode } from "./normalize-code.ts";
export { singleExpressionError } from "./single-expression.ts";
export { readTypeScript, stripTypeScript } from "./strip-typescript.ts";
