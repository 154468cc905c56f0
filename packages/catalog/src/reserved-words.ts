/**
 * The one list of JavaScript's reserved words in codemode: the Workers and the iframe executor refuse a
 * namespace named by one (`isReservedWord`), and `sanitizeToolName` renames a tool named by one
 * (`isReservedToolName`). Both sandboxes run the model's code as strict-mode code, so the list is the
 * ECMAScript keywords and literals, the strict-mode reserved words, and the two names strict code cannot
 * bind (`arguments`, `eval`).
 */
const RESERVED_WORDS: ReadonlySet<string> = new Set([
  // keywords and literals
  "await",
  "break",
  "case",
  "catch",
  "class",
  "const",
  "continue",
  "debugger",
  "default",
  "delete",
  "do",
  "else",
  "enum",
  "export",
  "extends",
  "false",
  "finally",
  "for",
  "function",
  "if",
  "import",
  "in",
  "instanceof",
  "new",
  "null",
  "return",
  "super",
  "switch",
  "this",
  "throw",
  "true",
  "try",
  "typeof",
  "var",
  "void",
  "while",
  "with",
  "yield",
  // strict-mode reserved words
  "implements",
  "interface",
  "let",
  "package",
  "private",
  "protected",
  "public",
  "static",
  // names strict code cannot bind
  "arguments",
  "eval",
]);

/**
 * Tool names `sanitizeToolName` also renames, as the reference does: `undefined` and the future reserved
 * words of ECMAScript 1 to 3, which current JavaScript allows but older tooling refuses.
 */
const ALSO_RESERVED_FOR_TOOLS: ReadonlySet<string> = new Set([
  "undefined",
  "abstract",
  "boolean",
  "byte",
  "char",
  "double",
  "final",
  "float",
  "goto",
  "int",
  "long",
  "native",
  "short",
  "synchronized",
  "throws",
  "transient",
  "volatile",
]);

/** Whether `name` cannot name a binding in strict-mode code: a keyword, a literal, a strict-mode reserved word, `arguments` or `eval`. */
export function isReservedWord(name: string): boolean {
  return RESERVED_WORDS.has(name);
}

/** Whether `sanitizeToolName` gives a tool called `name` a trailing `_`: {@link isReservedWord}, `undefined` and the ES1-3 future reserved words. */
export function isReservedToolName(name: string): boolean {
  return RESERVED_WORDS.has(name) || ALSO_RESERVED_FOR_TOOLS.has(name);
}
