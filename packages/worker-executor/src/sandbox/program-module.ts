import type { ResolvedExecutionBudget } from "../budget/execution-budget.ts";
import { ENTER_TICK, INSTRUMENTATION_PREFIX, LOOP_TICK } from "../budget/instrument-code.ts";

/** Module specifier of the per-execution program module inside the sandbox. */
export const PROGRAM_MODULE = "__codemode_program.js";

/** Export of the program module that evaluates the code's function expression. */
export const PROGRAM_EXPORT = `${INSTRUMENTATION_PREFIX}program`;

/** Export of the program module holding the providers' preludes, as functions run in order. */
export const PRELUDES_EXPORT = `${INSTRUMENTATION_PREFIX}preludes`;

/** Export of the program module that reports a budget breach, even one the code caught. */
export const BUDGET_ERROR_EXPORT = `${INSTRUMENTATION_PREFIX}budgetError`;

const P = INSTRUMENTATION_PREFIX;

/**
 * Source of the program module: the budget counters (module-scope bindings whose names the code is not
 * allowed to use, so it can neither read nor reset them), the preludes and the code, each wrapped in a
 * function so nothing of the model's runs before the sandbox is set up.
 */
export function programModuleSource(
  program: string,
  preludes: readonly string[],
  budget: ResolvedExecutionBudget | false,
): string {
  const lines: string[] = [];
  if (budget) {
    lines.push(
      `const ${P}Error = Error;`,
      `let ${P}loops = 0, ${P}calls = 0, ${P}exceeded = undefined;`,
      `function ${P}stop(message) { if (${P}exceeded === undefined) ${P}exceeded = message; throw new ${P}Error(${P}exceeded); }`,
      `function ${LOOP_TICK}() { if (++${P}loops > ${budget.loopIterations}) ${P}stop(${JSON.stringify(loopMessage(budget.loopIterations))}); }`,
      `function ${ENTER_TICK}() { if (++${P}calls > ${budget.functionCalls}) ${P}stop(${JSON.stringify(callMessage(budget.functionCalls))}); }`,
      `export function ${BUDGET_ERROR_EXPORT}() { return ${P}exceeded; }`,
    );
  } else {
    lines.push(`export function ${BUDGET_ERROR_EXPORT}() { return undefined; }`);
  }
  lines.push(
    `export const ${PRELUDES_EXPORT} = [${preludes.map((prelude) => `() => {\n${prelude}\n}`).join(",\n")}];`,
  );
  lines.push(`export function ${PROGRAM_EXPORT}() {\nreturn ${program};\n}`);
  return lines.join("\n");
}

function loopMessage(limit: number): string {
  return `Execution stopped: exceeded ${limit} loop iterations; the code looks like an endless loop. Make every loop end (check its condition), or raise the executor's budget.loopIterations if the work is real.`;
}

function callMessage(limit: number): string {
  return `Execution stopped: exceeded ${limit} function calls; the code looks like unbounded recursion (sync or async). Give the recursion a base case, or raise the executor's budget.functionCalls if the work is real.`;
}
