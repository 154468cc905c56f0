import { stemWord } from "./stem-word.ts";
import { isActionVerb, stemsOf } from "./verb-kinds.ts";

/**
 * Prefixes and particles English glues onto a word without changing what it is about: up-vote, auto-scale,
 * sub-account, co-owner, multi-region. Not `re` nor `pre` (too many words only look like them: re-fund,
 * re-port, pre-sent, pre-vent), nor `un`, which turns a word into its opposite; `re` before a verb is read
 * apart (see {@link AGAIN}).
 */
const BOUND_HEADS: ReadonlySet<string> = new Set(
  "up down out over under sub auto co multi non self".split(" "),
);

/** Longest of {@link BOUND_HEADS}: no longer start of a word is looked up. */
const LONGEST_HEAD = Math.max(...[...BOUND_HEADS].map((head) => head.length));

/** Fewest letters the stem of the known word a glued word is read as has. */
const MINIMUM_TAIL_STEM_LENGTH = 4;

/**
 * The prefix that says a verb's action again (re-activate, re-send, re-open, re-assign): the word is read
 * as the verb it is glued to when that is a known action verb (so re-fund, re-port or re-quest never
 * are), except in {@link NOT_AGAIN}.
 */
const AGAIN = "re";

/** Stems of words that open with {@link AGAIN} and a known verb but do not mean doing it again. */
const NOT_AGAIN: ReadonlySet<string> = stemsOf("remove return review remark research");

/**
 * The word `word` is glued from after a prefix or particle (see {@link BOUND_HEADS}, {@link AGAIN}) whose
 * stem `isIndexed` accepts: `vote` for "upvote", `scale` for "autoscale", `accounts` for "subaccounts",
 * `activate` for "reactivate"; `undefined` when there is none. Meant for a query word that matches nothing
 * in the catalog, whose known word is then the next best match.
 */
export function gluedTail(word: string, isIndexed: (stem: string) => boolean): string | undefined {
  if (word.startsWith(AGAIN) && !NOT_AGAIN.has(stemWord(word))) {
    const verb = word.slice(AGAIN.length);
    const stem = stemWord(verb);
    if (stem.length >= MINIMUM_TAIL_STEM_LENGTH && isActionVerb(stem) && isIndexed(stem)) return verb;
  }
  for (let cut = 2; cut <= Math.min(LONGEST_HEAD, word.length - MINIMUM_TAIL_STEM_LENGTH); cut++) {
    if (!BOUND_HEADS.has(word.slice(0, cut))) continue;
    const tail = word.slice(cut);
    const stem = stemWord(tail);
    if (stem.length >= MINIMUM_TAIL_STEM_LENGTH && isIndexed(stem)) return tail;
  }
  return undefined;
}
