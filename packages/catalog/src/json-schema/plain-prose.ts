/**
 * Descriptions as a model reads them best within a context budget: plain text (HTML tags and entities
 * converted, markdown markup removed, code samples and images dropped), cut at a word boundary when longer
 * than a limit. Documents write descriptions for web pages (Stripe in HTML, Jira in markdown with curl and
 * Node samples); in a declaration that markup and those samples cost context and teach nothing the types
 * do not.
 */

/** Characters of prose `describe` keeps per operation and per field; the full text stays reachable. */
export type ProseBudget = {
  /** An operation's (a method's) description. */
  readonly operationCharacters: number;
  /** A field's or a shared definition's description: its first sentence, cut to this length. */
  readonly fieldCharacters: number;
  /**
   * All field and definition descriptions of one rendering together; fields past it are declared without
   * one (their names and types say the rest, and the full text stays reachable).
   */
  readonly totalFieldCharacters: number;
};

/** The budget `describe` applies unless the full text is asked for. */
export const DESCRIBE_PROSE_BUDGET: ProseBudget = {
  operationCharacters: 320,
  fieldCharacters: 80,
  totalFieldCharacters: 150,
};

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

/** HTML and markdown converted to plain text: paragraphs and list items on their own lines. */
export function plainProse(text: string): string {
  let plain = text.replace(/\r\n?/g, "\n");
  plain = plain.replace(/(^|\n)(```|~~~)[^\n]*\n[\s\S]*?(\n\2[^\n]*(?=\n|$)|$)/g, "$1"); // fenced code
  plain = plain.replace(/<pre\b[\s\S]*?<\/pre>/gi, " "); // HTML code samples
  plain = plain.replace(/!\[[^\]]*\]\([^)]*\)/g, ""); // markdown images
  plain = plain.replace(/<img\b[^>]*>/gi, "");
  plain = plain.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1"); // markdown links keep their text
  plain = plain.replace(/<\/(p|div|h[1-6]|ul|ol|table|tr)>|<br\s*\/?>/gi, "\n");
  plain = plain.replace(/<li\b[^>]*>/gi, "\n- ");
  plain = plain.replace(/<[a-z/!][^>]*>/gi, ""); // remaining tags
  plain = plain.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => entity(whole, name));
  plain = plain.replace(/^\s{0,3}#{1,6}\s+/gm, ""); // headings
  plain = plain.replace(/(\*\*|__)(?=\S)([^*_\n]+?)\1/g, "$2"); // bold
  plain = plain.replace(/^\s*[*+]\s+/gm, "- "); // list markers
  plain = plain.replace(/^\s*>\s?/gm, ""); // block quotes
  return plain
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function entity(whole: string, name: string): string {
  if (name.startsWith("#")) {
    const code =
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  }
  return ENTITIES[name.toLowerCase()] ?? whole;
}

/**
 * The first sentence of plain text (up to a `.`, `!` or `?` followed by a space, or a line break): a field's
 * description usually says what it is first and adds detail after.
 */
export function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)|\n/);
  return end === -1 ? text : text.slice(0, text[end] === "\n" ? end : end + 1).trimEnd();
}

/** `text` cut to at most `limit` characters at a word boundary, with `…`; `shortened` says whether it was. */
export function boundProse(text: string, limit: number): { text: string; shortened: boolean } {
  if (text.length <= limit) return { text, shortened: false };
  const cut = text.slice(0, Math.max(0, limit - 1));
  const boundary = cut.search(/\s\S*$/);
  const kept = (boundary > limit / 2 ? cut.slice(0, boundary) : cut).trimEnd();
  return { text: `${kept}…`, shortened: true };
}
