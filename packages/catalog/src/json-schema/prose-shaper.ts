import { boundProse, type ProseBudget, plainProse } from "./plain-prose.ts";

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
  }

  /** A field's or a shared definition's description. */
  field(text: string): string {
    return this.#shape(text, this.budget?.fieldCharacters);
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
