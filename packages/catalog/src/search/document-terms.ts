import { saysDeprecated } from "./deprecation.ts";
import { DEPRECATED_QUALIFIER, qualifierTerms } from "./name-coverage.ts";
import { SEARCH_FIELDS, type SearchDocument, type SearchFields } from "./search-document.ts";
import type { TermCache } from "./term-cache.ts";
import { actionOfVerb, carriedVerb, isTransportPrefixed, type NameAction, nameAction } from "./verb-kinds.ts";
import { PHRASE_MARK, relatedWords } from "./vocabulary/related-words.ts";
import { withoutPossessives } from "./word-forms.ts";
import type { WordSegmenter } from "./word-segmenter.ts";

/** Marks an index key that holds a word exactly as written (not stemmed). */
export const SURFACE_MARK = "=";

/**
 * Marks an index key that holds a stemmed field name of a method's request body (`body-properties.ts`).
 * Kept apart from the stems of the other fields, so these words, which are many in large request bodies,
 * neither change how common an ordinary word looks nor match it at full credit.
 */
export const BODY_MARK = "~";

/**
 * Marks an index key that holds a stemmed word of a value a request body field is limited to
 * (`body-values.ts`), kept apart from ordinary words as {@link BODY_MARK}'s are.
 */
export const VALUE_MARK = "!";

/**
 * Marks an index key that holds a stemmed property name of what a method returns
 * (`response-properties.ts`), kept apart from ordinary words as {@link BODY_MARK}'s are.
 */
export const RESPONSE_MARK = "&";

/** Marks an index key that holds the initials of consecutive words (`pr` for "pull request"). */
export const ACRONYM_MARK = "^";

/** The keys one field of a document contributes to the index, and its length for BM25's normalization. */
export type FieldTerms = { keys: string[]; length: number };

/** Everything the index stores about one document. */
export type DocumentTerms = {
  fields: Record<keyof SearchFields, FieldTerms>;
  /** Stemmed words of the name (glued words split) and of the summary, in order, for phrase matching. */
  phrases: {
    name: string[];
    summary: string[];
    /**
     * What the name says the method does (its `carried` verb's action, else `nameAction`), for the query's
     * implied action.
     */
    action: NameAction;
    /** The name's words that mark a variant beside the core API (`qualifierTerms`), usually none. */
    qualifiers: string[];
    /** The verb the name carries when its first known verb stem is not its action (`carriedVerb`). */
    carried?: string;
  };
};

const ACRONYM_WINDOWS = [2, 3];

/** Fields whose stems are indexed under a mark of their own, apart from ordinary words. */
const MARKED_FIELDS: Partial<Record<keyof SearchFields, string>> = {
  body: BODY_MARK,
  values: VALUE_MARK,
  response: RESPONSE_MARK,
};

/** Fields whose words are also indexed as written. */
const SURFACE_FIELDS: ReadonlySet<keyof SearchFields> = new Set(["name", "summary", "description"]);

/**
 * Fields whose words count once each. A word repeated in a name or a one-line summary is structure, not
 * emphasis: a nested path names its parent twice (`customers/{customer}/cards` -> "customers customer
 * cards"), and BM25 would otherwise rank the nested operation above the base one for "customer".
 */
const DISTINCT_FIELDS: ReadonlySet<keyof SearchFields> = new Set(["name", "summary"]);

/** Fields whose consecutive words also give acronyms (short, deliberate phrases; not long prose). */
const ACRONYM_FIELDS: ReadonlySet<keyof SearchFields> = new Set(["name", "summary"]);

/**
 * Turns a document's words into index keys. Every field gets its stemmed words; the name also gets the
 * parts of glued words (`issuescreate` -> `issue`, `creat`). Name, summary and description also get their
 * words as written (so `gists` prefers "List gists" over "Create a gist"), and name and summary the
 * initials of each run of two or three consecutive words (so `pr` finds "pull request").
 */
export function documentTerms(
  document: SearchDocument,
  segmenter: WordSegmenter,
  cache: TermCache,
): DocumentTerms {
  const name = expandGlued(document.fields.name, segmenter);
  const fields = {} as Record<keyof SearchFields, FieldTerms>;
  const stemmed = {} as Record<keyof SearchFields, string[]>;
  for (const field of SEARCH_FIELDS) {
    const words = field === "name" ? name : document.fields[field];
    const stems = words.map((word) => cache.stem(word));
    stemmed[field] = stems;
    const mark = MARKED_FIELDS[field];
    let keys = mark === undefined ? [...stems] : stems.map((stem) => cache.marked(mark, stem));
    if (SURFACE_FIELDS.has(field))
      for (const word of document.fields[field]) keys.push(cache.marked(SURFACE_MARK, word));
    if (ACRONYM_FIELDS.has(field)) {
      for (const acronym of acronyms(words)) keys.push(cache.marked(ACRONYM_MARK, acronym));
      for (const phrase of vocabularyPhrases(stems)) keys.push(cache.marked(PHRASE_MARK, phrase));
    }
    let length = stems.length;
    if (DISTINCT_FIELDS.has(field)) {
      keys = [...new Set(keys)];
      length = new Set(stems).size;
    }
    fields[field] = { keys, length };
  }
  const carried = carriedVerb(name, stemmed.name, stemmed.summary, isTransportPrefixed(document.method));
  const phrases: DocumentTerms["phrases"] = {
    name: stemmed.name,
    summary: withoutPossessives(stemmed.summary),
    action: carried === undefined ? nameAction(stemmed.name) : (actionOfVerb(carried) as NameAction),
    qualifiers: qualifiersOf(stemmed.name, document),
  };
  if (carried !== undefined) phrases.carried = carried;
  return { fields, phrases };
}

/**
 * The words marking a method as a variant beside the core API: its name's (`qualifierTerms`), and
 * "deprecated" when its description says the method is (`saysDeprecated`) and its name does not.
 */
function qualifiersOf(nameTerms: readonly string[], document: SearchDocument): string[] {
  const qualifiers = qualifierTerms(nameTerms);
  if (
    document.description !== undefined &&
    !qualifiers.includes(DEPRECATED_QUALIFIER) &&
    saysDeprecated(document.description, document.method)
  )
    qualifiers.push(DEPRECATED_QUALIFIER);
  return qualifiers;
}

function expandGlued(words: readonly string[], segmenter: WordSegmenter): string[] {
  const expanded: string[] = [];
  for (const word of words) {
    const parts = segmenter.segment(word);
    if (parts) expanded.push(...parts);
    else expanded.push(word);
  }
  return expanded;
}

function acronyms(words: readonly string[]): string[] {
  const found: string[] = [];
  for (const size of ACRONYM_WINDOWS) {
    for (let start = 0; start + size <= words.length; start++) {
      let initials = "";
      for (let offset = 0; offset < size; offset++) initials += (words[start + offset] as string).charAt(0);
      if (allLetters(initials)) found.push(initials);
    }
  }
  return found;
}

/** `/^\p{L}+$/u.test(text)`, answered by a scan while the text is ASCII (an index build asks it per window). */
function allLetters(text: string): boolean {
  for (let position = 0; position < text.length; position++) {
    const code = text.charCodeAt(position);
    if (code >= 0x80) return /^\p{L}+$/u.test(text);
    if (!((code >= 97 && code <= 122) || (code >= 65 && code <= 90))) return false;
  }
  return text.length > 0;
}

/** The vocabulary's phrases that occur as consecutive stems of a name or summary ("current user"). */
function vocabularyPhrases(stems: readonly string[]): string[] {
  const { documentPhrases, longestDocumentPhrase } = relatedWords();
  const found: string[] = [];
  for (let start = 0; start + 1 < stems.length; start++) {
    let phrase = stems[start] as string;
    for (let end = start + 1; end < stems.length && end - start < longestDocumentPhrase; end++) {
      phrase += ` ${stems[end] as string}`;
      if (documentPhrases.has(phrase)) found.push(phrase);
    }
  }
  return found;
}
