/** One change to source text: replace `[start, end)` with `text` (empty text removes it). */
export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * Applies edits to `source[from, to)`. Edits nested inside an earlier, wider edit are dropped, since the wider
 * one replaces them (a removed interface takes its member types with it). Where a removal would join two words
 * (`abstract class` inside `x abstract class`), a space is kept.
 */
export function applyEdits(
  source: string,
  edits: readonly SourceEdit[],
  from = 0,
  to = source.length,
): string {
  const ordered = edits
    .filter((edit) => edit.start >= from && edit.end <= to)
    .sort((left, right) => left.start - right.start || right.end - left.end);
  let output = "";
  let cursor = from;
  for (const edit of ordered) {
    if (edit.start < cursor) continue;
    output += source.slice(cursor, edit.start);
    const text = edit.text === "" && joinsWords(output, source.charAt(edit.end)) ? " " : edit.text;
    output += text;
    cursor = edit.end;
  }
  return output + source.slice(cursor, to);
}

function joinsWords(before: string, nextCharacter: string): boolean {
  return /[\w$]$/.test(before) && /[\w$]/.test(nextCharacter);
}
