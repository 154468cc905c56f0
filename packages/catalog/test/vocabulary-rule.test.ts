import { describe, expect, it } from "vitest";
import { splitWords } from "../src/search/split-words.ts";
import { stemWord } from "../src/search/stem-word.ts";
import { RELATED_WORD_GROUPS } from "../src/search/vocabulary/related-word-groups.ts";
import { relatedWords } from "../src/search/vocabulary/related-words.ts";
import { loadLabeledQueries } from "./mrr-evaluation.ts";
import { GENERALIZATION_SET_NAMES, loadQuerySet, QUERY_SET_NAMES } from "./query-set-evaluation.ts";

/**
 * Pins, where a machine can check it, the rule stated in `related-word-groups.ts`: the vocabulary is general
 * software vocabulary and dictionary phrases, never a list keyed to the phrasings ranking is measured on.
 */

/** The longest phrase a member may be: a phrasal verb or a compound, never a task paraphrase. */
const MAX_PHRASE_WORDS = 3;

/**
 * Multi-word members that a labeled query happens to contain and that pass the rule on their own: each is an
 * entry of a general dictionary or a software glossary, so the query uses it because it is the ordinary
 * term. Anything else a query contains verbatim is presumed to be there for the query, and fails. The thirty-six
 * added on 2026-12-07 ("spin up" to "general ledger") came with four vocabulary extensions written by helpers
 * who had read no labeled query, only the vocabulary file and its rule.
 */
const DICTIONARY_PHRASES = new Set([
  // Phrasal verbs (general dictionaries).
  "set up",
  "look up",
  "log in",
  "sign up",
  "sign in",
  "bring back",
  "roll back",
  "shut down",
  "turn off",
  "spin up",
  "call off",
  "kick off",
  "push back",
  "pick up",
  "clock in",
  // Compounds (general dictionaries or software glossaries).
  "current user",
  "authenticated user",
  "access token",
  "api key",
  "credit card",
  "debit card",
  "payment method",
  "virtual machine",
  "block storage",
  "load balancer",
  "ip address",
  "static ip",
  "private network",
  "ssh key",
  "public key",
  "video call",
  "custom field",
  "phone number",
  "cell phone",
  "recycle bin",
  "gift card",
  "mailing list",
  "verification code",
  "env var",
  "mobile number",
  "split test",
  "identity verification",
  "web page",
  "release notes",
  "audit log",
  "live broadcast",
  "real time",
  "in progress",
  "bank transfer",
  "shared link",
  "read only",
  "e wallet",
  "credit note",
  "purchase order",
  "address book",
  "email blast",
  "postal address",
  "online shop",
  "checking account",
  "toll free number",
  "toll free",
  "general ledger",
]);

/** The phrasings issue 24 gives as examples of misses: the vocabulary must not be keyed to them either. */
const ISSUE_EXAMPLES = [
  "give the customer their money back",
  "mark myself as away",
  "who am i",
  "move a ticket to done",
  "assigned to me",
  "status emoji",
  "retrieve a customer by id",
  "mute notifications for an hour",
  "reply in a thread",
];

/**
 * Word pairings issue 24 names as misses that no dictionary or glossary makes synonyms ("ticket" for issue,
 * also named there, stays: it is the standard term across issue trackers and help desks).
 */
const ISSUE_PAIRINGS: [string, string][] = [
  ["bookmark", "star"],
  ["upvote", "vote"],
  ["follow", "watcher"],
  ["chargeback", "dispute"],
  ["away", "presence"],
];

const members = RELATED_WORD_GROUPS.split("\n").flatMap((line) =>
  line
    .split(",")
    .map((member) => splitWords(member).join(" "))
    .filter((member) => member !== ""),
);
const phrases = [...new Set(members.filter((member) => member.includes(" ")))];

/**
 * Every labeled query of the repository's sets (GitHub, the tuning sets and the generalization sets,
 * which the vocabulary must not be keyed to either), as space-joined words.
 */
const queries = [
  ...loadLabeledQueries().map((query) => query.query),
  ...[...QUERY_SET_NAMES, ...GENERALIZATION_SET_NAMES].flatMap((name) =>
    loadQuerySet(name).queries.map((query) => query.query),
  ),
].map((query) => splitWords(query).join(" "));

/** Whether `phrase` occurs in `text` as consecutive whole words (both space-joined words). */
const containsPhrase = (text: string, phrase: string): boolean => ` ${text} `.includes(` ${phrase} `);

describe("the related-word vocabulary follows its rule", () => {
  it(`has no member longer than ${MAX_PHRASE_WORDS} words`, () => {
    expect(members.filter((member) => member.split(" ").length > MAX_PHRASE_WORDS)).toEqual([]);
  });

  it("has no phrase that a labeled query contains, unless it is a dictionary phrase", () => {
    expect(queries.length).toBeGreaterThan(250);
    const inQueries = phrases.filter((phrase) => queries.some((query) => containsPhrase(query, phrase)));
    expect(inQueries.filter((phrase) => !DICTIONARY_PHRASES.has(phrase))).toEqual([]);
  });

  it("lists as dictionary phrases only members that a labeled query contains (so the list stays short)", () => {
    const stale = [...DICTIONARY_PHRASES].filter(
      (phrase) => !phrases.includes(phrase) || !queries.some((query) => containsPhrase(query, phrase)),
    );
    expect(stale).toEqual([]);
  });

  it("has no phrase taken from the issue's examples of misses", () => {
    const examples = ISSUE_EXAMPLES.map((example) => splitWords(example).join(" "));
    expect(phrases.filter((phrase) => examples.some((example) => containsPhrase(example, phrase)))).toEqual(
      [],
    );
  });

  it.each(ISSUE_PAIRINGS)("does not relate %s to %s", (word, other) => {
    expect(relatedWords().ofStem(stemWord(word))).not.toContain(stemWord(other));
    expect(relatedWords().ofStem(stemWord(other))).not.toContain(stemWord(word));
  });
});
