/**
 * Prose of a description without its links: markdown links keep their text (`[notifications](https://...)`
 * -> `notifications`) and bare URLs are dropped. Link targets are addresses, not words about what a method
 * does, and their pieces (`https`, `docs`, `com`) would otherwise match unrelated queries.
 */
export function withoutLinks(text: string): string {
  return text
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
