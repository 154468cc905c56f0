import { codeTokens, singleExpressionError } from "@codemode/normalize";
import { MAX_SNIPPET_DEPTH, MAX_THROWN_DESCRIPTION_CHARS } from "../constants.ts";
import { missingConnectors } from "../machine/messages.ts";
import type { Snippet } from "../types/snippet.ts";

/**
 * Names of the host functions behind `codemode.step`; the prelude hides them from the model's code. Every
 * step makes exactly two host calls, decide then settle, whether it runs or replays, so the calls after it
 * have the same causal identity on every pass.
 */
export const STEP_DECIDE = "__stepDecide";
export const STEP_SETTLE = "__stepSettle";

/**
 * Sandbox-side JavaScript of the `codemode` namespace: `step` (a closure runs once, its value is recorded
 * and replayed) and `run` (saved snippets, embedded as functions so a snippet's calls join the same log,
 * with the same replay and approval rules as the code that runs it).
 */
export function platformPrelude(
  snippets: readonly Snippet[],
  configured: ReadonlySet<string>,
  normalize: (code: string) => string,
): string {
  // Computed keys on a null-prototype object: every name is an own property (a literal `"__proto__": v`
  // would set the prototype instead) and no name finds an inherited member (`constructor`, `toString`).
  const table = snippets.map(
    (snippet) => `  [${JSON.stringify(snippet.name)}]: ${snippetValue(snippet, configured, normalize)},`,
  );
  return `{
  const ns = codemode;
  const decide = ns.${STEP_DECIDE}, settle = ns.${STEP_SETTLE};
  delete ns.${STEP_DECIDE}; delete ns.${STEP_SETTLE};
  const messageOf = (error) => {
    let text;
    try {
      text = error instanceof Error ? String(error.message) : String(error);
    } catch {
      try {
        text = JSON.stringify(error);
      } catch {}
    }
    return typeof text === "string" ? text.slice(0, ${MAX_THROWN_DESCRIPTION_CHARS}) : "[a thrown value that cannot be read]";
  };
  ns.step = async function step(name, fn) {
    if (typeof fn !== "function") throw new TypeError("codemode.step(name, fn) needs a function as its second argument.");
    const decision = await decide(String(name));
    if (decision.kind !== "execute") return await settle(decision.seq, { replay: true });
    let value;
    try {
      value = await fn();
    } catch (error) {
      await settle(decision.seq, { error: messageOf(error) });
      throw error;
    }
    return await settle(decision.seq, { value });
  };
  const snippets = {
  __proto__: null,
${table.join("\n")}
  };
  // A snippet sees its own \`codemode\`, whose \`run\` knows how deep it is, so nesting is bounded.
  const runAt = (depth) => async function run(name, input) {
    const key = String(name);
    const snippet = snippets[key];
    if (!snippet) return { error: \`Snippet "\${key}" not found. Find saved snippets with codemode.search(query).\` };
    if (snippet.error) return { error: snippet.error };
    if (depth >= ${MAX_SNIPPET_DEPTH}) throw new Error(\`codemode.run("\${key}"): snippets can nest at most ${MAX_SNIPPET_DEPTH} deep (MAX_SNIPPET_DEPTH). A snippet that runs itself needs a condition that ends the recursion; or loop inside one snippet.\`);
    return await snippet.fn({ ...ns, run: runAt(depth + 1) })(input);
  };
  ns.run = runAt(0);
}`;
}

function snippetValue(
  snippet: Snippet,
  configured: ReadonlySet<string>,
  normalize: (code: string) => string,
): string {
  const missing = (snippet.connectors ?? []).filter((name) => !configured.has(name));
  if (missing.length > 0)
    return JSON.stringify({ error: missingConnectors(`Snippet "${snippet.name}"`, missing) });
  const source = normalize(snippet.code);
  // The source is embedded inside the prelude: it must be one expression, or it could close the embedding.
  const syntaxError = singleExpressionError(source);
  if (syntaxError)
    return JSON.stringify({ error: `Snippet "${snippet.name}" does not parse: ${syntaxError}` });
  return `{ fn: (codemode) => (${source}\n) }`;
}

/**
 * Whether code may call `codemode.run`, so the pass embeds the saved snippets. Decided on the code's tokens,
 * so the word in a comment or a string does not count: the code may run a snippet when it names `run` (as a
 * property, `codemode.run(...)`, `codemode?.run`, or a binding, `const { run } = codemode`), or uses
 * `codemode` other than by reading a named property (`codemode[key]`, passing `codemode` along). Code that
 * does not parse counts as may-run: it is refused later with its syntax error either way.
 */
export function mayRunSnippets(code: string): boolean {
  if (!/\b(?:run|codemode)\b/.test(code)) return false;
  const tokens = codeTokens(code);
  if (!tokens) return true;
  for (let index = 0; index < tokens.length; index++) {
    const name = tokens[index]?.name;
    if (name === "run") return true;
    if (name !== "codemode") continue;
    const access = tokens[index + 1]?.kind;
    if ((access !== "." && access !== "?.") || tokens[index + 2]?.kind !== "name") return true;
  }
  return false;
}
