import { parse } from "acorn";
import { type NormalizeCodeOptions, normalizeCode } from "./normalize-code.ts";

/** Host functions the test programs call, standing in for a provider namespace. */
export const codemode = {
  async listIssues(args: { state: string }) {
    await Promise.resolve();
    return [
      { id: 1, title: "Crash on start", state: args.state, labels: ["bug"], comments: 3 },
      { id: 2, title: "Add dark mode", state: args.state, labels: ["feature"], comments: 0 },
      { id: 3, title: "Leak in cache", state: args.state, labels: ["bug", "perf"], comments: 7 },
    ];
  },
  async getUser(args: { login: string }) {
    await Promise.resolve();
    return { login: args.login, name: args.login.toUpperCase(), followers: args.login.length * 10 };
  },
};

/** Normalizes `code`, checks the result is one arrow function expression plain acorn accepts, and runs it. */
export async function runNormalized(code: string, options?: NormalizeCodeOptions): Promise<unknown> {
  const normalized = normalizeCode(code, options);
  assertSingleArrow(normalized);
  const run = new Function("codemode", `return (${normalized})();`);
  return await run(codemode);
}

/** Throws unless `source` is exactly one (async) arrow function expression in plain JavaScript. */
export function assertSingleArrow(source: string): void {
  const program = parse(`(${source})`, { ecmaVersion: "latest", sourceType: "module" });
  const statement = program.body[0];
  if (
    program.body.length !== 1 ||
    statement?.type !== "ExpressionStatement" ||
    statement.expression.type !== "ArrowFunctionExpression" ||
    !statement.expression.async
  ) {
    throw new Error(`not one async arrow function: ${source}`);
  }
}
