import { searchWords } from "../analyze-text.ts";
import { MAX_WORD_LENGTH, splitWords } from "../split-words.ts";
import { stemWord } from "../stem-word.ts";
import { RELATED_WORD_GROUPS } from "./related-word-groups.ts";

/**
 * The related-word lookup built from {@link RELATED_WORD_GROUPS}: for a stemmed word, the stems of the
 * single words it is grouped with; for a phrase of consecutive query words, the same. Built once per
 * isolate on first use (not at module load, so importing the catalog costs nothing until a search runs).
 */
export type RelatedWords = {
  /** Stems of the single words related to the word stemmed `stem` (never `stem` itself). */
  ofStem(stem: string): readonly string[];
  /** The longest phrase length in the vocabulary, in words. */
  readonly longestPhrase: number;
  /** Stems of the single words related to the phrase `words` (lowercased, unstemmed, joined by spaces). */
  ofPhrase(words: string): readonly string[] | undefined;
  /**
   * The vocabulary's phrases as documents hold them (stop words left out, stemmed, joined by spaces:
   * "current user", "load balanc"), which the index also keys under {@link PHRASE_MARK}, so a word the
   * query means by a phrase ("logged in" -> "current user") finds the methods that say that phrase.
   */
  readonly documentPhrases: ReadonlySet<string>;
  /** The longest of {@link documentPhrases}, in words. */
  readonly longestDocumentPhrase: number;
};

/** Marks an index key that holds a vocabulary phrase found as consecutive words of a name or summary. */
export const PHRASE_MARK = "+";

let built: RelatedWords | undefined;

/** The shared related-word lookup (built on first call). */
export function relatedWords(): RelatedWords {
  built ??= buildRelatedWords(RELATED_WORD_GROUPS);
  return built;
}

/** Builds a lookup from groups written one per line, members separated by commas. Exported for tests. */
export function buildRelatedWords(groups: string): RelatedWords {
  // Only what finds a group is prepared up front (each member split, each single word filed under its first
  // letters, which stemming keeps: see `SINGLE_WORD_KEY`); a single word is stemmed, and what a group
  // relates worked out, when a query first asks for a stem it may have, so the first search does not pay
  // for the whole vocabulary.
  const members: string[][][] = [];
  const singlesByKey = new Map<string, [word: string, group: number][]>();
  const groupsOfPhrase = new Map<string, number[]>();
  let longestPhrase = 1;
  for (const line of groups.split("\n")) {
    const group: string[][] = [];
    for (const member of line.split(",")) {
      const words = memberWords(member);
      if (words.length > 0) group.push(words);
    }
    if (group.length === 0) continue;
    const position = members.push(group) - 1;
    for (const words of group) {
      if (words.length > longestPhrase) longestPhrase = words.length;
      if (words.length === 1) addSingle(singlesByKey, words[0] as string, position);
      else addGroup(groupsOfPhrase, words.join(" "), position);
    }
  }
  const targets = groupTargets(members);
  const related = (group: readonly number[], without?: string): string[] => {
    const stems = new Set<string>();
    for (const position of group) for (const stem of targets(position)) stems.add(stem);
    if (without !== undefined) stems.delete(without);
    return [...stems];
  };
  const ofStem = new Map<string, readonly string[]>();
  const ofPhrase = new Map<string, readonly string[]>();
  let phrases: { all: Set<string>; longest: number } | undefined;
  const documentPhrases = () => {
    phrases ??= vocabularyPhrases(members);
    return phrases;
  };
  return {
    ofStem: (stem) => {
      let found = ofStem.get(stem);
      if (found === undefined) {
        found = related(groupsOfStem(singlesByKey, stem), stem);
        ofStem.set(stem, found);
      }
      return found;
    },
    longestPhrase,
    ofPhrase: (words) => {
      const group = groupsOfPhrase.get(words);
      if (group === undefined) return undefined;
      let found = ofPhrase.get(words);
      if (found === undefined) {
        found = related(group);
        ofPhrase.set(words, found);
      }
      return found;
    },
    get documentPhrases() {
      return documentPhrases().all;
    },
    get longestDocumentPhrase() {
      return documentPhrases().longest;
    },
  };
}

/**
 * The words of one group member: `splitWords`, with a shortcut for the common member, one lowercase ASCII
 * word (which `splitWords` would give back as it is).
 */
function memberWords(member: string): string[] {
  const word = member.trim();
  return word.length <= MAX_WORD_LENGTH && LOWERCASE_WORD.test(word) ? [word] : splitWords(member);
}

const LOWERCASE_WORD = /^[a-z]+$/;

/**
 * A phrase member as documents hold it (its search words stemmed; joined by spaces, the key), or
 * `undefined` when fewer than two words are left.
 */
function documentPhrase(words: readonly string[]): string[] | undefined {
  const kept = searchWords(words.join(" ")).map(stemWord);
  return kept.length < 2 ? undefined : kept;
}

/**
 * What each group relates its members to, computed on first ask: the stems of its single words (each
 * once, in order), then its phrases as documents hold them, marked with {@link PHRASE_MARK}.
 */
function groupTargets(members: readonly (readonly string[][])[]): (position: number) => readonly string[] {
  const computed: (readonly string[] | undefined)[] = [];
  return (position) => {
    let targets = computed[position];
    if (targets === undefined) {
      const group = members[position] as readonly string[][];
      const singles = new Set<string>();
      for (const words of group) if (words.length === 1) singles.add(stemWord(words[0] as string));
      const list = [...singles];
      for (const words of group) {
        // A single word never gives two search words (it is split already), so only phrases can.
        const phrase = words.length > 1 ? documentPhrase(words) : undefined;
        if (phrase !== undefined) list.push(PHRASE_MARK + phrase.join(" "));
      }
      targets = list;
      computed[position] = targets;
    }
    return targets;
  };
}

/** Every group's phrases as documents hold them, in order, and the longest of them in words. */
function vocabularyPhrases(members: readonly (readonly string[][])[]): { all: Set<string>; longest: number } {
  const all = new Set<string>();
  let longest = 0;
  for (const group of members) {
    for (const words of group) {
      const phrase = words.length > 1 ? documentPhrase(words) : undefined;
      if (phrase === undefined) continue;
      all.add(phrase.join(" "));
      longest = Math.max(longest, phrase.length);
    }
  }
  return { all, longest };
}

/**
 * How many first letters file a single word: a stem keeps its word's first two letters (the stemmer only
 * changes endings; pinned for every member by `related-words.test.ts`), so a stem finds its words there.
 */
const SINGLE_WORD_KEY = 2;

function addSingle(singles: Map<string, [string, number][]>, word: string, group: number): void {
  const key = word.slice(0, SINGLE_WORD_KEY);
  const filed = singles.get(key);
  if (filed === undefined) singles.set(key, [[word, group]]);
  else filed.push([word, group]);
}

/** The groups (in order, each once) with a single word whose stem is `stem`. */
function groupsOfStem(singles: Map<string, [string, number][]>, stem: string): number[] {
  const groups: number[] = [];
  for (const [word, group] of singles.get(stem.slice(0, SINGLE_WORD_KEY)) ?? [])
    if (groups.at(-1) !== group && stemWord(word) === stem) groups.push(group);
  return groups;
}

function addGroup(map: Map<string, number[]>, key: string, group: number): void {
  const groups = map.get(key);
  if (groups === undefined) map.set(key, [group]);
  else if (groups.at(-1) !== group) groups.push(group);
}
