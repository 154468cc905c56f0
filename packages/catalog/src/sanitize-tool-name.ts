/**
 * Words that cannot name a sandbox method or global as written: the ECMAScript keywords and literals,
 * the strict-mode and older (ES1-3) future reserved words, and the two names strict code cannot bind
 * (`arguments`, `eval`). A tool called one of these gets a trailing `_`.
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
  "undefined",
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
  // future reserved words of ECMAScript 1 to 3
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

/**
 * Turns any tool name into a valid JavaScript identifier, the way the sandbox exposes it
 * (`github.list_pull_requests`). Behaves like the reference implementation so the same tool gets the same
 * method name everywhere:
 * - `-`, `.` and whitespace become `_`;
 * - every other character outside `[A-Za-z0-9_$]` is dropped (non-ASCII letters included);
 * - a name that would start with a digit gets a leading `_`;
 * - a reserved word gets a trailing `_` (`delete` -> `delete_`);
 * - an empty result is `_`.
 *
 * Different tool names can map to the same identifier (`a-b` and `a.b`); callers that need uniqueness must
 * detect that themselves.
 */
export function sanitizeToolName(name: string): string {
  const identifier = name.replace(/[-.\s]/g, "_").replace(/[^A-Za-z0-9_$]/g, "");
  if (identifier === "") return "_";
  const withValidStart = /^[0-9]/.test(identifier) ? `_${identifier}` : identifier;
  return RESERVED_WORDS.has(withValidStart) ? `${withValidStart}_` : withValidStart;
}

/** Whether `name` is already a valid, unreserved JavaScript identifier in the sense of `sanitizeToolName`. */
export function isSanitizedIdentifier(name: string): boolean {
  return sanitizeToolName(name) === name;
}
