/**
 * What form a word is written in: a plural, or a form a verb takes that names a thing or a state rather
 * than the action (-ing, -ed).
 */
import { stemWord } from "./stem-word.ts";

/** Whether `word` reads as a plural (or a third-person verb): a final `s`, not `ss`, that stemming removes. */
export function isPluralForm(word: string): boolean {
  return word.endsWith("s") && !word.endsWith("ss") && stemWord(word) !== word;
}

/**
 * Whether `word` (lowercase) is a plural, -ing or -ed form of its stem `stem` rather than its plain form:
 * `releases`, `listings` and `pinned` name things or states; `release`, `embed` and `ping` are plain.
 */
export function isInflectedForm(word: string, stem: string): boolean {
  if (word === stem) return false;
  return (word.endsWith("s") && !word.endsWith("ss")) || word.endsWith("ing") || word.endsWith("ed");
}

/** What splitting leaves of a possessive's `'s` ("the user's files": `user`, `s`, `file`). */
const POSSESSIVE_FRAGMENT = "s";

/**
 * A summary's stems for phrase matching without the fragments possessives leave: "Lists the user's files"
 * says "list ... files" with one word between, as "list files" asks, not two. (The fragment stays a word of
 * the summary field: only word order is read without it. A query's possessives are dropped before it is
 * read, see `query-plan.ts`.)
 */
export function withoutPossessives(stems: string[]): string[] {
  return stems.includes(POSSESSIVE_FRAGMENT) ? stems.filter((stem) => stem !== POSSESSIVE_FRAGMENT) : stems;
}
