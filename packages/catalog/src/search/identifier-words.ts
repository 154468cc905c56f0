import { splitWords } from "./split-words.ts";

/**
 * The words of the query's tokens that join several words without a space: by a dot or an underscore
 * (`order.created`, `msg_abc`, `DATABASE_URL`) or by a capital inside (`newCheckout`, `SendGrid`). Such a
 * token names a thing (an event type, a key, a product); its words are searched like any other, but say
 * nothing about the action asked for (`created` in "publish an order.created event" is no participle,
 * `new` in "is the newCheckout flag on" no wish to create).
 */
export function identifierWords(query: string): ReadonlySet<string> {
  const found = new Set<string>();
  for (const token of query.split(WHITESPACE)) {
    const core = token.replace(OUTER_PUNCTUATION, "");
    if (!JOINED_WORDS.test(core)) continue;
    const words = splitWords(core);
    if (words.length > 1) for (const word of words) found.add(word);
  }
  return found;
}

const WHITESPACE = /\s+/;

/** Punctuation around a token ("order.created,", "(newCheckout)"). */
const OUTER_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** A dot or underscore between letters or digits, or a lowercase letter before a capital. */
const JOINED_WORDS = /[\p{L}\p{N}][._][\p{L}\p{N}]|\p{Ll}\p{Lu}/u;
