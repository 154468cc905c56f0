import { isActionVerb } from "./query-intent.ts";
import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";

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
  const resources: string[] = [];
  let last: string | undefined;
  for (const term of nameTerms) {
    if (qualifying.has(term)) continue;
    if (isActionVerb(term)) {
      if (last !== undefined) resources.push(last);
      last = undefined;
    } else last = term;
  }
  if (last !== undefined) resources.push(last);
  return resources;
}

/**
 * The positions in `nameTerms` that hold one of the name's {@link nameResources}, as bits (bit `p` for
 * position `p`; positions past 30 are left out, names are a few words). Every position of a resource word
 * is marked, so a name that repeats it (`customers customer`) marks each.
 */
export function resourceMask(nameTerms: readonly string[], method: string): number {
  const resources = nameResources(nameTerms, method);
  let mask = 0;
  for (let position = 0; position < nameTerms.length && position < MASK_POSITIONS; position++)
    if (resources.includes(nameTerms[position] as string)) mask |= 1 << position;
  return mask;
}

const MASK_POSITIONS = 31;

/** Marks a position of a {@link ResourceMasks} table not worked out yet. */
const UNKNOWN = -1;

/**
 * Per document position, its {@link resourceMask}, each worked out the first time ranking weighs that
 * document (most documents never reach the multipliers), so the index and its stored form stay as they are.
 */
export type ResourceMasks = Int32Array;

const TABLES = new WeakMap<readonly object[], ResourceMasks>();

/** The resource masks of an index's `documents`, all unknown the first time they are asked for. */
export function resourceMasks(documents: readonly object[]): ResourceMasks {
  let table = TABLES.get(documents);
  if (table === undefined) {
    table = new Int32Array(documents.length).fill(UNKNOWN);
    TABLES.set(documents, table);
  }
  return table;
}

/** The mask of the document at `position`, worked out and kept in `table` the first time. */
export function resourceMaskAt(
  table: ResourceMasks,
  position: number,
  nameTerms: readonly string[],
  method: string,
): number {
  let mask = table[position] as number;
  if (mask === UNKNOWN) {
    mask = resourceMask(nameTerms, method);
    table[position] = mask;
  }
  return mask;
}
