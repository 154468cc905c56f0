import type { ExecuteResult } from "@codemode/runtime-core";
import { callHostFunction, errorMessage } from "@codemode/runtime-core/internal";
import { buildSandboxDocument, buildWorkerSource } from "./sandbox-document.ts";
import {
  MAX_LOG_LINE_CHARACTERS,
  MAX_LOG_LINES,
  MAX_PENDING_TOOL_CALLS,
  STARTUP_GRACE_MS,
  TERMINATE_CONFIRMATION_MS,
} from "./sandbox-limits.ts";
import { createNonce, type FrameMessage, type HostMessage, readFrameMessage } from "./sandbox-messages.ts";
import type { SandboxNamespace } from "./sandbox-namespaces.ts";

/** One execution, as the executor hands it over after validating it. */
export interface SandboxRun {
  /** Normalized model code: a function expression. */
  code: string;
  namespaces: SandboxNamespace[];
  /** Milliseconds before the Worker is terminated and the run fails. */
  timeout: number;
  csp: string;
  /** Aborting ends the run like a timeout does. */
  signal?: AbortSignal;
}

type Outcome = { result: unknown } | { error: string };

/**
 * Runs one execution in a fresh hidden iframe (`sandbox="allow-scripts"`, so its origin is opaque) whose
 * relay starts a Worker for the code. Settles exactly once, with the result, the code's error, a timeout or an
 * abort; then the iframe is told to terminate its Worker and is removed, and no later tool call or reply of this
 * execution is acted on. Never rejects.
 */
export function runInSandboxFrame(run: SandboxRun): Promise<ExecuteResult> {
  return new Promise<ExecuteResult>((resolve) => {
    const nonce = createNonce();
    const namespaces = new Map(run.namespaces.map((namespace) => [namespace.name, namespace]));
    const logs: string[] = [];
    const iframe = document.createElement("iframe");
    let ready = false;
    let settled = false;
    let startupTimer: ReturnType<typeof setTimeout> | undefined;
    let confirmationTimer: ReturnType<typeof setTimeout> | undefined;
    let onTerminated: (() => void) | undefined;

    const post = (message: HostMessage) => {
      iframe.contentWindow?.postMessage(message, "*");
    };

    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeoutTimer);
      clearTimeout(startupTimer);
      run.signal?.removeEventListener("abort", onAbort);
      const close = () => {
        clearTimeout(confirmationTimer);
        window.removeEventListener("message", onMessage);
        iframe.remove();
        resolve(
          "error" in outcome
            ? { result: undefined, error: outcome.error, logs }
            : { result: outcome.result, logs },
        );
      };
      if (!ready) {
        close();
        return;
      }
      // The relay stops the Worker (which may be spinning) before the iframe goes.
      onTerminated = close;
      confirmationTimer = setTimeout(close, TERMINATE_CONFIRMATION_MS);
      post({ type: "terminate", nonce });
    };

    const dispatch = async (call: Extract<FrameMessage, { type: "tool-call" }>) => {
      const fn = namespaces.get(call.namespace)?.tools.get(call.name);
      let reply: HostMessage;
      if (fn === undefined) {
        reply = {
          type: "tool-result",
          nonce,
          id: call.id,
          error: `Tool "${call.namespace}.${call.name}" not found.`,
        };
      } else {
        try {
          reply = {
            type: "tool-result",
            nonce,
            id: call.id,
            result: await callHostFunction(fn, undefined, call.args),
          };
        } catch (error) {
          reply = { type: "tool-result", nonce, id: call.id, error: errorMessage(error) };
        }
      }
      // A run that has ended hears nothing more: its Worker is gone or going.
      if (settled) return;
      try {
        post(reply);
      } catch (error) {
        post({
          type: "tool-result",
          nonce,
          id: call.id,
          error: `The result of ${call.namespace}.${call.name}() cannot be sent to the sandbox (${errorMessage(error)}). Tools must return structured-cloneable data such as JSON.`,
        });
      }
    };

    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, iframe.contentWindow, nonce);
      if (message === undefined) return;
      switch (message.type) {
        case "sandbox-ready":
          ready = true;
          return;
        case "terminated":
          onTerminated?.();
          return;
        case "console":
          if (!settled && logs.length < MAX_LOG_LINES + 1)
            logs.push(message.line.slice(0, MAX_LOG_LINE_CHARACTERS + 64));
          return;
        case "tool-call":
          if (!settled) void dispatch(message);
          return;
        case "execution-result":
          finish(message.error === undefined ? { result: message.result } : { error: message.error });
          return;
        case "sandbox-error":
          finish({ error: message.error });
          return;
      }
    };

    const onAbort = () => {
      finish({ error: `Execution aborted: ${errorMessage(run.signal?.reason ?? "the signal was aborted")}` });
    };

    const timeoutTimer = setTimeout(() => {
      finish({
        error: `Execution timed out after ${run.timeout} ms. The sandbox was stopped; make the code finish sooner (no endless loops) or raise the executor's timeout.`,
      });
    }, run.timeout);

    if (run.signal?.aborted) {
      onAbort();
      return;
    }
    run.signal?.addEventListener("abort", onAbort);
    window.addEventListener("message", onMessage);

    const workerSource = buildWorkerSource({
      code: run.code,
      namespaces: run.namespaces.map((namespace) =>
        namespace.prelude === undefined
          ? { name: namespace.name, tools: [...namespace.tools.keys()] }
          : { name: namespace.name, tools: [...namespace.tools.keys()], prelude: namespace.prelude },
      ),
      maxLogLines: MAX_LOG_LINES,
      maxLogLineCharacters: MAX_LOG_LINE_CHARACTERS,
      maxPendingCalls: MAX_PENDING_TOOL_CALLS,
    });
    iframe.setAttribute("sandbox", "allow-scripts");
    iframe.setAttribute("aria-hidden", "true");
    iframe.title = "codemode sandbox";
    iframe.referrerPolicy = "no-referrer";
    iframe.style.display = "none";
    iframe.srcdoc = buildSandboxDocument({ csp: run.csp, setup: { nonce, workerSource } });
    iframe.addEventListener("load", () => {
      if (ready || settled) return;
      startupTimer = setTimeout(() => {
        if (!ready) {
          finish({
            error:
              "The sandbox runtime did not start in its iframe. A custom csp must allow inline scripts (script-src 'unsafe-inline').",
          });
        }
      }, STARTUP_GRACE_MS);
    });
    (document.body ?? document.documentElement).appendChild(iframe);
  });
}
