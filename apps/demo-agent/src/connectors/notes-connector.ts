import { CodemodeConnector, type ConnectorTools } from "codemode";
import type { Note, NoteStore } from "../data/note-store.ts";
import { revertibleMethods } from "./revertible-methods.ts";

/**
 * The `notes` connector: a custom `CodemodeConnector` written by hand. `add_note` is a write that runs
 * without approval but can be undone: rollback deletes the note it added.
 */
export class NotesConnector extends CodemodeConnector {
  readonly #store: NoteStore;

  constructor(ctx: DurableObjectState, store: NoteStore) {
    super(ctx, {});
    this.#store = store;
  }

  name(): string {
    return "notes";
  }

  /** Names of the methods that have a `revert`. */
  async revertibleMethods(): Promise<string[]> {
    return revertibleMethods(await this.resolvedTools());
  }

  protected override instructions(): string {
    return "Team notes: short facts worth remembering, with optional tags.";
  }

  protected tools(): ConnectorTools {
    return {
      list_notes: {
        description: "List notes, newest first, optionally only those with a tag.",
        inputSchema: {
          type: "object",
          properties: { tag: { type: "string" } },
          additionalProperties: false,
        },
        execute: (args) => ({ notes: this.#store.list((args as { tag?: string }).tag) }),
      },
      add_note: {
        description: "Add a note. Runs immediately; rollback removes it.",
        inputSchema: {
          type: "object",
          properties: {
            text: { type: "string", minLength: 1 },
            tags: { type: "array", items: { type: "string" } },
          },
          required: ["text"],
          additionalProperties: false,
        },
        execute: (args) => {
          const { text, tags } = args as { text: string; tags?: string[] };
          return { note: this.#store.add(text, tags) };
        },
        revert: (_args, result) => {
          const note = (result as { note?: Note }).note;
          if (note !== undefined) this.#store.remove(note.id);
        },
      },
    };
  }
}
