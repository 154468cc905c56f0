import { COMMON_RESOURCE_SHARE } from "./ranking-parameters.ts";
import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { isActionVerb } from "./verb-kinds.ts";

/**
 * Prepositions that, once a name has named its object, open what qualifies it rather than what it acts on:
 * `list_stargazers_for_repo` lists stargazers, `searchForIssuesUsingJql` searches issues. General English.
 */
const QUALIFYING_WORDS: ReadonlySet<string> = new Set(
  "for with by in into on of to from as at via per using within without across under over between".split(" "),
);

/**
 * The resources a method's name says it acts on (stemmed): in each run of words between its verbs, the
 * last word, leaving out what follows a preposition after the object. In English compounds the last noun
 * is the head, and what follows a preposition is a parent or a filter: `list_stargazers_for_repo` ->
 * `stargaz`, `GetCustomersCustomerCards` -> `card`, `findAssignableUsers` -> `user`, `conversations_history`
 * -> `history`, `chat_postEphemeral` -> `chat`, `ephemeral` (a resource, then what is done to it).
 * Empty when the name has only verbs.
 *
 * `nameTerms` are the name's stemmed words as the index holds them (glued words split), `method` the name
 * as written, whose prepositions the index drops.
 */
export function nameResources(nameTerms: readonly string[], method: string): string[] {
  const resources: string[] = [];
  eachRun(nameTerms, qualifyingTerms(method), (last) => resources.push(last));
  return resources;
}

/**
 * Calls `visit` with the last word of each run of `nameTerms` between verbs, and the word before it in the
 * run (if any), leaving out the `qualifying` words.
 */
function eachRun(
  nameTerms: readonly string[],
  qualifying: ReadonlySet<string>,
  visit: (last: string, before: string | undefined) => void,
): void {
  let last: string | undefined;
  let before: string | undefined;
  for (const term of nameTerms) {
    if (qualifying.has(term)) continue;
    if (isActionVerb(term)) {
      if (last !== undefined) visit(last, before);
      last = undefined;
      before = undefined;
    } else {
      before = last;
      last = term;
    }
  }
  if (last !== undefined) visit(last, before);
}

/** The stemmed words of `method` that follow a preposition after its object (what qualifies it). */
function qualifyingTerms(method: string): Set<string> {
  const written = splitWords(method);
  let seenObject = false;
  let cut = written.length;
  for (let position = 0; position < written.length; position++) {
    const word = written[position] as string;
    if (QUALIFYING_WORDS.has(word)) {
      if (seenObject) {
        cut = position;
        break;
      }
      continue;
    }
    if (!isActionVerb(stemWord(word))) seenObject = true;
  }
  const qualifying = new Set<string>();
  for (let position = cut + 1; position < written.length; position++)
    qualifying.add(stemWord(written[position] as string));
  return qualifying;
}

/**
 * The words of a name that stand in for a resource too common in its catalog to tell methods apart: for
 * each run of words between verbs whose last word `isCommon` says is common, the word before it in the run.
 * `volumeActions_post` acts on actions, but in a catalog where many names end on `actions` it is the
 * volume's actions the name picks out (`volum`). A run of one word has none.
 */
export function standInResources(
  nameTerms: readonly string[],
  method: string,
  isCommon: (term: string) => boolean,
): string[] {
  return standInsOf(nameTerms, qualifyingTerms(method), isCommon);
}

function standInsOf(
  nameTerms: readonly string[],
  qualifying: ReadonlySet<string>,
  isCommon: (term: string) => boolean,
): string[] {
  const standIns: string[] = [];
  eachRun(nameTerms, qualifying, (last, before) => {
    if (before !== undefined && isCommon(last)) standIns.push(before);
  });
  return standIns;
}

/**
 * The positions in `nameTerms` that hold one of the name's {@link nameResources} (bit `p` for position `p`)
 * or, when `isCommon` is given, one of its {@link standInResources} (bit `STAND_IN_SHIFT + p`), as bits;
 * positions from `STAND_IN_SHIFT` on are left out, names are a few words. Every position of a resource word
 * is marked, so a name that repeats it (`customers customer`) marks each.
 */
export function resourceMask(
  nameTerms: readonly string[],
  method: string,
  isCommon?: (term: string) => boolean,
): number {
  // The qualifying words are worked out once for both walks (they split and stem the written name).
  const qualifying = qualifyingTerms(method);
  const resources: string[] = [];
  eachRun(nameTerms, qualifying, (last) => resources.push(last));
  const standIns = isCommon === undefined ? [] : standInsOf(nameTerms, qualifying, isCommon);
  let mask = 0;
  for (let position = 0; position < nameTerms.length && position < STAND_IN_SHIFT; position++) {
    const term = nameTerms[position] as string;
    if (resources.includes(term)) mask |= 1 << position;
    else if (standIns.includes(term)) mask |= 1 << (position + STAND_IN_SHIFT);
  }
  return mask;
}

/** Where a mask's stand-in bits begin: bit `STAND_IN_SHIFT + p` marks a stand-in at position `p`. */
export const STAND_IN_SHIFT = 15;

/** Marks a position of a {@link ResourceMasks} table not worked out yet. */
const UNKNOWN = -1;

/**
 * Per document position, its {@link resourceMask}, each worked out the first time ranking weighs that
 * document (most documents never reach the multipliers), so the index and its stored form stay as they are;
 * and the name words common enough in the index's names (`COMMON_RESOURCE_SHARE`) to have stand-ins.
 */
export type ResourceMasks = { masks: Int32Array; common: ReadonlySet<string> };

const TABLES = new WeakMap<readonly object[], ResourceMasks>();

/**
 * The resource masks of an index's `documents`, all unknown the first time they are asked for. `phrases`
 * hold the documents' name words (by position), counted once per index for the common words.
 */
export function resourceMasks(
  documents: readonly object[],
  phrases: readonly { readonly name: readonly string[] }[],
): ResourceMasks {
  let table = TABLES.get(documents);
  if (table === undefined) {
    table = {
      masks: new Int32Array(documents.length).fill(UNKNOWN),
      common: commonNameWords(phrases.map((phrase) => phrase.name)),
    };
    TABLES.set(documents, table);
  }
  return table;
}

/** The words that more than a `share` of `names` have (each name counted once per word). */
export function commonNameWords(
  names: readonly (readonly string[])[],
  share: number = COMMON_RESOURCE_SHARE,
): ReadonlySet<string> {
  const counts = new Map<string, number>();
  for (const name of names)
    for (let position = 0; position < name.length; position++) {
      const term = name[position] as string;
      if (name.indexOf(term) === position) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
  const common = new Set<string>();
  const least = share * names.length;
  for (const [term, count] of counts) if (count > least) common.add(term);
  return common;
}

/** The mask of the document at `position`, worked out and kept in `table` the first time. */
export function resourceMaskAt(
  table: ResourceMasks,
  position: number,
  nameTerms: readonly string[],
  method: string,
): number {
  let mask = table.masks[position] as number;
  if (mask === UNKNOWN) {
    mask = resourceMask(nameTerms, method, (term) => table.common.has(term));
    table.masks[position] = mask;
  }
  return mask;
}
