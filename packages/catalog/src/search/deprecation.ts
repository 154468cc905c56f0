/**
 * Whether a method's description says the method itself is deprecated:
 * - a sentence of it opens with the word and goes on to say what to do instead or what the method is
 *   ("Deprecated, use ...", "deprecated: use the 'watch' parameter ...", "(Deprecated) Retrieve ...",
 *   "Deprecated version of ...", "DEPRECATED and WILL BE REMOVED");
 * - or it says that this endpoint, operation, method, route or API is or has been deprecated, or names the
 *   method itself so (`` `RenewToken` is deprecated ``).
 *
 * A description that calls something else deprecated ("the `tool_name` field is deprecated", "these keys
 * are deprecated", "Deprecated fields are ignored") does not count.
 */
export function saysDeprecated(description: string, method?: string): boolean {
  if (!DEPRECATED_WORD.test(description)) return false;
  if (DEPRECATED_SENTENCE.test(description) || DEPRECATED_SUBJECT.test(description)) return true;
  return method !== undefined && description.includes(`\`${method}\` is deprecated`);
}

/** Most descriptions never say the word: one cheap test rules them out. */
const DEPRECATED_WORD = /deprecated/i;

/** A sentence (or the text) that opens with the word, past emphasis and brackets, then `,:;)*.`, "and", "version". */
const DEPRECATED_SENTENCE =
  /(?:^|[.!?]\s+|\n\s*)[\s*_([]*deprecated(?:\s*[,:;)*_.]|\s+and\b|\s+version\b|\s*$)/i;

/** "This endpoint is deprecated", "the `/item/create` endpoint has been deprecated", "This API has been deprecated". */
const DEPRECATED_SUBJECT =
  /\b(?:endpoint|operation|method|route|api)s?(?:\s*\([^)\n]*\))?\s+(?:is|are|has been|have been|was)\s+(?:now\s+)?deprecated\b/i;
