// Entry point of the Worker that runs the model's code, bundled by scripts/build-runtime.mjs into
// dist/runtime/worker.js; src/sandbox-document.ts wraps it and passes the setup (see runtime-setup.ts).
//
// A dedicated Worker started from a `blob:` URL inside the sandboxed iframe: unlike the iframe's own thread it
// can be stopped with `worker.terminate()` even while it spins in `while (true) {}`, so a runaway program never
// holds the iframe, nor the page, hostage.
import { createConsoleLog, installConsole } from "./console-capture.ts";
import { describe } from "./describe.ts";
import { createHostCalls } from "./host-calls.ts";
import { installNamespaces } from "./namespaces.ts";
import type { WorkerScope, WorkerSetup, WorkerToFrameMessage } from "./protocol.ts";
import { type Outcome, runProgram } from "./run-program.ts";

/** The wrapper's parameter (RUNTIME_SETUP_PARAMETER): never declared by the bundle, so esbuild keeps its name. */
declare const __codemodeRuntimeSetup: WorkerSetup;

const setup = __codemodeRuntimeSetup;
const scope = globalThis as unknown as WorkerScope;

// The channel arrives as the first message. Only this closure keeps the port, so the model's code (which
// starts later, in the same global scope) cannot reach it; its own `postMessage` goes nowhere the host hears.
const onConnect = (event: MessageEvent) => {
  const port = event.ports[0];
  if (port === undefined) return;
  scope.removeEventListener("message", onConnect);
  run(port);
};
scope.addEventListener("message", onConnect);

function run(port: MessagePort): void {
  const post = port.postMessage.bind(port);
  const send = (message: WorkerToFrameMessage) => post(message);
  const callHost = createHostCalls(port, send, setup.maxPendingCalls);
  installConsole(scope, createConsoleLog(setup, send));

  const finish = (outcome: Outcome) => {
    try {
      send({ type: "execution-result", result: outcome.result, error: outcome.error });
    } catch (error) {
      send({
        type: "execution-result",
        error: `The code's result cannot be sent back (${describe(error)}). Return JSON-compatible data.`,
      });
    }
  };

  const refused = installNamespaces(
    globalThis as unknown as Record<string, unknown>,
    setup.namespaces,
    callHost,
  );
  if (refused !== undefined) {
    finish({ error: refused });
    return;
  }
  runProgram(setup, finish);
}
