import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";

/** The tokenizer the tool-description sizes are counted with. */
export const TOKENIZER = "o200k_base (GPT-4o family), js-tiktoken 1.0.21";

let encoder: Tiktoken | undefined;

/** Number of o200k_base tokens in `text`. */
export function countTokens(text: string): number {
  encoder ??= new Tiktoken(o200kBase);
  return encoder.encode(text).length;
}
