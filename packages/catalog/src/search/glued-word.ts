/**
 * Prefixes and particles English glues onto a word without changing what it is about: up-vote, auto-scale,
 * sub-account, co-owner, un-follow (`un` reverses an action on the same thing). Not `re`: too many words
 * only look like it (re-fund, re-port, re-move, re-view).
 */
const BOUND_HEADS: ReadonlySet<string> = new Set(
  "up down out over under un sub auto pre co multi non self".split(" "),
);

/** Longest of {@link BOUND_HEADS}: no longer start of a word is looked up. */
const LONGEST_HEAD = Math.max(...[...BOUND_HEADS].map((head) => head.length));

/** Shortest known word a glued word is read as. */
const MINIMUM_TAIL_LENGTH = 4;

/**
 * The known word `word` is glued from after a prefix or particle (see {@link BOUND_HEADS}): `vote` for
 * "upvote", `scale` for "autoscale", `account` for "subaccount" when `known` accepts it; `undefined` when
 * there is none. Meant for a query word the catalog lacks, whose own word is then the next best match.
 */
export function gluedTail(word: string, known: (word: string) => boolean): string | undefined {
  for (let cut = 2; cut <= Math.min(LONGEST_HEAD, word.length - MINIMUM_TAIL_LENGTH); cut++) {
    if (!BOUND_HEADS.has(word.slice(0, cut))) continue;
    const tail = word.slice(cut);
    if (known(tail)) return tail;
  }
  return undefined;
}
