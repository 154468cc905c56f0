import { contextId, endCalls, type HostBridge, startCalls } from "./calls.ts";
import {
  jsonStringify,
  OriginalPromise,
  originalClearTimeout,
  originalSetTimeout,
  originalStructuredClone,
} from "./captured.ts";
import {
  type ConsoleLimits,
  createConsoleCapture,
  inspect,
  installConsole,
  readLines,
} from "./console-capture.ts";
import { describeError } from "./describe-error.ts";
import { type DeterminismSettings, installDeterminism } from "./determinism.ts";
import { installNamespaces } from "./namespaces.ts";
import { createOrderedDelivery } from "./ordered-delivery.ts";
import { installReplay, takeReplayed } from "./replay.ts";
import { clearRunTimers } from "./run-timers.ts";
import type { Writer } from "./writer.ts";

/** What the host's `run` call passes (see `SandboxSetup` in src/prepare-execution.ts). */
interface RunInput {
  bridge: HostBridge;
  setup: {
    providers: Array<{ name: string; tools: string[] }>;
    connectors: string[];
    timeout: number;
    logs: ConsoleLimits;
    determinism?: DeterminismSettings;
  };
}

type Interrupted = "timeout" | "budget" | undefined;

// The outcome as [error, result, logs, interrupted?, replayed?]. An RPC return value that looks like a promise
// would be awaited, so a "then" the code planted on Object.prototype or Array.prototype is removed first (the
// run is over).
// @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
function answer(
  error: string | undefined,
  result: unknown,
  logs: string[],
  interrupted?: Interrupted,
): unknown {
  const replayed = __HARNESS_REPLAY__ ? takeReplayed() : undefined;
  const outcome =
    replayed !== undefined
      ? [error, result, logs, interrupted, replayed]
      : interrupted === undefined
        ? [error, result, logs]
        : [error, result, logs, interrupted];
  if ("then" in outcome) {
    delete (Array.prototype as { then?: unknown }).then;
    delete (Object.prototype as { then?: unknown }).then;
    if ("then" in outcome) {
      return jsonStringify([error ?? "The code made every array thenable; the result cannot be returned."]);
    }
  }
  return outcome;
}

function describeOutcomeError(value: unknown): string {
  if (value instanceof Error) return describeError(value);
  if (typeof value === "string" && value !== "") return value;
  const writer: Writer = { text: "", full: false, limit: 2000 };
  inspect(writer, value, 0, new Set());
  return `The code threw a non-Error value: ${writer.text}. Throw an Error instead, for example throw new Error("what went wrong").`;
}

// Settles the run's promise with the code's. Written with await, not Promise.race nor then: code that replaces
// Promise.race, Promise.resolve, Promise.prototype.then or the array iterator (which race uses) cannot keep
// the run from ending, with its logs.
// @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
async function settleWith(
  promise: unknown,
  resolve: (value: unknown) => void,
  reject: (error: unknown) => void,
) {
  try {
    resolve(await promise);
  } catch (error) {
    reject(error);
  }
}

let entered = false;

// @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
async function run(input: RunInput): Promise<unknown> {
  if (entered)
    throw new Error(
      "The sandbox's entry point runs once per execution, for the host; the code cannot call it.",
    );
  entered = true;
  const { bridge, setup } = input;
  const logs = createConsoleCapture(setup.logs);
  installConsole(logs);
  if (__HARNESS_DETERMINISM__) {
    const settings = setup.determinism as DeterminismSettings;
    startCalls(bridge, createOrderedDelivery(), installDeterminism(settings, contextId));
  } else {
    startCalls(bridge, undefined, undefined);
  }
  installNamespaces(setup.providers, setup.connectors);
  if (__HARNESS_REPLAY__) installReplay(setup.determinism?.replay);
  // Two bindings, not an object: a property the code planted on Object.prototype cannot bend the outcome.
  let value: unknown;
  let failure: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let interrupted: Interrupted;
  try {
    for (let index = 0; index < __codemode$preludes.length; index++)
      (__codemode$preludes[index] as () => void)();
    const main = __codemode$program();
    if (typeof main !== "function") {
      throw new TypeError(
        `The code must evaluate to a function, such as async () => { ... }; it evaluated to ${typeof main}.`,
      );
    }
    // The code's outcome, the timeout or a budget breach, whichever comes first; see settleWith.
    const settled = new OriginalPromise((resolve, reject) => {
      timer = originalSetTimeout(() => {
        interrupted = "timeout";
        reject(new Error(`Execution timed out after ${setup.timeout} ms`));
      }, setup.timeout);
      __codemode$onBreach = (message) => {
        interrupted = "budget";
        reject(new Error(message));
      };
      settleWith(main(), resolve, reject);
    });
    value = await settled;
  } catch (error) {
    failure = describeOutcomeError(error);
  } finally {
    originalClearTimeout(timer);
  }
  const exceeded = __codemode$budgetError();
  if (exceeded !== undefined) interrupted = "budget";
  // An interrupted run starts nothing more on the host; a finished one lets its unawaited calls arrive.
  await endCalls(interrupted === undefined);
  clearRunTimers();
  if (exceeded !== undefined) return answer(exceeded, undefined, readLines(logs), interrupted);
  if (failure !== undefined) return answer(failure, undefined, readLines(logs), interrupted);
  try {
    if (
      (typeof value === "object" && value !== null) ||
      typeof value === "function" ||
      typeof value === "symbol"
    ) {
      value = originalStructuredClone(value);
    }
  } catch (error) {
    const message = `The code's result cannot be returned: ${describeError(error)} Return plain data: JSON values, binary data, bigint, Date, Map or Set.`;
    return answer(message, undefined, readLines(logs));
  }
  return answer(undefined, value, readLines(logs));
}

/**
 * The entry point: a plain object, so the module imports nothing (importing "cloudflare:workers" for
 * WorkerEntrypoint cost about 4% of an execute()). A plain object's method receives exactly one argument. It
 * runs once: the host's call is the first, since none of the model's code runs before it, so any later call
 * comes from the code (through its own module or a loopback stub) and must neither start a second run nor
 * install other limits. Frozen, so the code cannot swap the method either.
 */
__codemode$Sandbox = Object.freeze({ run });
