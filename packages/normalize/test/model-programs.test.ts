import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { normalizeCode, stripTypeScript } from "../src/index.ts";
import { codemode } from "../src/normalize-test-helpers.test-helper.ts";
import { transpileWithTypeScript } from "./oracle.test-helper.ts";
import { declarationPrograms } from "./programs/declarations.ts";
import { everydayPrograms } from "./programs/everyday.ts";
import { runtimePrograms } from "./programs/runtime.ts";

const programs = [...everydayPrograms, ...declarationPrograms, ...runtimePrograms];

/**
 * Where our outcome is meant to differ from running TypeScript's output, and why: each is a construct the
 * sandbox cannot run, refused up front with a SyntaxError that names it (TypeScript emits code that fails later
 * or differently).
 */
const REFUSED: Record<string, string> = {
  "decorator is refused": "decorator",
  "method decorator is refused": "decorator",
  "decorator factory is refused": "decorator",
  "parameter decorator is refused": "decorator",
  "import require is refused": "import = require()",
  "export assignment is refused": "export =",
};

/** What running a program gives: its value, shown, or the name of what it threw. */
async function outcome(arrow: string): Promise<string> {
  try {
    const run = new Function("codemode", `return (${arrow})();`);
    return `value ${inspect(await run(codemode), { depth: 6 })}`;
  } catch (error) {
    return `throws ${error instanceof Error ? error.name : inspect(error)}`;
  }
}

/**
 * TypeScript's output for the program, shaped as one function the same way (read as JavaScript only), without
 * the `export {};` TypeScript appends to a module whose exports were all types (it would become the last statement).
 */
function oracleArrow(code: string): string {
  const fenced = /```(?:ts|typescript)?\n([\s\S]*?)\n```/.exec(code);
  const output = transpileWithTypeScript(fenced ? (fenced[1] ?? "") : code).replace(
    /\nexport \{\};\s*$/,
    "\n",
  );
  return normalizeCode(output, { typeScriptFirst: false });
}

describe("model-style programs: normalizeCode gives TypeScript's outcome", () => {
  it("has at least 80 programs with distinct names", () => {
    expect(programs.length).toBeGreaterThanOrEqual(80);
    expect(new Set(programs.map(([name]) => name)).size).toBe(programs.length);
  });

  it.each(programs.filter(([name]) => !(name in REFUSED)))("%s", async (_name, code) => {
    const ours = await outcome(normalizeCode(code));
    expect(ours).not.toMatch(/^throws SyntaxError/);
    expect(ours).toBe(await outcome(oracleArrow(code)));
  });

  it.each(Object.entries(REFUSED))("%s with a SyntaxError naming `%s`", async (name, construct) => {
    const code = programs.find(([programName]) => programName === name)?.[1] ?? "";
    const normalized = normalizeCode(code);
    expect(normalized).toContain(`\`${construct}\` cannot run in the sandbox`);
    await expect(outcome(normalized)).resolves.toBe("throws SyntaxError");
  });

  it.each(programs.filter(([name]) => !(name in REFUSED)))(
    "%s keeps every line where it was",
    (_name, code) => {
      if (code.includes("```")) return;
      const erased = stripTypeScript(code) ?? "";
      expect(erased.split("\n").length).toBe(code.split("\n").length);
    },
  );
});
