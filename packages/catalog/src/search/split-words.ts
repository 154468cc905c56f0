/**
 * Splits names and prose into lowercase words: camelCase and PascalCase humps (`getHTTPResponse` ->
 * `get http response`), snake_case, kebab-case, dots, slashes, spaces and letter/digit boundaries
 * (`oauth2Token` -> `oauth 2 token`). Letters and digits of any script are kept; everything else separates.
 *
 * One splitter serves method names, parameter names, descriptions and queries alike, so a query written
 * in any of those styles meets the same words the index holds.
 */
export function splitWords(text: string): string[] {
  const separated = text
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .replace(/(\p{L})(\p{N})/gu, "$1 $2")
    .replace(/(\p{N})(\p{L})/gu, "$1 $2")
    .toLowerCase();
  return separated.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}
