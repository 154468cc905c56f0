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
 * Text whose letters and digits are all ASCII (nearly every name and description; punctuation such as `’`
 * or `—` may be anything) is split by one scan that gives exactly what {@link splitWordsByPattern} gives,
 * without building intermediate strings.
 */
export function splitWords(text: string): string[] {
  return hasOnlyAsciiWords(text) ? splitAsciiWords(text) : splitWordsByPattern(text);
}

/** {@link splitWords} for text in any script, by Unicode property patterns (the definition of a word). */
export function splitWordsByPattern(text: string): string[] {
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

const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/**
 * Whether every character outside ASCII separates words: neither a letter nor a number, nor half of a
 * surrogate pair (which may be either). The patterns never match across a separator and lower-casing
 * leaves the ASCII letters' boundaries as they are, so the scan agrees with them on such text.
 */
function hasOnlyAsciiWords(text: string): boolean {
  for (let position = 0; position < text.length; position++) {
    const code = text.charCodeAt(position);
    if (code < 0x80) continue;
    if (code >= 0xd800 && code <= 0xdfff) return false;
    if (LETTER_OR_NUMBER.test(text.charAt(position))) return false;
  }
  return true;
}

const SEPARATOR = 0;
const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;

function kindOf(code: number): number {
  if (code >= 97 && code <= 122) return LOWER;
  if (code >= 65 && code <= 90) return UPPER;
  if (code >= 48 && code <= 57) return DIGIT;
  return SEPARATOR;
}

/**
 * The pattern rules on ASCII letters and digits (any other character separates): a word ends at a separator, between a lower and an upper case letter, before
 * the last of two or more capitals followed by a lower case letter (`HTTPResponse` -> `HTTP Response`), and
 * between a letter and a digit either way.
 */
function splitAsciiWords(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  let previous = SEPARATOR;
  for (let position = 0; position < text.length; position++) {
    const kind = kindOf(text.charCodeAt(position));
    if (kind === SEPARATOR) {
      if (start >= 0) words.push(asciiWord(text, start, position));
      start = -1;
    } else if (start < 0) {
      start = position;
    } else if (
      (previous === LOWER && kind === UPPER) ||
      (previous === UPPER && kind === UPPER && kindOf(text.charCodeAt(position + 1)) === LOWER) ||
      (previous !== DIGIT && kind === DIGIT) ||
      (previous === DIGIT && kind !== DIGIT)
    ) {
      words.push(asciiWord(text, start, position));
      start = position;
    }
    previous = kind;
  }
  if (start >= 0) words.push(asciiWord(text, start, text.length));
  return words;
}

function asciiWord(text: string, start: number, end: number): string {
  return text.slice(start, Math.min(end, start + MAX_WORD_LENGTH)).toLowerCase();
}
