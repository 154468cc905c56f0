import { isActionVerb } from "./query-intent.ts";
import { stemWord } from "./stem-word.ts";

/**
 * Prefixes and particles English glues onto a word without changing what it is about: up-vote, auto-scale,
 * sub-account, co-owner, multi-region. Not `re` nor `pre` (too many words only look like them: re-fund,
 * re-move, pre-sent, pre-vent), nor `un`, which turns a word into its opposite.
 */
const BOUND_HEADS: ReadonlySet<string> = new Set(
  "up down out over under sub auto co multi non self".split(" "),
);

/** Longest of {@link BOUND_HEADS}: no longer start of a word is looked up. */
const LONGEST_HEAD = Math.max(...[...BOUND_HEADS].map((head) => head.length));

/**
 * Latin prefixes that make another word of what follows more often than a compound of two (pre-sent,
 * mis-take, con-test, pro-test, com-ment, dis-play, per-form, inter-view, trans-port): a word that opens with
 * one is not read as a compound ({@link gluedTail}). General English.
 */
const LATIN_PREFIXES: readonly string[] = "pre pro con com dis mis per inter trans".split(" ");

/** Fewest letters of the first word of a compound ("web" of "website") that {@link gluedTail} splits. */
const MINIMUM_COMPOUND_HEAD_LENGTH = 3;

/** Most letters of a word {@link gluedTail} reads as a compound of two: a longer one is no word of English. */
const MAXIMUM_COMPOUND_LENGTH = 30;

/** Fewest letters the stem of the known word a glued word is read as has. */
const MINIMUM_TAIL_STEM_LENGTH = 4;

/**
 * The word `word` is glued from after a prefix or particle (see {@link BOUND_HEADS}) whose stem `isIndexed`
 * accepts: `vote` for "upvote", `scale` for "autoscale", `accounts` for "subaccounts"; failing that, the last
 * word of a compound of two, which says what the whole is (a website is a site, a homepage a page): the
 * longest such tail `isIndexed` accepts, after a first word of three letters or more, unless the word opens
 * with a Latin prefix ({@link LATIN_PREFIXES}) or the tail is a known verb ("bookmark" is no mark, "wishlist"
 * no listing). `undefined` when there is none. Meant for a query word that matches nothing in the catalog,
 * whose known word is then the next best match.
 */
export function gluedTail(word: string, isIndexed: (stem: string) => boolean): string | undefined {
  for (let cut = 2; cut <= Math.min(LONGEST_HEAD, word.length - MINIMUM_TAIL_STEM_LENGTH); cut++) {
    if (!BOUND_HEADS.has(word.slice(0, cut))) continue;
    const tail = word.slice(cut);
    const stem = stemWord(tail);
    if (stem.length >= MINIMUM_TAIL_STEM_LENGTH && isIndexed(stem)) return tail;
  }
  if (word.length > MAXIMUM_COMPOUND_LENGTH || LATIN_PREFIXES.some((prefix) => word.startsWith(prefix)))
    return undefined;
  for (let cut = MINIMUM_COMPOUND_HEAD_LENGTH; cut <= word.length - MINIMUM_TAIL_STEM_LENGTH; cut++) {
    const tail = word.slice(cut);
    const stem = stemWord(tail);
    if (stem.length < MINIMUM_TAIL_STEM_LENGTH || isActionVerb(stem)) continue;
    if (isIndexed(stem)) return tail;
  }
  return undefined;
}
