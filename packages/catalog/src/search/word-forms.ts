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
