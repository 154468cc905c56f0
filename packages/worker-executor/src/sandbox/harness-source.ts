import { CALLS_SOURCE, NO_REPLAY_SOURCE, REPLAY_SOURCE } from "./calls-source.ts";
import { CONSOLE_CAPTURE_SOURCE, INSPECT_SOURCE, PLAIN_INSPECT_SOURCE } from "./console-source.ts";
import { DETERMINISM_SOURCE } from "./determinism-source.ts";
import {
  BUDGET_BREACH_HOOK,
  BUDGET_ERROR_FUNCTION,
  PRELUDES_CONSTANT,
  PROGRAM_FUNCTION,
} from "./program-module.ts";
import { SANDBOX_BINDING, type SandboxFeatures } from "./sandbox-features.ts";

// Harness style: a function every run calls is written `const name = (function name() { ... });`. V8 compiles
// a parenthesized function together with the code around it, where a declared one is pre-parsed first and
// parsed again on its first call (measured: about 4% of an execute()). Functions only some runs need stay
// declarations, which cost only the pre-parse.

// The entry point's source. Which optional parts a sandbox has is known when its module is generated, so the
// entry point calls only those: the host sets setup.determinism exactly when the harness has determinism, and
// setup.determinism.replay exactly when it has replay.
const entrySource = (features: SandboxFeatures): string => String.raw`
// Always a string, whatever the code made of the error (a message that is an object, a getter that throws).
function describeError(error) {
  try {
    if (error instanceof Error) {
      const message = error.message;
      if (typeof message === "string" && message !== "") return message;
      const name = error.name;
      return typeof name === "string" && name !== "" ? name : "Error";
    }
    return String(error);
  } catch {
    return "Error (it could not be read)";
  }
}

// The outcome as [error, result, logs]. An RPC return value that looks like a promise would be awaited, so
// a "then" the code planted on Object.prototype or Array.prototype is removed first (the run is over).
const answer = (function answer(error, result, logs, interrupted) {
  const replayed = takeReplayed();
  const outcome =
    replayed !== undefined
      ? [error, result, logs, interrupted, replayed]
      : interrupted === undefined
        ? [error, result, logs]
        : [error, result, logs, interrupted];
  if ("then" in outcome) {
    delete Array.prototype.then;
    delete Object.prototype.then;
    if ("then" in outcome) return jsonStringify([error ?? "The code made every array thenable; the result cannot be returned."]);
  }
  return outcome;
});

function describeThrown(value) {
  if (value instanceof Error) return describeError(value);
  if (typeof value === "string" && value !== "") return value;
  const writer = { text: "", full: false, limit: 2000 };
  inspect(writer, value, 0, new Set());
  return "The code threw a non-Error value: " + writer.text + ". Throw an Error instead, for example throw new Error(\"what went wrong\").";
}

// Settles the run's promise with the code's. Written with await, not Promise.race nor then: code that replaces
// Promise.race, Promise.resolve, Promise.prototype.then or the array iterator (which race uses) cannot keep
// the run from ending, with its logs.
const settleWith = (async function settleWith(promise, resolve, reject) {
  try {
    resolve(await promise);
  } catch (error) {
    reject(error);
  }
});

// The entry point: a plain object, so the module imports nothing (importing "cloudflare:workers" for
// WorkerEntrypoint cost about 4% of an execute()). A plain object's method receives exactly one argument.
// It runs once: the host's call is the first, since none of the model's code runs before it, so any later
// call comes from the code (through its own module or a loopback stub) and must neither start a second run
// nor install other limits. Frozen, so the code cannot swap the method either.
let entered = false;
const CodemodeSandbox = Object.freeze({
  run: (async function run(input) {
    if (entered) throw new Error("The sandbox's entry point runs once per execution, for the host; the code cannot call it.");
    entered = true;
    const { bridge, setup } = input;
    installConsole(setup.logs);
    ${
      features.determinism
        ? "const clock = installDeterminism(setup.determinism);\n    startCalls(bridge, createOrderedDelivery, clock.setClock);"
        : "startCalls(bridge, undefined, undefined);"
    }
    installNamespaces(setup.providers, setup.connectors);
${features.replay ? "    installReplay(setup.determinism.replay);\n" : ""}    let outcome;
    let timer;
    let interrupted;
    try {
      for (let index = 0; index < ${PRELUDES_CONSTANT}.length; index++) ${PRELUDES_CONSTANT}[index]();
      const main = ${PROGRAM_FUNCTION}();
      if (typeof main !== "function") {
        throw new TypeError("The code must evaluate to a function, such as async () => { ... }; it evaluated to " + typeof main + ".");
      }
      // The code's outcome, the timeout or a budget breach, whichever comes first; see settleWith.
      const settled = new OriginalPromise((resolve, reject) => {
        timer = originalSetTimeout(() => {
          interrupted = "timeout";
          reject(new Error("Execution timed out after " + setup.timeout + " ms"));
        }, setup.timeout);
        ${BUDGET_BREACH_HOOK} = (message) => {
          interrupted = "budget";
          reject(new Error(message));
        };
        settleWith(main(), resolve, reject);
      });
      outcome = { value: await settled };
    } catch (error) {
      outcome = { error: describeThrown(error) };
    } finally {
      originalClearTimeout(timer);
    }
    const exceeded = ${BUDGET_ERROR_FUNCTION}();
    if (exceeded !== undefined) interrupted = "budget";
    // An interrupted run starts nothing more on the host; a finished one lets its unawaited calls arrive.
    await endCalls(interrupted === undefined);
    if (exceeded !== undefined) return answer(exceeded, undefined, readLogs(), interrupted);
    if (outcome.error !== undefined) return answer(outcome.error, undefined, readLogs(), interrupted);
    let value = outcome.value;
    try {
      if ((typeof value === "object" && value !== null) || typeof value === "function" || typeof value === "symbol") value = originalStructuredClone(value);
    } catch (error) {
      const message = "The code's result cannot be returned: " + describeError(error) + " Return plain data: JSON values, binary data, bigint, Date, Map or Set.";
      return answer(message, undefined, readLogs());
    }
    return answer(undefined, value, readLogs());
  }),
});
`;

const GLOBALS_SOURCE = [
  "const OriginalDate = Date;",
  "const OriginalPromise = Promise;",
  "const originalSetTimeout = setTimeout;",
  "const originalSetInterval = setInterval;",
  "const originalClearTimeout = clearTimeout;",
  "const originalStructuredClone = structuredClone;",
  "const setPrototypeOf = Object.setPrototypeOf;",
].join("\n");

/**
 * The readable harness for `features`: a block that declares everything the sandbox needs and sets
 * {@link SANDBOX_BINDING} to the entry point. Block-scoped, so the model's code (outside the block) sees none
 * of its names while the block sees the program part. The sandbox receives it minified (see
 * `harness.generated.ts`).
 */
export function harnessBlock(features: SandboxFeatures): string {
  const { determinism, formatter, replay } = features;
  return [
    "{",
    GLOBALS_SOURCE,
    CONSOLE_CAPTURE_SOURCE,
    formatter ? INSPECT_SOURCE : PLAIN_INSPECT_SOURCE,
    determinism ? DETERMINISM_SOURCE : "const orderedCall = undefined;",
    replay ? REPLAY_SOURCE : NO_REPLAY_SOURCE,
    CALLS_SOURCE,
    entrySource(features),
    `${SANDBOX_BINDING} = CodemodeSandbox;`,
    "}",
  ].join("\n");
}
