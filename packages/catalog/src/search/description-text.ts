/**
 * Prose of a description without its links and markup: markdown links keep their text
 * (`[notifications](https://...)` -> `notifications`), bare URLs are dropped, and HTML tags (`<p>`,
 * `<a href="/docs/...">`, which many generated API documents use) and character references (`&amp;`) are
 * removed. Link targets and tags are not words about what a method does, and their pieces (`https`, `docs`,
 * `p`, `href`) would otherwise match unrelated queries and lengthen every description alike.
 */
export function withoutLinks(text: string): string {
  return text
    .replace(/<\/?[a-zA-Z][^<>]*>/g, " ")
    .replace(/&(?:[a-zA-Z]+|#\d+|#x[\da-fA-F]+);/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<?\b(?:https?|ftp):\/\/[^\s)>]+>?/gi, " ")
    .replace(/\bwww\.[^\s)>]+/gi, " ");
}

/**
 * The lead sentence of a description: its first non-empty line, up to the first sentence end. Descriptions
 * generated from API documents usually open with a one-line summary ("Create an issue") followed by
 * paragraphs of details; the summary says what the method does, the details mostly how.
 */
export function leadSentence(text: string): string {
  return proseLeadSentence(withoutLinks(text));
}

/**
 * {@link leadSentence} of text that is already {@link withoutLinks}: an index build has that text for the
 * description field and saves cleaning it twice. Reads lines only up to the first non-empty one.
 */
export function proseLeadSentence(prose: string): string {
  let line = "";
  for (let start = 0; start <= prose.length && line === ""; ) {
    const newline = prose.indexOf("\n", start);
    const end = newline === -1 ? prose.length : newline;
    line = prose.slice(start, end).trim();
    start = end + 1;
  }
  if (line === "") return "";
  const end = line.search(/[.!?](\s|$)/);
  return end === -1 ? line : line.slice(0, end);
}
