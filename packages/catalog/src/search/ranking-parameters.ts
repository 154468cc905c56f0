import type { SearchFields } from "./search-document.ts";

/**
 * Credit for a query word found among the request body's field names (`body-properties.ts`): "assignee"
 * or "due date" for the method whose body sets them. Below a prefix match, so a method that says the word
 * in its name or description ranks first; the body field's weight is 1 because this credit, not the
 * weight, makes it weak (its keys are marked, so they never add to an ordinary word's frequency).
 */
export const BODY_WORD_CREDIT = 0.6;

/**
 * Credit for a query word found among the values a request body field is limited to (`body-values.ts`):
 * "close" for the method whose body can set `state` to `closed`. Full: the method does what the word says,
 * by setting the field; its weight (the `values` field's) keeps it below a method whose name says it. Its
 * keys are marked, so they never make an ordinary word look more common.
 */
export const VALUE_WORD_CREDIT = 1;

/**
 * Credit for a query word found among the property names of what a method returns
 * (`response-properties.ts`): "unread" for the method whose results have an `unread` field. Full, as the
 * `response` field's weight is what keeps it below a method whose name or description says the word; its
 * keys are marked, so the many fields of large result objects never make an ordinary word look more common.
 */
export const RESPONSE_WORD_CREDIT = 1;

/** How one field counts in BM25F: its weight and how strongly its length dampens a match (BM25's `b`). */
export type FieldWeighting = { weight: number; lengthNormalization: number };

/** The request body's field names' weight: 1, as {@link BODY_WORD_CREDIT}, not the weight, makes them weak. */
const FIELD_WEIGHT_OF_BODY = 1;

/**
 * Field weights. A word in the name says most about what a method does, and so does its summary (the
 * description's lead sentence); the rest of the description explains it in many more words (so each counts
 * less, and long descriptions are dampened more); parameter names hint at the objects it touches; the
 * connector name only narrows ("github issues"). A value a body field can be set to (`closed`, `APPROVE`)
 * names a state the method can bring about: it weighs what a body field's name earns (its weight times
 * `BODY_WORD_CREDIT`), however many values the method has (few methods have any, so an average length
 * would damp every one that does). The property names of a method's result say what it tells, weakly: they
 * earn half what a body field's name does (0.3 at full credit, against 1 times `BODY_WORD_CREDIT`), and a
 * result with many of them is damped as a long description is.
 */
export const FIELD_WEIGHTING: Readonly<Record<keyof SearchFields, FieldWeighting>> = {
  name: { weight: 3, lengthNormalization: 0.5 },
  connector: { weight: 0.5, lengthNormalization: 0 },
  summary: { weight: 1.5, lengthNormalization: 0.5 },
  description: { weight: 0.5, lengthNormalization: 0.75 },
  parameters: { weight: 0.5, lengthNormalization: 0.5 },
  body: { weight: FIELD_WEIGHT_OF_BODY, lengthNormalization: 0.75 },
  values: { weight: FIELD_WEIGHT_OF_BODY * BODY_WORD_CREDIT, lengthNormalization: 0 },
  response: { weight: 0.3, lengthNormalization: 0.75 },
};

/**
 * The share of a connector's methods a parameter must be found in to be left out of their search text
 * (`commonParameters`): a parameter nearly every method takes (Google's `key`, `fields`, `quotaUser`,
 * `prettyPrint`, `uploadType` ...) tells no method from another, and its words would make the same words
 * in names weightless ("user", "key", "upload"). Only in connectors of {@link COMMON_PARAMETER_MINIMUM}
 * methods or more.
 */
export const COMMON_PARAMETER_SHARE = 0.9;

/** Fewest methods a connector has for {@link COMMON_PARAMETER_SHARE} to apply. */
export const COMMON_PARAMETER_MINIMUM = 10;

/**
 * Most values a body field may be limited to for them to be indexed (`bodyPropertyValues`): a field with
 * a handful (`state`: open, closed) names the states a method can bring about; one with more lists a
 * catalog (event types, currencies, API versions) that says nothing about what the method does, and its
 * words would match queries about other things ("create a webhook" in `customer.created`).
 */
export const MOST_FIELD_VALUES = 16;

/**
 * Most property names read of a method's result (`responsePropertyNames`), the first met: the result's
 * own fields come first, and past a few dozen a large object's fields are bookkeeping (`node_id`,
 * `*_url`) that only blurs what the method tells.
 */
export const MOST_RESPONSE_PROPERTIES = 30;

/** BM25's term-frequency saturation: repeating a word helps less and less. */
export const TERM_SATURATION = 1.2;

/**
 * Credit for a query word that is the start of an indexed word (`repo` in `repository`, a word cut short
 * while typing, or names glued without separators). Scaled by how much of the indexed word it covers.
 */
export const PREFIX_MATCH_CREDIT = 0.7;

/**
 * Credit for an indexed word that is the noun made of a query verb, or the verb of a query noun (`reaction`
 * for "react", `attach` for "attachment"; see `derived-noun.ts`): the same thing named another way, above a
 * prefix match and a related word.
 */
export const DERIVED_FORM_CREDIT = 0.85;

/**
 * Credit a query word the catalog lacks, glued of a prefix and a word it has ("upvote": `vote`; see
 * `glued-word.ts`), earns for that word's matches.
 */
export const GLUED_WORD_CREDIT = 0.8;

/** Shortest query word that is expanded to the indexed words it begins. */
export const MINIMUM_PREFIX_LENGTH = 3;

/** Credit for an indexed word that is the start of a query word (`repo` for `repository`), scaled likewise. */
export const TRUNCATION_MATCH_CREDIT = 0.5;

/** Shortest indexed word accepted as the start of a longer query word. */
export const MINIMUM_TRUNCATION_LENGTH = 3;

/**
 * How much a document that matches only some query words keeps: the score is multiplied by
 * `floor + (1 - floor) * coverage²`, where coverage is the IDF-weighted share of query words it matches.
 * Above zero so partial matches are still returned, well below one so full matches rank first.
 */
export const PARTIAL_COVERAGE_FLOOR = 0.2;

/** Multiplier when a field's words are exactly the query's words, in order ("merge a pull request"). */
export const WHOLE_FIELD_PHRASE_BONUS = 1;

/**
 * Multiplier when the query's words appear consecutively, in order, inside a field; scaled by the square
 * root of the share of the field they fill, so a phrase said in passing in a long sentence counts less.
 */
export const CONTAINED_PHRASE_BONUS = 0.4;

/**
 * Multiplier when the query's words appear in order inside a field with one other word among them
 * ("create a payout" in "Creates a new payout"): a phrase the field says with a word of its own added, worth
 * half of saying it outright (and scaled by the share of the field, as that is), so the base operation's summary is not outranked by one that mentions the
 * query's words back to back in passing ("a previously created payout can be canceled").
 */
export const GAPPED_PHRASE_BONUS = 0.2;

/** Multiplier scaled by the share of adjacent query word pairs that are adjacent in a field. */
export const ADJACENT_PAIR_BONUS = 0.2;

/**
 * Extra credit, added on top of the stemmed match, when a query word appears exactly as written: a plural
 * query ("gists") leans towards the methods whose text uses the plural ("List gists").
 */
export const SURFACE_FORM_CREDIT = 0.3;

/** Credit for a short query word that spells the initials of consecutive words (`pr`: "pull request"). */
export const ACRONYM_CREDIT = 0.6;

/** Query words of these lengths are also tried as acronyms. */
export const ACRONYM_LENGTHS = { minimum: 2, maximum: 4 } as const;

/**
 * Multiplier scaled by the share of the name's words that the query accounts for (see `name-coverage.ts`).
 * Up to doubling: among methods that all match, one whose name the query accounts for (`droplets_destroy`
 * for "delete a droplet", `team_info` for "describe the workspace") must stand out from those whose longer
 * descriptions merely repeat the query's words; at half that, description matches decided too often.
 */
export const NAME_COVERAGE_BONUS = 1;

/**
 * How strongly a name with a word the query does not account for is held back: its name-coverage
 * multiplier is scaled by `exp(-UNACCOUNTED_NAME_WORD_PENALTY)` (see `name-coverage.ts`). Among methods
 * that match the query's words equally, the one whose name says nothing else comes first: the base
 * resource before its nested resources (`customers` before `customers/{customer}/cards` for "create a
 * customer"), the operation before its qualified variants (`conversations_create` before
 * `admin_conversations_create`). Applied once, however many such words the name has: a count would also
 * punish names that merely spell their structure out in more words (`volumeActions_post_byId`).
 */
export const UNACCOUNTED_NAME_WORD_PENALTY = 0.1;

/**
 * What a name keeps, on top of the unaccounted-word penalty, when the word the query does not account for
 * marks a variant beside the core API (`admin_conversations_create` for "create a channel"; see
 * `name-coverage.ts`).
 */
export const QUALIFIED_NAME_FACTOR = 0.9;

/**
 * What a deprecated method keeps (in place of {@link QUALIFIED_NAME_FACTOR}) when the query does not ask for
 * deprecated methods: its name says so, or its description does (`deprecation.ts`). It still works, but the
 * live method beside it is the one to call.
 */
export const DEPRECATED_METHOD_FACTOR = 0.7;

/**
 * What a method keeps of its name-coverage multiplier when the query accounts for none of the resources its
 * name acts on (the last word before or after each verb, not what a preposition adds: see
 * `name-resources.ts`). Mild: it orders methods that match alike (the one acting on what the query names
 * first, `searchForIssuesUsingJql` before `findAssignableUsers` for bugs assigned to me), it does not
 * overrule the query's words. Fitted on the tuning part of the eight tuning sets (0.80 to 0.95 tried; 0.91
 * until the sets written blind joined them): a method that acts on something else (`UpdateItemTaxes` for "look
 * up a menu item by name") is the likelier miss on other people's phrasings.
 */
export const UNNAMED_RESOURCE_FACTOR = 0.85;

/**
 * Share of a catalog's method names a resource word must be in (more than) for the word before it to stand
 * in for it (`volumeActions_post` in a catalog of many `...Actions` names: `volum` beside `action`; see
 * `standInResources` in `name-resources.ts`). Such a word says little about which method is meant.
 */
export const COMMON_RESOURCE_SHARE = 0.05;

/**
 * What a method keeps of its name-coverage multiplier when the query names only a stand-in of its resource
 * (see `COMMON_RESOURCE_SHARE`): half the hold-back of `UNNAMED_RESOURCE_FACTOR`, on a log scale. The
 * stand-in points to the resource but is not it: a method whose resource the query names still ranks
 * above one whose stand-in alone it names, other things equal.
 */
export const STAND_IN_RESOURCE_FACTOR = Math.sqrt(UNNAMED_RESOURCE_FACTOR);

/**
 * Credit for a word the query means in other words, from the general vocabulary (`vocabulary/`): "ticket"
 * for `issue`, "remove" for `delete`. Below a prefix match, so a method that says what the query says
 * ranks above one that says it in other words.
 */
export const RELATED_WORD_CREDIT = 0.55;

/**
 * Credit an `update` method's name gets for a verb that changes a thing's state ("close", "archive", "reopen"):
 * many APIs have no method named for the change and do it with an update. Well below a related word, so a
 * method that names the change, or says it in other words, ranks first.
 */
export const STATE_CHANGE_UPDATE_CREDIT = 0.3;

/**
 * Most related words a query word is expanded to (the rarest in the catalog; see `word-plan.ts`). Enough
 * that a group's common word (`get` among the words for "describe") is not cut off in a catalog that also
 * uses many of its rarer members; their rarity no longer raises their worth (all count at the mean).
 */
export const MOST_RELATED_WORDS = 12;

/**
 * Credit, scaled by spelling similarity, for an indexed word spelled like a query word that matches nothing
 * (a typo, another inflection). Used only when the query would otherwise find nothing.
 */
export const SIMILAR_WORD_CREDIT = 0.4;

/** Least character-trigram similarity (Dice) for a word to count as spelled like another. */
export const MINIMUM_SPELLING_SIMILARITY = 0.45;

/** Most similarly spelled indexed words a query word is expanded to. */
export const MOST_SIMILAR_WORDS = 4;

/**
 * What a method whose name's action does not fit the query keeps of its score, once however many rules see
 * it (see `query-intent.ts`, `leading-action.ts`): a query that names a thing ("milestone", "unread
 * notifications") reads it, one that uses a thing's name as its verb ("comment on an issue") makes one, one
 * led by a known verb ("assign an issue", "read a file") asks for that kind of action, and a verb used as a
 * participle describes the things. A prior, not a filter: strong enough to order methods that match alike
 * (`get_milestone` before `delete_milestone`), too weak to bury a method the query's words point at. Fitted
 * on the tuning part of the ten tuning sets (2026-12-06, 0.7 -> 0.5, once a query's leading verb also held
 * back the methods of another kind): tuning 0.753 -> 0.755 on a plateau from 0.35 to 0.5, of which the
 * mildest was taken; held out unchanged, GitHub 0.851 -> 0.860, the never-tuned sets 0.713 -> 0.720 (none
 * fell).
 */
export const ACTION_MISMATCH_FACTOR = 0.5;

/**
 * Factor for a method named for a yes-or-no check when the query asks what, which or who (see
 * `checkMultiplier` in `leading-action.ts`): milder than {@link ACTION_MISMATCH_FACTOR}, since a check reads.
 */
export const CHECK_MISMATCH_FACTOR = 0.85;

/**
 * Factor for a method whose name names where a task happens but not what it acts on (see
 * `placeOnlyMultiplier` in `place-words.ts`): "upload a file to my bucket" does not make a bucket. Mild,
 * since a place's own method sometimes does the task (a thread's labels are changed by modifying the
 * thread); 0.6 lost on GitHub, 0.8 gained on the tuning sets and the never-tuned ones.
 */
export const PLACE_ONLY_FACTOR = 0.8;

/**
 * What the words for a person ("user", "member", "people": the vocabulary's group of "person") earn, as a
 * share of the mean weight of the query's own words and of the related-word credit, in a question that
 * asks who ("who works at this shop", "who has access to this project"): its answer is people, so a method
 * about them is the likelier meaning, though the question does not say so in a word. Weak, so what the
 * question does say still decides.
 */
export const ASKED_PERSON_SCALE = 0.3;

/**
 * What the word "count" earns, as {@link ASKED_PERSON_SCALE} says, in a question that asks how many ("how
 * many hosted zones do I have": `GetHostedZoneCount`). Only that word, not its vocabulary group: "number"
 * and "total" are in many descriptions for other reasons. 0.6 and 1 measured alike; 0.3 gained less.
 */
export const ASKED_COUNT_SCALE = 0.6;

/**
 * What the words for the current user ("me", "authenticated user": the vocabulary's group of "current
 * user") earn, as {@link ASKED_PERSON_SCALE} says, in a question that asks who the caller is ("who am i
 * logged in as"). In full: the question names nothing else. 0.6 gained less.
 */
export const ASKED_IDENTITY_SCALE = 1;

/**
 * What an identifier word ("id", "identifier", "uuid") keeps of its weight and credits in a query that
 * has other words: it says how one item is picked, not which item, and nested resources whose path
 * parameter is `{id}` would otherwise outrank the base resource whose parameter is named for it.
 */
export const IDENTIFIER_WORD_SCALE = 0.25;

/** Words that name an item's identifier; weak beside other words (see {@link IDENTIFIER_WORD_SCALE}). */
export const IDENTIFIER_WORDS: ReadonlySet<string> = new Set(["id", "ids", "identifier", "uuid", "guid"]);
