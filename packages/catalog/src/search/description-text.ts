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
  const line = withoutLinks(text)
    .split("\n")
    .map((candidate) => candidate.trim())
    .find((candidate) => candidate !== "");
  if (line === undefined) return "";
  const end = line.search(/[.!?](\s|$)/);
  return end === -1 ? line : line.slice(0, end);
}
