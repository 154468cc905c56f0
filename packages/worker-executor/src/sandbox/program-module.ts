import type { ResolvedExecutionBudget } from "../budget/execution-budget.ts";
import { ENTER_TICK, INSTRUMENTATION_PREFIX, LOOP_TICK } from "../budget/instrument-code.ts";
import { allocationMeterSource } from "./allocation-meter.ts";
import { importFunctionSource } from "./import-policy.ts";

/** Function of the program part that evaluates the code's function expression. */
export const PROGRAM_FUNCTION = `${INSTRUMENTATION_PREFIX}program`;

/** The providers' preludes, as functions run in order. */
export const PRELUDES_CONSTANT = `${INSTRUMENTATION_PREFIX}preludes`;

/** Function of the program part that reports a budget breach, even one the code caught. */
export const BUDGET_ERROR_FUNCTION = `${INSTRUMENTATION_PREFIX}budgetError`;

/**
 * Binding of the program part the harness sets to a callback run on the first breach, so the execution
 * ends at once even when the breach happened in a promise chain the code never awaits.
 */
export const BUDGET_BREACH_HOOK = `${INSTRUMENTATION_PREFIX}onBreach`;

const P = INSTRUMENTATION_PREFIX;

/**
 * The per-execution part of the sandbox module, at its top level: the budget counters (bindings whose names
 * the code is not allowed to use, so it can neither read nor reset them), the preludes and the code, each
 * wrapped in a function so nothing of the model's runs before the sandbox is set up. Every name here starts
 * with the reserved prefix; the harness lives in a block the code cannot see into. `importable` lists the
 * specifiers the code's `import()` may load (see `importableSpecifiers`).
 */
export function programSource(
  program: string,
  preludes: readonly string[],
  budget: ResolvedExecutionBudget | false,
  importable: readonly string[],
): string {
  const lines: string[] = [`let ${BUDGET_BREACH_HOOK} = () => {};`, importFunctionSource(importable)];
  if (budget) {
    lines.push(
      `const ${P}Error = Error;`,
      `let ${P}loops = 0, ${P}calls = 0, ${P}exceeded = undefined;`,
      `function ${P}stop(message) { if (${P}exceeded === undefined) { ${P}exceeded = message; ${BUDGET_BREACH_HOOK}(message); } throw new ${P}Error(${P}exceeded); }`,
      `function ${LOOP_TICK}() { if (++${P}loops > ${budget.loopIterations}) ${P}stop(${JSON.stringify(loopMessage(budget.loopIterations))}); }`,
      `const ${ENTER_TICK} = (function () { if (++${P}calls > ${budget.functionCalls}) ${P}stop(${JSON.stringify(callMessage(budget.functionCalls))}); });`,
      `const ${BUDGET_ERROR_FUNCTION} = (function () { return ${P}exceeded; });`,
      allocationMeterSource(budget.allocationBytes),
    );
  } else {
    lines.push(`const ${BUDGET_ERROR_FUNCTION} = (function () { return undefined; });`);
  }
  lines.push(
    `const ${PRELUDES_CONSTANT} = [${preludes.map((prelude) => `() => {\n${prelude}\n}`).join(",\n")}];`,
  );
  lines.push(`const ${PROGRAM_FUNCTION} = (function () {\nreturn ${program};\n});`);
  return lines.join("\n");
}

function loopMessage(limit: number): string {
  return `Execution stopped: exceeded ${limit} loop iterations; the code looks like an endless loop. Make every loop end (check its condition), or raise the executor's budget.loopIterations if the work is real.`;
}

function callMessage(limit: number): string {
  return `Execution stopped: exceeded ${limit} function calls; the code looks like unbounded recursion (sync or async). Give the recursion a base case, or raise the executor's budget.functionCalls if the work is real.`;
}
