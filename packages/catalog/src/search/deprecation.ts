/**
 * Whether a method's description says the method itself is deprecated:
 * - a sentence of it opens with the word (past emphasis, brackets or an HTML tag) and goes on to say what to
 *   do instead or what the method is: "Deprecated, use ...", "deprecated: use the 'watch' parameter ...",
 *   "*Deprecated: new integrations should prefer ...", "(Deprecated) Retrieve ...", "[DEPRECATED] ...",
 *   "Deprecated version of ...", "DEPRECATED and WILL BE REMOVED", "Deprecated." ;
 * - or it says that this endpoint, operation, method, route, API, action or resource is or has been
 *   deprecated, or names the method itself so (`` `RenewToken` is deprecated ``).
 *
 * A description that calls something else deprecated ("the `tool_name` field is deprecated", "these keys are
 * deprecated", "the `include` parameter of this endpoint is deprecated", "Deprecated fields are ignored",
 * "Deprecated: the `foo` parameter") or asks whether something is ("returns whether this API is deprecated")
 * does not count, nor one that says it will be.
 */
export function saysDeprecated(description: string, method?: string): boolean {
  if (!DEPRECATED_WORD.test(description)) return false;
  if (DEPRECATION_PATTERNS.some((pattern) => pattern.test(description))) return true;
  return method !== undefined && description.includes(`\`${method}\` is deprecated`);
}

/** Most descriptions never say the word: one cheap test rules them out. */
const DEPRECATED_WORD = /deprecated/i;

// Every repetition below is bounded and no two adjacent parts match the same characters, so a long or
// hostile description costs time linear in its length.

/**
 * A sentence (or the text, or what follows an HTML tag) that opens with the word, past emphasis and
 * brackets, and goes on as a notice does: a closing bracket or emphasis, a full stop, an instruction after
 * a comma or colon, "and" what becomes of it, "version of", or nothing more.
 */
const DEPRECATED_SENTENCE = new RegExp(
  String.raw`(?:^|[.!?]\s|\n|>)[\s*_([]{0,8}deprecated(?:[ \t]{0,4}[)\]*_.]|\s{0,4}$|` +
    String.raw`[ \t]{0,4}[,:;][ \t]{0,4}[*_]{0,2}` +
    String.raw`(?:use|please|see|call|instead|prefer|replaced|new|this|it|no longer|will|do not|don't)\b|` +
    String.raw`[ \t]{1,4}and[ \t]{1,4}(?:will|no longer|non-functional|not|may|scheduled|to be)\b|` +
    String.raw`[ \t]{1,4}version[ \t]{1,4}of\b)`,
  "i",
);

/**
 * "This endpoint is deprecated", "the `/item/create` endpoint has been deprecated", "This API has been
 * deprecated", "This method is **deprecated**": this or the (one word between at most) and what the
 * method is, not after "of", "for", "on", "in", "to" or "whether" (a parameter of this endpoint, whether
 * this API is).
 */
const DEPRECATED_SUBJECT = new RegExp(
  String.raw`(?<!\b(?:of|for|on|in|to|whether) )\b(?:this|the) (?:[^\s.]{1,60} )?` +
    "(?:endpoint|operation|method|route|api|action|resource)(?: (?:route|endpoint|call))?" +
    String.raw`(?: ?\([^)\n]{0,80}\))? (?:is|has been|was) (?:now )?[*_]{0,2}deprecated\b`,
  "i",
);

/** The patterns {@link saysDeprecated} reads a description with (listed in the stored index's fingerprint). */
export const DEPRECATION_PATTERNS: readonly RegExp[] = [DEPRECATED_SENTENCE, DEPRECATED_SUBJECT];
