import { describe } from "./describe.ts";
import type { WorkerSetup } from "./protocol.ts";

/** How an execution ended: the code's result, or the error the host reports. */
export type Outcome = { result?: unknown; error?: string };

/**
 * Evaluates the namespaces' preludes, then the model's code, at global scope, and calls the function it
 * evaluates to; `finish` receives the outcome exactly once. Indirect eval runs at global scope: the code and
 * the preludes see the namespaces and nothing of the runtime's closures.
 */
export function runProgram(setup: WorkerSetup, finish: (outcome: Outcome) => void): void {
  // biome-ignore lint/security/noGlobalEval: running the model's code is this sandbox's purpose; CSP allows it here only
  const evaluate = eval;
  for (const namespace of setup.namespaces) {
    if (namespace.prelude === undefined) continue;
    try {
      evaluate(namespace.prelude);
    } catch (error) {
      finish({ error: `The prelude of namespace "${namespace.name}" failed: ${describe(error)}` });
      return;
    }
  }
  let program: unknown;
  try {
    program = evaluate(`(${setup.code}\n)`);
  } catch (error) {
    finish({ error: describe(error) });
    return;
  }
  if (typeof program !== "function") {
    finish({
      error: `The code must be a function such as \`async () => { ... }\`, but it evaluated to ${typeof program}.`,
    });
    return;
  }
  const entry = program as () => unknown;
  // Awaited, not chained with then: code that replaces Promise.prototype.then cannot keep the result from
  // being sent. The first await lets the setup's own turn end before the code starts.
  void (async () => {
    let outcome: Outcome;
    try {
      await undefined;
      outcome = { result: await entry() };
    } catch (error) {
      outcome = { error: describe(error) };
    }
    finish(outcome);
  })();
}
