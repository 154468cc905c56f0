import type { ConnectorDescription } from "@codemode/runtime-core";
import { contentHash } from "../content-hash.ts";
import { analyzeText, searchWords } from "./analyze-text.ts";
import { bodyPropertyNames } from "./body-properties.ts";
import { leadSentence, withoutLinks } from "./description-text.ts";
import { ACRONYM_MARK, BODY_MARK, documentTerms, SURFACE_MARK } from "./document-terms.ts";
import { decodeSearchIndex, encodeSearchIndex, SEARCH_INDEX_FORMAT } from "./index-codec.ts";
import { cutAt } from "./input-bounds.ts";
import { inputOutline, outlineOfSchema, propertyNames } from "./input-outline.ts";
import { qualifierTerms } from "./name-coverage.ts";
import { nameAction } from "./query-intent.ts";
import { FIELD_WEIGHTING, TERM_SATURATION } from "./ranking-parameters.ts";
import { methodDocuments, SEARCH_FIELDS, snippetDocuments, spell } from "./search-document.ts";
import { SearchIndex } from "./search-index.ts";
import { MAX_WORD_LENGTH, splitWords, splitWordsByPattern } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { STOP_WORDS } from "./stop-words.ts";
import { TermCache } from "./term-cache.ts";
import { RELATED_WORD_GROUPS } from "./vocabulary/related-word-groups.ts";
import { buildRelatedWords, PHRASE_MARK, relatedWords } from "./vocabulary/related-words.ts";
import { WordSegmenter } from "./word-segmenter.ts";

/** A value the fingerprint covers: code (by its source text) or data (by its JSON). */
export type FingerprintPart = readonly [name: string, value: unknown];

/**
 * Everything a stored index is built by: the code that turns a description into documents, words, stems,
 * segments, index keys and postings (each function or class by its source text, which changes whenever the
 * code does, in the sources and in any bundle made of them), the tables it reads, and the codec. Module-private
 * helpers and constants are not reachable here; they are covered by {@link ANALYZER_PROBE}'s encoded index.
 */
export function analyzerParts(): FingerprintPart[] {
  return [
    ["format", SEARCH_INDEX_FORMAT],
    ["fieldWeighting", FIELD_WEIGHTING],
    ["termSaturation", TERM_SATURATION],
    ["relatedWordGroups", RELATED_WORD_GROUPS],
    ["stopWords", [...STOP_WORDS]],
    ["searchFields", SEARCH_FIELDS],
    ["marks", [SURFACE_MARK, BODY_MARK, ACRONYM_MARK, PHRASE_MARK]],
    ["maxWordLength", MAX_WORD_LENGTH],
    ["methodDocuments", methodDocuments],
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
    ["qualifierTerms", qualifierTerms],
    ["nameAction", nameAction],
    ["relatedWords", relatedWords],
    ["buildRelatedWords", buildRelatedWords],
    ["SearchIndex", SearchIndex],
    ["inputOutline", inputOutline],
    ["outlineOfSchema", outlineOfSchema],
    ["propertyNames", propertyNames],
    ["bodyPropertyNames", bodyPropertyNames],
    ["withoutLinks", withoutLinks],
    ["leadSentence", leadSentence],
    ["encodeSearchIndex", encodeSearchIndex],
    ["decodeSearchIndex", decodeSearchIndex],
  ];
}

/**
 * A small catalog whose encoded index feeds the fingerprint, so a change in behaviour that no reachable
 * source text shows (a private helper, a private table) still changes it: camel, snake and glued names,
 * digits, non-ASCII words, stop words, plurals and suffixes, acronyms, links, lead sentences, body fields.
 */
export const ANALYZER_PROBE: ConnectorDescription = {
  name: "probe_api",
  descriptors: {
    listPullRequests: {
      description: "Lists the pull requests of a repository. See [docs](https://example.com/pulls) for more.",
      inputSchema: { type: "object", properties: { owner: {}, repo_name: {}, perPage: {} } },
    },
    issuescreate: {
      description: "Creates an issue, then notifies every watcher who is subscribed.",
      inputSchema: {
        type: "object",
        properties: { body: { type: "object", properties: { title: {}, assigneeIds: {} } } },
      },
    },
    get_current_user_v2: {
      description: "Gets the currently authenticated user's profile and settings.",
      inputSchema: { type: "object" },
    },
    archiveOrganizationInvitations: {
      description: "Archives über-large invitations; café naïve résumé 2FA OAuth2 tokens.",
      inputSchema: {
        type: "object",
        properties: { labels: { $ref: "#/$defs/label" } },
        $defs: { label: { type: "object", properties: { colour: {}, is_default: {} } } },
      },
    },
    delete_webhook_deliveries: {
      description: "Deletes webhook deliveries older than 30 days.",
      inputSchema: { type: "object", properties: { before: { type: "string" } } },
    },
  },
  annotations: { delete_webhook_deliveries: { requiresApproval: true } },
};

/**
 * The fingerprint of `parts` and of the encoded index of `probe`: a content hash that differs whenever
 * any covered source text, table or probed behaviour differs.
 */
export function fingerprintOf(
  parts: readonly FingerprintPart[],
  probe: ConnectorDescription = ANALYZER_PROBE,
): string {
  const texts = parts.map(([name, value]) => [
    name,
    typeof value === "function" ? Function.prototype.toString.call(value) : JSON.stringify(value),
  ]);
  const probed = encodeSearchIndex(SearchIndex.build(methodDocuments([probe])));
  let probeText = "";
  for (const byte of probed) probeText += String.fromCharCode(byte);
  return contentHash(JSON.stringify([texts, contentHash(probeText)]));
}

let analyzerFingerprint: string | undefined;

/**
 * The fingerprint of the code and data that build a stored index in this build ({@link analyzerParts},
 * {@link ANALYZER_PROBE}), computed once per isolate: part of every stored index's key, so an index
 * stored by a build that analyzes differently is never read.
 */
export function buildFingerprint(): string {
  analyzerFingerprint ??= fingerprintOf(analyzerParts());
  return analyzerFingerprint;
}
