import { STAND_IN_SHIFT } from "./name-resources.ts";
import {
  DEPRECATED_METHOD_FACTOR,
  NAME_COVERAGE_BONUS,
  QUALIFIED_NAME_FACTOR,
  RELATED_WORD_CREDIT,
  STAND_IN_RESOURCE_FACTOR,
  UNACCOUNTED_NAME_WORD_PENALTY,
  UNNAMED_RESOURCE_FACTOR,
} from "./ranking-parameters.ts";
import { stemWord } from "./stem-word.ts";

/**
 * Words that mark a method as a variant beside the core API: for administrators, test helpers, legacy,
 * preview or internal use (`admin_conversations_create` beside `conversations_create`). General software
 * usage, stemmed like the names they are compared with.
 */
const QUALIFIER_TERMS: ReadonlySet<string> = new Set(
  "admin test helper legacy beta preview internal deprecated experimental sandbox debug"
    .split(" ")
    .map(stemWord),
);

/** The qualifier of a deprecated method (stemmed), which its description may give it (`document-terms.ts`). */
export const DEPRECATED_QUALIFIER = stemWord("deprecated");

/** What a name with a word the query does not account for keeps of its multiplier (below 1). */
const UNACCOUNTED_NAME_FACTOR = Math.exp(-UNACCOUNTED_NAME_WORD_PENALTY);

const NO_TERMS: ReadonlySet<string> = new Set();

/** The largest value {@link nameCoverageMultiplier} returns. */
export const MAXIMUM_NAME_COVERAGE_MULTIPLIER = 1 + NAME_COVERAGE_BONUS;

/**
 * A multiplier of at least 1 that grows with the share of the name's words the query accounts for: among
 * methods that all contain the query's words, the one whose name says little else is the more likely
 * meaning (`create fork` -> `create_fork` before `security_advisories_create_fork`). BM25's length
 * normalization points the same way but saturates once a word appears in several fields; this does not.
 * A name word counts when it equals a query word or one begins the other (three letters at least); a name
 * word that repeats counts once (`customers/{customer}/cards` says "customer" and "card", not three things),
 * so a nested resource does not look as covered as its base. A name word that is one of `relatedTerms`
 * exactly (what the query means in other words: `post` for "create"), or one of `impliedTerms` (the verbs
 * of the action the query implies: `get` for "milestone"), counts at the related-word credit.
 *
 * A name with a word the query accounts for in no way (neither its own, a prefix nor a related word) is
 * scaled by `exp(-UNACCOUNTED_NAME_WORD_PENALTY)`, so of two names the query covers alike, the one without
 * extra words wins (`PostCustomers` over `PostCustomersCustomerCards` for "create a customer"); the result
 * is then below 1, never above {@link MAXIMUM_NAME_COVERAGE_MULTIPLIER}. When such a word marks the method as
 * a variant beside the core API (`admin`, `test` helpers, `legacy`, `preview`), the name is held back by
 * `QUALIFIED_NAME_FACTOR` as well: the core operation is the likelier meaning of a query that does not ask
 * for the variant. A deprecated method (`qualifiers` holds `DEPRECATED_QUALIFIER`, from its name or from its
 * description) is held back by `DEPRECATED_METHOD_FACTOR` instead, whether or not its name says so; of
 * several qualifiers the query does not account for, the one that holds back most counts.
 *
 * `resources`, when given, marks (as bits of name positions, see `name-resources.ts`) the words naming what
 * the method acts on, and from bit `STAND_IN_SHIFT` on the words standing in for a common one; when the
 * query accounts for none of them (own word, prefix or related word), the multiplier is scaled by
 * `UNNAMED_RESOURCE_FACTOR`, and by `STAND_IN_RESOURCE_FACTOR` when it accounts for a stand-in only.
 */
export function nameCoverageMultiplier(
  nameTerms: readonly string[],
  queryTerms: readonly string[],
  relatedTerms: ReadonlySet<string> = NO_TERMS,
  impliedTerms: ReadonlySet<string> = NO_TERMS,
  qualifiers: readonly string[] = qualifierTerms(nameTerms),
  resources?: number,
): number {
  if (nameTerms.length === 0) return resources === undefined ? 1 : UNNAMED_RESOURCE_FACTOR;
  // Names are a few words: a scan for repeats costs less than building a set for every candidate.
  let distinct = 0;
  let covered = 0;
  let accountsForAll = true;
  let namesResource = false;
  let namesStandIn = false;
  for (let position = 0; position < nameTerms.length; position++) {
    const nameTerm = nameTerms[position] as string;
    if (nameTerms.indexOf(nameTerm) !== position) continue;
    distinct++;
    const isResource = resources !== undefined && ((resources >>> position) & 1) === 1;
    const isStandIn = resources !== undefined && ((resources >>> (position + STAND_IN_SHIFT)) & 1) === 1;
    const own = coversTerm(nameTerm, queryTerms);
    if (own || relatedTerms.has(nameTerm)) {
      covered += own ? 1 : RELATED_WORD_CREDIT;
      if (isResource) namesResource = true;
      else if (isStandIn) namesStandIn = true;
    } else if (impliedTerms.size > 0 && impliedTerms.has(nameTerm)) covered += RELATED_WORD_CREDIT;
    else accountsForAll = false;
  }
  const multiplier =
    (1 + (NAME_COVERAGE_BONUS * covered) / distinct) *
    (resources === undefined || namesResource
      ? 1
      : namesStandIn
        ? STAND_IN_RESOURCE_FACTOR
        : UNNAMED_RESOURCE_FACTOR);
  const accounted = accountsForAll ? multiplier : multiplier * UNACCOUNTED_NAME_FACTOR;
  // Qualifiers are rare (most names have none), so they are found once per name when the index is built.
  // One the name does not hold (a deprecation its description states) holds it back as well.
  let held = 1;
  for (const qualifier of qualifiers)
    if (!coversTerm(qualifier, queryTerms) && !relatedTerms.has(qualifier))
      held = Math.min(
        held,
        qualifier === DEPRECATED_QUALIFIER ? DEPRECATED_METHOD_FACTOR : QUALIFIED_NAME_FACTOR,
      );
  return accounted * held;
}

function coversTerm(nameTerm: string, queryTerms: readonly string[]): boolean {
  for (const queryTerm of queryTerms) if (related(nameTerm, queryTerm)) return true;
  return false;
}

function related(nameTerm: string, queryTerm: string): boolean {
  if (nameTerm === queryTerm) return true;
  const [shorter, longer] =
    nameTerm.length < queryTerm.length ? [nameTerm, queryTerm] : [queryTerm, nameTerm];
  return shorter.length >= 3 && longer.startsWith(shorter);
}

/** The words of a name (stemmed) that mark it as a variant beside the core API (see `QUALIFIER_TERMS`). */
export function qualifierTerms(nameTerms: readonly string[]): string[] {
  return nameTerms.filter(
    (term, position) => QUALIFIER_TERMS.has(term) && nameTerms.indexOf(term) === position,
  );
}
