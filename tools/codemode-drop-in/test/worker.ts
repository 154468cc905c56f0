// The application under test, written for @cloudflare/codemode exactly as its documentation shows; the name
// resolves to our umbrella package through the workspace alias in package.json.

import { DurableObject } from "cloudflare:workers";
import {
  type CodemodeRuntimeHandle,
  createCodemodeRuntime,
  DynamicWorkerExecutor,
  type ExecutionState,
  type PendingAction,
  type ProxyToolOutput,
  type Snippet,
} from "@cloudflare/codemode";
import { IssueTracker, readTrackerLog, type TrackerLog } from "./issue-tracker.ts";

// The runtime facet class must be exported from the Worker entry (the Vite plugin does this in an app).
export { CodemodeRuntime } from "@cloudflare/codemode";

/** A host Durable Object, as an Agent would be: it builds the runtime per request from its own state. */
export class SupportAgent extends DurableObject<Env> {
  #runtime(): CodemodeRuntimeHandle {
    return createCodemodeRuntime({
      ctx: this.ctx,
      executor: new DynamicWorkerExecutor({ loader: this.env.LOADER }),
      connectors: [new IssueTracker(this.ctx, this.env)],
    });
  }

  run(code: string): Promise<ProxyToolOutput> {
    return this.#runtime().tool().execute({ code }, {});
  }

  pending(executionId?: string): Promise<PendingAction[]> {
    return this.#runtime().pending(executionId);
  }

  approve(executionId: string): Promise<ProxyToolOutput> {
    return this.#runtime().approve({ executionId });
  }

  reject(executionId: string, seq: number): Promise<boolean> {
    return this.#runtime().reject({ executionId, seq });
  }

  rollback(executionId: string): Promise<void> {
    return this.#runtime().rollback({ executionId });
  }

  saveSnippet(name: string, executionId: string, description: string): Promise<Snippet> {
    return this.#runtime().saveSnippet(name, { executionId, description });
  }

  snippets(): Promise<Snippet[]> {
    return this.#runtime().snippets();
  }

  executions(): Promise<ExecutionState[]> {
    return this.#runtime().executions();
  }

  /** Whether the handle has `recover()`, which only our implementation adds. */
  hasRecover(): boolean {
    return typeof (this.#runtime() as { recover?: unknown }).recover === "function";
  }

  tracker(): Promise<TrackerLog> {
    return readTrackerLog(this.ctx.storage);
  }
}

export default {
  fetch: () => new Response("codemode drop-in test worker"),
};
