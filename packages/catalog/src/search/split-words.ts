import { cutAt } from "./input-bounds.ts";

/**
 * Longest word kept, in UTF-16 code units: a longer word is cut to this length, in names, descriptions and
 * queries alike (so they still meet). Real words and identifiers are far shorter; the bound keeps the work
 * done per word (prefix and truncation matching) constant, so ranking stays linear in the query.
 */
export const MAX_WORD_LENGTH = 64;

/**
 * Splits names and prose into lowercase words: camelCase and PascalCase humps (`getHTTPResponse` ->
 * `get http response`), snake_case, kebab-case, dots, slashes, spaces and letter/digit boundaries
 * (`oauth2Token` -> `oauth 2 token`). Letters and digits of any script are kept; everything else separates.
 *
 * One splitter serves method names, parameter names, descriptions and queries alike, so a query written
 * in any of those styles meets the same words the index holds. Words longer than {@link MAX_WORD_LENGTH} are cut.
 */
export function splitWords(text: string): string[] {
  const separated = text
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .replace(/(\p{L})(\p{N})/gu, "$1 $2")
    .replace(/(\p{N})(\p{L})/gu, "$1 $2")
    .toLowerCase();
  const words: string[] = [];
  for (const word of separated.split(/[^\p{L}\p{N}]+/u))
    if (word.length > 0) words.push(cutAt(word, MAX_WORD_LENGTH));
  return words;
}
