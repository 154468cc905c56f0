/**
 * Suffixes that make a verb's stem the name of what it makes or does, as stems spell them (a final `e`
 * dropped): attach-ment, react-ion, configur-ation, accept-anc(e), refer-enc(e). General English derivation.
 */
const NOUN_SUFFIXES: readonly string[] = ["ment", "ion", "ation", "anc", "enc"];

/**
 * Shortest stem a suffix is taken off: shorter ones are more often part of an unrelated word (`com-ment`,
 * and stems the stemmer shortened: `stat` for "state" is not the verb of `station`, `sent` not of `sentence`).
 */
const MINIMUM_BASE_LENGTH = 5;

/**
 * Whether the stemmed word `term` is the noun derived from the stemmed verb `verb` (`attachment` from
 * `attach`, `reaction` from `react`): `verb` followed by one of {@link NOUN_SUFFIXES}.
 */
export function isDerivedNoun(term: string, verb: string): boolean {
  return endsAfter(term, verb, NOUN_SUFFIXES, MINIMUM_BASE_LENGTH) || term === ificationNoun(verb);
}

/**
 * The noun of a verb in -ify, which English spells apart from the verb (verif-y, verif-ication;
 * notif-y, notif-ication), so no prefix of it reaches it: `verification` for `verify`; `undefined` for any
 * other verb (not `apply`, whose -ication noun is another word).
 */
export function ificationNoun(verb: string): string | undefined {
  return verb.endsWith("ify") && verb.length >= MINIMUM_BASE_LENGTH
    ? `${verb.slice(0, -1)}ication`
    : undefined;
}

/** Suffixes that make a verb's stem the one who does it: follow-er, subscrib-er, edit-or. */
const AGENT_SUFFIXES: readonly string[] = ["er", "or"];

/** Shortest stem an agent suffix is taken off (`edit-or`; not `own-er`, whose stem is a common word). */
const MINIMUM_AGENT_BASE_LENGTH = 4;

/**
 * Whether the stemmed word `term` names who does the stemmed verb `verb` (`follower` for `follow`,
 * `subscriber` for `subscrib`): `verb` followed by one of {@link AGENT_SUFFIXES}. It accepts other words
 * too (`header` for "head", `counter` for "count", `container` for "contain"), so it is read only for a
 * question about who does something ("who follows this person"), where the doers are what is asked for.
 */
export function isAgentNoun(term: string, verb: string): boolean {
  return endsAfter(term, verb, AGENT_SUFFIXES, MINIMUM_AGENT_BASE_LENGTH);
}

/** Whether `term` is `base` (at least `minimum` long) followed by one of `suffixes`. */
function endsAfter(term: string, base: string, suffixes: readonly string[], minimum: number): boolean {
  return base.length >= minimum && term.startsWith(base) && suffixes.includes(term.slice(base.length));
}
