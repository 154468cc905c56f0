import { decodeDurable } from "../codec/durable-codec.ts";
import { describeThrown } from "../describe-thrown.ts";
import {
  type CallDecision,
  type CallEvent,
  type CallTransition,
  decideCall,
} from "../machine/decide-call.ts";
import { finishPass } from "../machine/finish-pass.ts";
import { recordFailure, recordResult } from "../machine/record-result.ts";
import type { ExecutionPatch, StoredExecution } from "../machine/records.ts";
import { applyPatch, sortedEntries, toWorking, type WorkingExecution } from "../machine/working-execution.ts";
import type { ConnectorDescription } from "../types/connector.ts";
import { STEP_CONNECTOR } from "../types/execution.ts";
import type { CallMeta, ConnectorBinding, ExecuteResult, ResolvedProvider } from "../types/executor.ts";
import { withCallMeta } from "../types/executor.ts";
import type { Snippet } from "../types/snippet.ts";
import type { ProxyToolOutput } from "../types/tool-output.ts";
import { CommitQueue } from "./commit-queue.ts";
import type { EngineContext } from "./engine-context.ts";
import type { LivePass, StopReason } from "./execution-locks.ts";
import { disposeConnectors, notifyPassEnd } from "./lifecycle-hooks.ts";
import { pendingActions, toLogEntry } from "./outputs.ts";
import {
  deletedDuringPass,
  expiredDuringPass,
  PASS_ENDED,
  PAUSED_IN_SANDBOX,
  passLost,
  persistFailed,
  unknownMethod,
  withGlobalsHint,
} from "./pass-messages.ts";
import { platformPrelude, STEP_DECIDE, STEP_SETTLE } from "./platform-prelude.ts";
import { replayTable } from "./replay-table.ts";

/** What one pass starts from: the execution as loaded (or just created) and, when needed, the snippets. */
export interface PassInput {
  execution: StoredExecution;
  snippets?: Snippet[];
}

/**
 * Runs one pass of an execution: the code runs in the executor from the start; every connector call and step
 * is decided by the state machine against the log loaded once, so replayed calls cost no round trip, and an
 * executed call costs at most one (its result travels with the next write). The pass ends with the code, at a
 * pause or failure (the sandbox is aborted), and waits for calls still running on the host before the final
 * write, so nothing that took effect goes unrecorded.
 */
export async function runPass(context: EngineContext, input: PassInput): Promise<ProxyToolOutput> {
  return new Pass(context, input).run();
}

class Pass {
  readonly #context: EngineContext;
  readonly #working: WorkingExecution;
  readonly #queue: CommitQueue;
  readonly #abort = new AbortController();
  readonly #inflight = new Set<Promise<unknown>>();
  #snippets: Promise<Snippet[]> | undefined;
  #descriptions: ConnectorDescription[] = [];
  #arrival = 0;
  #closed = false;
  /** Whether the sandbox was stopped (timeout, budget, abort) rather than finishing by itself. */
  #interrupted = false;
  /** Whether this pass ended the run itself after its writes failed. */
  #terminated = false;
  /** Why another operation stopped this pass, when one did. */
  #stoppedBy: StopReason | undefined;
  #live: LivePass | undefined;

  constructor(context: EngineContext, input: PassInput) {
    this.#context = context;
    this.#working = toWorking(input.execution, { strictReplay: context.strictReplay });
    if (input.snippets) this.#snippets = Promise.resolve(input.snippets);
    this.#queue = new CommitQueue(context.store, this.#working.row.id, this.#working.row.attempt, (cause) => {
      if (cause !== undefined) context.logger.error(`codemode: writing execution ${this.#id} failed`, cause);
      this.#abort.abort();
    });
  }

  get #id(): string {
    return this.#working.row.id;
  }

  async run(): Promise<ProxyToolOutput> {
    this.#live = this.#context.locks.enter(this.#id, (reason) => this.#stopNow(reason));
    try {
      return await this.#run();
    } finally {
      this.#live.leave();
    }
  }

  /** The execution was ended by another operation (expired, deleted): start nothing more, stop the sandbox. */
  #stopNow(reason: StopReason): void {
    this.#stoppedBy ??= reason;
    this.#interrupted = true;
    this.#abort.abort();
  }

  async #run(): Promise<ProxyToolOutput> {
    const { executor, normalize, registry } = this.#context;
    this.#descriptions = await registry.descriptions();
    const snippets = this.#snippets ? await this.#snippets : [];
    const provider: ResolvedProvider = {
      name: "codemode",
      fns: {
        search: (query) => this.#track(this.#search(query)),
        describe: (target) => this.#track(this.#describe(target)),
        [STEP_DECIDE]: withCallMeta((meta, name) => this.#track(this.#stepDecide(meta, name))),
        [STEP_SETTLE]: (seq, outcome) => this.#track(this.#stepSettle(seq, outcome)),
      },
      prelude: platformPrelude(snippets, new Set(registry.names), normalize),
    };
    const connectors: ConnectorBinding[] = registry.names.map((name) => ({
      name,
      binding: {
        callTool: (method, args, meta) => this.#track(this.#call(name, String(method), args, meta)),
      },
    }));
    let result: ExecuteResult;
    try {
      result = await executor.execute(normalize(this.#working.row.code), [provider], {
        connectors,
        signal: this.#abort.signal,
        determinism: this.#context.deterministicSandbox
          ? {
              seed: this.#working.row.seed,
              startTime: this.#working.row.createdAt,
              clockAt: (meta) => this.#clockAt(meta),
              replay: replayTable(this.#working),
            }
          : undefined,
      });
    } catch (error) {
      result = { result: undefined, error: describeThrown(error) };
    }
    this.#closed = true;
    this.#markReplayed(result.replayed);
    this.#interrupted ||= result.interrupted !== undefined || this.#abort.signal.aborted;
    await Promise.allSettled([...this.#inflight]);
    return this.#finish(result);
  }

  async #finish(result: ExecuteResult): Promise<ProxyToolOutput> {
    const { clock, registry } = this.#context;
    if (!this.#queue.lost) {
      const globals = [...registry.names, "codemode"];
      const patch = finishPass(
        this.#working,
        result.error === undefined
          ? { kind: "returned", result: result.result, logs: result.logs, now: clock.now() }
          : {
              kind: "threw",
              error: withGlobalsHint(result.error, globals),
              logs: result.logs,
              now: clock.now(),
            },
      );
      if (patch) this.#apply(patch);
    }
    // Also when fenced out: the calls that took effect are still offered to the store (expiry keeps them).
    await this.#queue.flush();
    const failure = this.#queue.failure;
    if (failure) {
      // A write failed (not refused): end the run here rather than leave it running.
      const message = persistFailed(this.#id, describeThrown(failure.cause));
      this.#terminated = await this.#queue.terminate(message, clock.now());
      if (this.#terminated)
        applyPatch(this.#working, { set: { status: "error", error: message }, updatedAt: clock.now() });
    }
    const output = await this.#output(result);
    await this.#notify(output.status);
    return output;
  }

  async #output(result: ExecuteResult): Promise<ProxyToolOutput> {
    const row = this.#working.row;
    const calls = sortedEntries(this.#working).map((entry) => toLogEntry(entry, row.id));
    if (this.#queue.lost && !this.#terminated) {
      return { status: "error", executionId: row.id, error: this.#lostMessage(), calls };
    }
    if (row.status === "paused") {
      return {
        status: "paused",
        executionId: row.id,
        pending: pendingActions(row.id, this.#working.entries.values()),
        calls,
      };
    }
    if (row.status === "completed") {
      const output: ProxyToolOutput = {
        status: "completed",
        executionId: row.id,
        result: await this.#transform(result.result),
        calls,
      };
      if (result.logs) output.logs = result.logs;
      return output;
    }
    const output: ProxyToolOutput = {
      status: "error",
      executionId: row.id,
      error:
        this.#stoppedBy === "deleted"
          ? deletedDuringPass(row.id)
          : (row.error ?? "Codemode execution failed."),
      calls,
    };
    if (result.logs) output.logs = result.logs;
    return output;
  }

  async #transform(result: unknown): Promise<unknown> {
    const { transformResult, logger } = this.#context;
    if (!transformResult) return result;
    try {
      return await transformResult(result);
    } catch (error) {
      logger.warn("codemode: transformResult threw; the model gets the raw result.", error);
      return result;
    }
  }

  async #notify(status: ProxyToolOutput["status"]): Promise<void> {
    const { registry, logger } = this.#context;
    const passStatus = status === "completed" ? "completed" : status === "paused" ? "paused" : "error";
    await notifyPassEnd(registry.connectors, this.#id, passStatus, logger);
    if ((this.#queue.lost && !this.#terminated) || passStatus === "paused") return;
    await disposeConnectors(registry.connectors, this.#id, passStatus, logger);
  }

  /** A connector call from the sandbox. */
  async #call(
    connector: string,
    method: string,
    args: unknown,
    meta: CallMeta | undefined,
  ): Promise<unknown> {
    this.#markReplayed(meta?.replayed);
    if (this.#closed || this.#queue.lost) throw new Error(PASS_ENDED);
    const info = this.#context.registry.method(connector, method);
    if (!info)
      throw new Error(unknownMethod(connector, method, this.#context.registry.methodNames(connector)));
    const event: CallEvent = {
      connector,
      method,
      args,
      requiresApproval: info.requiresApproval,
      ephemeral: info.ephemeral,
      cause: meta?.cause,
      arrival: this.#arrival++,
      now: this.#context.clock.now(),
    };
    let transition = decideCall(this.#working, event);
    if (this.#isNewCall(transition)) {
      const checked = this.#context.registry.get(connector)?.checkArguments?.(method, args);
      const problem = checked instanceof Promise ? await checked : checked;
      if (problem !== undefined) throw new Error(problem);
      // An asynchronous check let other calls change the log meanwhile: decide again, then apply at once.
      if (checked instanceof Promise) transition = decideCall(this.#working, event);
    }
    const decision = await this.#settle(transition);
    if (decision.kind !== "execute") return decision.value;
    return this.#execute(connector, method, args, decision.decision, info.ephemeral);
  }

  /** Whether the transition records a call the log does not have yet (so its arguments were never checked). */
  #isNewCall(transition: CallTransition): boolean {
    return transition.patch?.entries?.some((entry) => !this.#working.entries.has(entry.seq)) === true;
  }

  /** Applies a transition; returns the replayed value, or the execute decision to act on. Throws for the rest. */
  async #settle(
    transition: CallTransition,
  ): Promise<
    | { kind: "value"; value: unknown }
    | { kind: "execute"; decision: Extract<CallDecision, { kind: "execute" }> }
  > {
    if (transition.reached !== undefined) this.#working.unreached.delete(transition.reached);
    if (transition.patch) this.#apply(transition.patch);
    const decision = transition.decision;
    switch (decision.kind) {
      case "replay":
        return { kind: "value", value: decodeDurable(decision.result) };
      case "throw":
        throw new Error(describeThrown(decodeDurable(decision.error)));
      case "pause":
        if (transition.patch) await this.#stop();
        throw new Error(PAUSED_IN_SANDBOX);
      case "fail":
        await this.#stop();
        throw new Error(decision.error);
      case "execute":
        return { kind: "execute", decision };
    }
  }

  async #execute(
    connector: string,
    method: string,
    args: unknown,
    decision: Extract<CallDecision, { kind: "execute" }>,
    ephemeral: boolean,
  ): Promise<unknown> {
    const { clock, registry } = this.#context;
    if (decision.mustPersist && !(await this.#queue.flush())) throw new Error(passLost(this.#id));
    if (this.#interrupted) {
      // The sandbox was stopped while this call's decision was being stored: no effect starts after that. The
      // entry stays `executing`, so a later pass (after an approval, or a recovery) runs it as a call that
      // never happened, with the same idempotency key.
      throw new Error(PASS_ENDED);
    }
    let result: unknown;
    try {
      result = await registry.get(connector)?.executeTool(method, args, {
        executionId: this.#id,
        seq: decision.seq,
        idempotencyKey: decision.idempotencyKey,
      });
    } catch (error) {
      // Whatever was thrown, the call is recorded as failed with a safe description, and the code gets that
      // same description: a later pass replays it as the same throw instead of running the call again.
      const message = describeThrown(error);
      this.#apply(recordFailure(this.#working, decision.seq, message, clock.now()).patch);
      throw new Error(message);
    }
    return this.#recorded(decision.seq, result, ephemeral);
  }

  /** Records an executed call's or step's value and returns what the code sees: the recorded copy. */
  async #recorded(seq: number, value: unknown, ephemeral: boolean): Promise<unknown> {
    const record = recordResult(this.#working, seq, value, this.#context.clock.now());
    this.#apply(record.patch);
    if (record.failed !== undefined) {
      await this.#stop();
      throw new Error(record.failed);
    }
    if (ephemeral) return value;
    const stored = this.#working.entries.get(seq)?.result;
    return stored === undefined ? undefined : decodeDurable(stored);
  }

  async #stepDecide(meta: CallMeta | undefined, name: unknown): Promise<unknown> {
    this.#markReplayed(meta?.replayed);
    if (this.#closed || this.#queue.lost) throw new Error(PASS_ENDED);
    const transition = decideCall(this.#working, {
      connector: STEP_CONNECTOR,
      method: String(name),
      args: undefined,
      requiresApproval: false,
      ephemeral: false,
      cause: meta?.cause,
      arrival: this.#arrival++,
      now: this.#context.clock.now(),
    });
    if (transition.reached !== undefined) this.#working.unreached.delete(transition.reached);
    if (transition.patch) this.#apply(transition.patch);
    const decision = transition.decision;
    switch (decision.kind) {
      case "replay":
      case "throw":
      case "execute":
        return { kind: decision.kind, seq: decision.seq };
      case "pause":
        throw new Error(PAUSED_IN_SANDBOX);
      case "fail":
        await this.#stop();
        throw new Error(decision.error);
    }
  }

  /** The second host call of every step: records what the closure produced, or returns the recorded outcome. */
  async #stepSettle(seq: unknown, outcome: unknown): Promise<unknown> {
    const entry = typeof seq === "number" ? this.#working.entries.get(seq) : undefined;
    if (entry?.connector !== STEP_CONNECTOR) throw new Error("codemode.step: no such step in this run.");
    const settled = (outcome ?? {}) as { replay?: boolean; value?: unknown; error?: unknown };
    if (settled.replay) {
      if (entry.state === "applied")
        return entry.result === undefined ? undefined : decodeDurable(entry.result);
      if (entry.state === "error")
        throw new Error(describeThrown(entry.result === undefined ? "" : decodeDurable(entry.result)));
      throw new Error("codemode.step: this step has no recorded outcome to replay.");
    }
    if (entry.state !== "executing") throw new Error("codemode.step: this step has already been settled.");
    if ("error" in settled) {
      this.#apply(
        recordFailure(this.#working, entry.seq, describeThrown(settled.error), this.#context.clock.now())
          .patch,
      );
      return undefined;
    }
    return this.#recorded(entry.seq, settled.value, false);
  }

  async #search(query: unknown): Promise<unknown> {
    const discovery = this.#requireDiscovery();
    return discovery.search(String(query), this.#descriptions, await this.#loadSnippets());
  }

  async #describe(target: unknown): Promise<unknown> {
    const discovery = this.#requireDiscovery();
    return discovery.describe(String(target), this.#descriptions, await this.#loadSnippets());
  }

  #requireDiscovery() {
    const discovery = this.#context.discovery;
    if (!discovery)
      throw new Error("codemode.search and codemode.describe are not available in this runtime.");
    return discovery;
  }

  #loadSnippets(): Promise<Snippet[]> {
    this.#snippets ??= this.#context.store.listSnippets();
    return this.#snippets;
  }

  /** Recorded calls the sandbox answered itself count as reached, as if they had come to the host. */
  #markReplayed(causes: readonly string[] | undefined): void {
    if (!causes) return;
    for (const cause of causes) {
      const seq = this.#working.byCause.get(cause);
      if (seq !== undefined) this.#working.unreached.delete(seq);
    }
  }

  #clockAt(meta: CallMeta): number | undefined {
    const seq = this.#working.byCause.get(meta.cause);
    return seq === undefined ? undefined : this.#working.entries.get(seq)?.at;
  }

  #apply(patch: ExecutionPatch | undefined): void {
    if (!patch) return;
    applyPatch(this.#working, patch);
    this.#queue.enqueue(patch);
  }

  /** Ends the pass early (pause or failure): makes the decision durable, then aborts the sandbox. */
  async #stop(): Promise<void> {
    if (await this.#queue.flush()) this.#live?.settled();
    this.#abort.abort();
  }

  /** Why this pass lost its execution, for its output. */
  #lostMessage(): string {
    const failure = this.#queue.failure;
    if (failure) return persistFailed(this.#id, describeThrown(failure.cause));
    if (this.#stoppedBy === "expired") return expiredDuringPass(this.#id);
    if (this.#stoppedBy === "deleted") return deletedDuringPass(this.#id);
    return passLost(this.#id);
  }

  /** Host work started by the sandbox; the pass waits for all of it before its final write. */
  #track<T>(work: Promise<T>): Promise<T> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.#inflight.add(settled);
    void settled.then(() => this.#inflight.delete(settled));
    return work;
  }
}
