import { boundProse, firstSentence, type ProseBudget, plainProse } from "./plain-prose.ts";

/** A field description cut shorter than this is left out: a fragment would mislead more than it helps. */
const MIN_FIELD_TEXT = 24;

/**
 * How one rendering writes descriptions: as given (no budget, what `generateNamespaceTypes` does by
 * default), or as plain text within a {@link ProseBudget} (what `describe` does). Remembers whether it cut
 * anything, so the caller can say where the full text is.
 */
export class ProseShaper {
  readonly budget: ProseBudget | undefined;
  /** Whether any description was cut. */
  shortened = false;

  constructor(budget?: ProseBudget) {
    this.budget = budget;
    this.#fieldCharactersLeft = budget?.totalFieldCharacters ?? Number.POSITIVE_INFINITY;
  }

  /** Characters of field descriptions this rendering may still write. */
  #fieldCharactersLeft: number;

  /**
   * A field's or a shared definition's description: within a budget, its first sentence cut to
   * `fieldCharacters`, or "" once the rendering's `totalFieldCharacters` are spent.
   */
  field(text: string): string {
    if (this.budget === undefined) return text;
    const plain = plainProse(text);
    const sentence = firstSentence(plain);
    const bounded = boundProse(sentence, Math.min(this.budget.fieldCharacters, this.#fieldCharactersLeft));
    const kept = bounded.shortened && bounded.text.length < MIN_FIELD_TEXT ? "" : bounded.text;
    this.shortened ||= kept.length < plain.length;
    this.#fieldCharactersLeft -= kept.length;
    return kept;
  }

  /** An operation's description. */
  operation(text: string): string {
    return this.#shape(text, this.budget?.operationCharacters);
  }

  #shape(text: string, limit: number | undefined): string {
    if (limit === undefined) return text;
    const bounded = boundProse(plainProse(text), limit);
    this.shortened ||= bounded.shortened;
    return bounded.text;
  }
}
