import { encodeDurableChecked } from "../codec/durable-codec.ts";
import { CodemodeError } from "../errors.ts";
import type { SaveSnippetOptions } from "../types/snippet.ts";

/**
 * Checks the arguments of `saveSnippet` before anything is stored: a printable name of at most 200
 * characters, the execution id, a storable input schema and a string description. Answers the description
 * (empty when absent); throws a `CodemodeError` (`invalid_argument`) naming what is wrong.
 */
export function checkSnippetToSave(name: unknown, options: SaveSnippetOptions | undefined): string {
  if (typeof name !== "string" || name.trim() === "" || name.length > 200 || hasControlCharacter(name)) {
    throw new CodemodeError(
      "invalid_argument",
      "A snippet name must be a non-empty string of at most 200 printable characters.",
    );
  }
  if (typeof options?.executionId !== "string") {
    throw new CodemodeError(
      "invalid_argument",
      "saveSnippet needs options.executionId, the execution whose code to save.",
    );
  }
  if (options.inputSchema !== undefined)
    encodeDurableChecked("The snippet's inputSchema", options.inputSchema);
  const description = options.description ?? "";
  if (typeof description !== "string")
    throw new CodemodeError("invalid_argument", "A snippet description must be a string.");
  return description;
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) < 0x20) return true;
  return false;
}
