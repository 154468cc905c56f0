import { parse } from "@babel/parser";

/** One token of JavaScript code: its kind (`"name"`, `"."`, `"?."`, `"string"`, ...) and, for names, the name. */
export interface CodeToken {
  kind: string;
  name?: string;
}

/**
 * The tokens of JavaScript module code, comments left out, or `undefined` when the code does not parse. Read
 * with the same parser as {@link normalizeCode}, so a host that decides something from the code's words (a
 * name used as code, not in a comment or a string) needs no second parser.
 */
export function codeTokens(code: string): CodeToken[] | undefined {
  let tokens: unknown[];
  try {
    const file = parse(code, {
      sourceType: "module",
      allowAwaitOutsideFunction: true,
      allowReturnOutsideFunction: true,
      plugins: ["explicitResourceManagement"],
      tokens: true,
    });
    tokens = (file.tokens ?? []) as unknown[];
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
  const out: CodeToken[] = [];
  for (const token of tokens as Array<{ type: unknown; value?: unknown }>) {
    // Comments carry their kind as a string; code tokens as a token type with a label.
    if (typeof token.type !== "object" || token.type === null) continue;
    const kind = String((token.type as { label?: unknown }).label);
    out.push(kind === "name" ? { kind, name: String(token.value) } : { kind });
  }
  return out;
}
