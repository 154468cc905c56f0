/**
 * The code inside a markdown code block, when `text` is a model's answer that wraps its code in one; the text
 * itself otherwise. A fence may be bare or tagged `js`, `javascript`, `jsx`, `ts`, `typescript` or `tsx`;
 * prose before and after the fence is dropped. A fence that was opened and never closed (a reply cut short)
 * yields the rest of the text.
 */
export function extractFencedCode(text: string): string {
  const fence = /(^|\n)[ \t]*```[ \t]*(?:javascript|typescript|js|ts|jsx|tsx|mjs)?[ \t]*\r?\n/i.exec(text);
  if (fence === null) return text;
  const bodyStart = fence.index + fence[0].length;
  const closing = /(^|\n)[ \t]*```/.exec(text.slice(bodyStart));
  if (closing === null) return text.slice(bodyStart);
  return text.slice(bodyStart, bodyStart + closing.index);
}

/** Index of the first markdown fence (its first backtick), or -1 when `text` has none. */
export function fenceIndex(text: string): number {
  const match = /(^|\n)[ \t]*```/.exec(text);
  return match === null ? -1 : match.index + match[0].length - 3;
}
