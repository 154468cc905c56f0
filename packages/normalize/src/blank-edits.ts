/** One change to source text: replace `[start, end)` with `text`; an empty `text` blanks the range. */
export interface BlankEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * Applies edits so that every character outside them keeps its line and column: a blanked range becomes spaces
 * (its line breaks kept), a replacement is written over the range's first line when it fits there and is
 * followed by the range's line breaks otherwise. An edit nested in a wider one is dropped (the wider one
 * replaces it); insertions (empty ranges) at one position keep their order.
 */
export function applyBlankEdits(source: string, edits: readonly BlankEdit[]): string {
  const ordered = edits
    .map((edit, index) => ({ edit, index }))
    .sort(
      (left, right) =>
        left.edit.start - right.edit.start ||
        width(left.edit) - width(right.edit) ||
        left.index - right.index,
    )
    .map(({ edit }) => edit);
  // Among edits that start together, insertions come first, then the widest range (which swallows the rest).
  let output = "";
  let cursor = 0;
  for (const [position, edit] of ordered.entries()) {
    if (edit.start < cursor) continue;
    const wider = ordered[position + 1];
    if (width(edit) > 0 && wider && wider.start === edit.start && width(wider) > width(edit)) continue;
    output += source.slice(cursor, edit.start);
    output += fill(source.slice(edit.start, edit.end), edit.text);
    cursor = edit.end;
  }
  return output + source.slice(cursor);
}

function width(edit: BlankEdit): number {
  return edit.end - edit.start;
}

/**
 * `text` laid over `original`: as it is when it has the same length (the caller laid it out), else padded to the
 * same length where it fits on the first line, else followed by the original's line breaks.
 */
function fill(original: string, text: string): string {
  if (text.length === original.length) return text;
  const blank = original.replace(/[^\n\r\u2028\u2029]/g, " ");
  const firstBreak = blank.search(/[\n\r\u2028\u2029]/);
  const firstLine = firstBreak < 0 ? blank.length : firstBreak;
  if (text.length <= firstLine) return text + blank.slice(text.length);
  return text + blank.replace(/ /g, "");
}
