import { analyzeText, searchWords } from "./analyze-text.ts";
import { bodyPropertyNames, definitionResolver } from "./body-properties.ts";
import { addFieldValues, bodyPropertyValues } from "./body-values.ts";
import { DEPRECATION_PATTERNS, saysDeprecated } from "./deprecation.ts";
import { leadSentence, withoutLinks } from "./description-text.ts";
import {
  ACRONYM_MARK,
  BODY_MARK,
  documentTerms,
  RESPONSE_MARK,
  SURFACE_MARK,
  VALUE_MARK,
} from "./document-terms.ts";
import { textChecksum } from "./index-checksum.ts";
import { decodeSearchIndex, encodeSearchIndex, SEARCH_INDEX_FORMAT } from "./index-codec.ts";
import { cutAt } from "./input-bounds.ts";
import { inputOutline, outlineOfSchema, propertyNames } from "./input-outline.ts";
import { qualifierTerms } from "./name-coverage.ts";
import {
  COMMON_PARAMETER_MINIMUM,
  COMMON_PARAMETER_SHARE,
  FIELD_WEIGHTING,
  MOST_FIELD_VALUES,
  MOST_RESPONSE_PROPERTIES,
  TERM_SATURATION,
} from "./ranking-parameters.ts";
import { readResponseProperties, responsePropertyNames } from "./response-properties.ts";
import {
  commonParameters,
  methodDocuments,
  SEARCH_FIELDS,
  snippetDocuments,
  spell,
} from "./search-document.ts";
import { SearchIndex } from "./search-index.ts";
import { MAX_WORD_LENGTH, splitWords, splitWordsByPattern } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";
import { TermCache } from "./term-cache.ts";
import {
  actionOfVerb,
  carriedVerb,
  firstNameVerb,
  isTransportPrefixed,
  knownVerbActions,
  nameAction,
} from "./verb-kinds.ts";
import { RELATED_WORD_GROUPS } from "./vocabulary/related-word-groups.ts";
import { buildRelatedWords, PHRASE_MARK, relatedWords } from "./vocabulary/related-words.ts";
import { withoutPossessives } from "./word-forms.ts";
import { WordSegmenter } from "./word-segmenter.ts";

/** A value the fingerprint covers: code (by its source text) or data (by its JSON). */
export type FingerprintPart = readonly [name: string, value: unknown];

/**
 * Everything a stored index is built by: the code that turns a description into documents, words, stems,
 * segments, index keys and postings (each function or class by its source text, which changes whenever the
 * code does, in the sources and in any bundle made of them), the tables it reads, and the codec.
 *
 * Module-private helpers and constants are not reachable here. Those of splitting, stop words and stemming
 * are covered by what {@link ANALYZER_PROBE_TEXTS} analyze to; those that build documents and postings by
 * the pinned sample index of `index-codec.test.ts`, which fails until {@link SEARCH_INDEX_FORMAT} (covered
 * here) is bumped. (No index is built here: that costs a cold isolate
 * more than the rest of its key.)
 */
export function analyzerParts(): FingerprintPart[] {
  return [
    ["format", SEARCH_INDEX_FORMAT],
    ["fieldWeighting", FIELD_WEIGHTING],
    ["termSaturation", TERM_SATURATION],
    ["mostFieldValues", MOST_FIELD_VALUES],
    ["mostResponseProperties", MOST_RESPONSE_PROPERTIES],
    ["relatedWordGroups", RELATED_WORD_GROUPS],
    ["stopWords", [...STOP_WORDS]],
    ["searchFields", SEARCH_FIELDS],
    ["marks", [SURFACE_MARK, BODY_MARK, VALUE_MARK, RESPONSE_MARK, ACRONYM_MARK, PHRASE_MARK]],
    ["maxWordLength", MAX_WORD_LENGTH],
    ["methodDocuments", methodDocuments],
    ["commonParameters", commonParameters],
    ["commonParameterShare", [COMMON_PARAMETER_SHARE, COMMON_PARAMETER_MINIMUM]],
    ["snippetDocuments", snippetDocuments],
    ["spell", spell],
    ["searchWords", searchWords],
    ["analyzeText", analyzeText],
    ["splitWords", splitWords],
    ["splitWordsByPattern", splitWordsByPattern],
    ["cutAt", cutAt],
    ["stemWord", stemWord],
    ["WordSegmenter", WordSegmenter],
    ["TermCache", TermCache],
    ["documentTerms", documentTerms],
    ["withoutPossessives", withoutPossessives],
    ["qualifierTerms", qualifierTerms],
    ["saysDeprecated", saysDeprecated],
    ["deprecationPatterns", DEPRECATION_PATTERNS.map((pattern) => `/${pattern.source}/${pattern.flags}`)],
    ["nameAction", nameAction],
    ["firstNameVerb", firstNameVerb],
    ["carriedVerb", carriedVerb],
    ["actionOfVerb", actionOfVerb],
    ["knownVerbActions", knownVerbActions()],
    ["verbProbe", verbProbe()],
    ["relatedWords", relatedWords],
    ["buildRelatedWords", buildRelatedWords],
    ["SearchIndex", SearchIndex],
    ["inputOutline", inputOutline],
    ["outlineOfSchema", outlineOfSchema],
    ["propertyNames", propertyNames],
    ["bodyPropertyNames", bodyPropertyNames],
    ["definitionResolver", definitionResolver],
    ["bodyPropertyValues", bodyPropertyValues],
    ["addFieldValues", addFieldValues],
    ["responsePropertyNames", responsePropertyNames],
    ["readResponseProperties", readResponseProperties],
    ["withoutLinks", withoutLinks],
    ["leadSentence", leadSentence],
    ["encodeSearchIndex", encodeSearchIndex],
    ["decodeSearchIndex", decodeSearchIndex],
  ];
}

/**
 * Names (with the summary each is described by) whose action and carried verb, worked out as an index
 * build does, feed the fingerprint: the private helpers and tables behind them (which HTTP methods carry a
 * verb, what reads as a plural or an -ing form, the verbs undone with "un") change what a stored index
 * holds without a reachable source showing it.
 */
export const VERB_PROBE_NAMES: readonly (readonly [name: string, summary: string])[] = [
  ["PUT_CloseAccountingPeriod", "Close an accounting period"],
  ["post_api_v1_accounts_id_mute", "Mute the given account."],
  ["POST_DescribeDBInstances", "Returns information about provisioned instances."],
  ["PUT_CloseTicket", "PUT /tickets/{id}/close"],
  ["POST_StartExport", "Export data to a bucket"],
  ["postListMemberEvents", "Add an event"],
  ["GET_DeleteQueue", "Deletes the queue."],
  ["DELETE_RemoveMember", "Removes a member."],
  ["PATCH_settings", "Updates the settings."],
  ["task_lists_delete", "Deletes a task list."],
  ["findings_update", "Updates a finding."],
  ["pins_list", "Lists the pinned items."],
  ["issues_get_comment", "Get a comment"],
  ["UnmarkFavoriteItem", "Unmarks an item as a favorite."],
  ["unset_variable", "Unsets a variable."],
  ["unreadMessages", "Counts unread messages."],
  ["embedVideo", "Embeds a video."],
  ["listIdCreate", "Create List"],
];

/** What {@link VERB_PROBE_NAMES} read as: each name's action and carried verb. */
export function verbProbe(names: typeof VERB_PROBE_NAMES = VERB_PROBE_NAMES): unknown {
  return names.map(([name, summary]) => {
    const words = splitWords(name);
    const stems = words.map(stemWord);
    const summaryStems = searchWords(summary).map(stemWord);
    const carried = carriedVerb(words, stems, summaryStems, isTransportPrefixed(name)) ?? null;
    return [nameAction(stems), carried];
  });
}

/**
 * Texts whose words, search words, stems and glued-word splits feed the fingerprint, so a change in how
 * text is analyzed that no reachable source shows (a private helper or table of splitting, stemming or
 * segmenting) still changes it: camel, snake, kebab and glued names, digits, stop words,
 * plurals and `-ies`/`-es`/`-ing`/`-ed`/final `e` forms, words kept whole, an over-long word. ASCII only: text in other scripts goes through
 * {@link splitWordsByPattern}, whose Unicode patterns cost a cold isolate a few milliseconds to compile (its
 * source is covered, and it has no private helpers).
 */
export const ANALYZER_PROBE_TEXTS: readonly string[] = [
  "listPullRequests get_current_user_v2 issuescreate delete-webhook-deliveries getHTTPResponse oauth2Token",
  "Lists the repositories, branches, aliases and issues of an organization; merging, merged, starred, creating.",
  "Archives extra-large invitations: 2FA OAuth2 tokens, the status of a ssh key, 30 days, x86_64 v1.2.3",
  "is was are have has who am i me my where when what which the a an of to for by with in on at",
  "policies addresses boxes buses analysis glasses bees agreed dropping stopped fizzing status virus",
  `x${"y".repeat(80)} ${"longword".repeat(10)}`,
];

/** What {@link ANALYZER_PROBE_TEXTS} analyze to: per text its words, search words and stems, and glued splits. */
export function probeAnalysis(texts: readonly string[] = ANALYZER_PROBE_TEXTS): unknown {
  const words = texts.map((text) => [splitWords(text), searchWords(text), analyzeText(text)]);
  const stems = new Set(words.flatMap(([, , stemmed]) => stemmed as string[]));
  const segmenter = new WordSegmenter(stems, new Set(["repository"]));
  return [
    words,
    ["issuescreate", "reposget", "repository", "pullrequests"].map((word) => segmenter.segment(word) ?? null),
  ];
}

/**
 * The fingerprint of `parts` and of what `probe` analyze to ({@link probeAnalysis}): a content hash that
 * differs whenever any covered source text, table or probed behaviour differs.
 */
export function fingerprintOf(
  parts: readonly FingerprintPart[],
  probe: readonly string[] = ANALYZER_PROBE_TEXTS,
): string {
  const texts = parts.map(([name, value]) => [
    name,
    typeof value === "function" ? Function.prototype.toString.call(value) : JSON.stringify(value),
  ]);
  texts.push(["probe", JSON.stringify(probeAnalysis(probe))]);
  return textChecksum(JSON.stringify(texts));
}

let analyzerFingerprint: string | undefined;

/**
 * The fingerprint of the code and data that build a stored index in this build ({@link analyzerParts},
 * {@link ANALYZER_PROBE_TEXTS}), computed once per isolate: part of every stored index's key, so an index
 * stored by a build that analyzes differently is never read.
 */
export function buildFingerprint(): string {
  analyzerFingerprint ??= fingerprintOf(analyzerParts());
  return analyzerFingerprint;
}
