import { DEFAULT_MAX_EXECUTIONS, DEFAULT_PAUSED_TTL_MS } from "../constants.ts";
import { CodemodeError } from "../errors.ts";
import { rollbackRefusal } from "../machine/lifecycle.ts";
import { notPaused, unknownExecution } from "../machine/messages.ts";
import type { CodemodeTraceOptions } from "../tracing/trace-options.ts";
import type { ConnectorPort } from "../types/connector.ts";
import type { DescribeOutput, SearchOutput } from "../types/discovery.ts";
import type { CodemodeEvent, CodemodeEventOptions } from "../types/events.ts";
import type { ExecutionEndStatus, ExecutionState, PendingAction } from "../types/execution.ts";
import type { Executor } from "../types/executor.ts";
import type { SaveSnippetOptions, Snippet } from "../types/snippet.ts";
import type { ProxyToolInput, ProxyToolOutput, TransformResult } from "../types/tool-output.ts";
import { ConnectorRegistry } from "./connector-registry.ts";
import { assertCount } from "./count-argument.ts";
import type { EngineContext } from "./engine-context.ts";
import { createEventSink, type EventSink, observedContext } from "./event-sink.ts";
import { ExecutionLocks } from "./execution-locks.ts";
import { disposeConnectors } from "./lifecycle-hooks.ts";
import { pendingActions, toExecutionState } from "./outputs.ts";
import { continueExecution, startExecution } from "./pass-start.ts";
import type { Clock, DiscoveryPort, ExecutionStore, Logger, RandomSource } from "./ports.ts";
import { rollbackExecution } from "./rollback.ts";
import { checkSnippetToSave } from "./snippet-input.ts";

/** Options of {@link RuntimeEngine}. */
export interface RuntimeEngineOptions {
  store: ExecutionStore;
  connectors: readonly ConnectorPort[];
  executor: Executor;
  clock: Clock;
  random: RandomSource;
  /** Turns model code into one async arrow function expression (`normalizeCode`). */
  normalize: (code: string) => string;
  discovery?: DiscoveryPort;
  maxExecutions?: number;
  transformResult?: TransformResult;
  logger?: Logger;
  /** Shared by every engine over the same store, so lifecycle operations on one execution never interleave. */
  locks?: ExecutionLocks;
  /**
   * Seed `Math.random` and `crypto`, replay `Date.now()` and deliver results in call order inside the sandbox,
   * so code that uses them without `codemode.step` replays identically (default `true`; `false` gives the
   * sandbox the platform's own randomness, clock and delivery order, as the reference does).
   */
  deterministicSandbox?: boolean;
  /**
   * Treat a replay that makes new calls before reaching, or finishes without reaching, calls an earlier pass
   * recorded as a divergence, so no approved action is left orphaned (default `true`; `false` replays as
   * leniently as the reference).
   */
  strictReplay?: boolean;
  /**
   * Reports what executions do while they run ({@link CodemodeEvent}s: created, each pass and call, ended,
   * rollback steps) to `events.listener`, through a bounded queue of this engine: a listener never changes,
   * fails or delays a run. Without it no event is built.
   */
  events?: CodemodeEventOptions;
  /**
   * Records OpenTelemetry spans (execution, pass, call) with `tracing.tracer`, built from the same facts as
   * the events, through a queue of their own: a tracer never changes, fails or delays a run. Without it no
   * span is built and nothing of `@opentelemetry/api` is needed.
   */
  tracing?: CodemodeTraceOptions;
}

/**
 * The durable Code Mode runtime, independent of any platform: runs, pauses, approvals by replay, rejection,
 * rollback, recovery, retention, expiry and snippets over an {@link ExecutionStore}, an {@link Executor} and
 * connectors. `createCodemodeRuntime()` is this engine over the Durable Object store.
 */
export class RuntimeEngine {
  readonly #context: EngineContext;
  readonly #random: RandomSource;
  readonly #maxExecutions: number;
  readonly #locks: ExecutionLocks;

  constructor(options: RuntimeEngineOptions) {
    const maxExecutions = options.maxExecutions ?? DEFAULT_MAX_EXECUTIONS;
    if (!Number.isInteger(maxExecutions) || maxExecutions < 0) {
      throw new CodemodeError(
        "configuration",
        `maxExecutions must be a whole number of at least 0, got ${String(options.maxExecutions)}.`,
      );
    }
    const logger = options.logger ?? console;
    this.#context = {
      store: options.store,
      registry: new ConnectorRegistry(options.connectors),
      executor: options.executor,
      discovery: options.discovery,
      clock: options.clock,
      logger,
      transformResult: options.transformResult,
      normalize: options.normalize,
      deterministicSandbox: options.deterministicSandbox !== false,
      strictReplay: options.strictReplay !== false,
      locks: options.locks ?? new ExecutionLocks(),
    };
    const events = createEventSink(options.events, options.tracing, logger);
    if (events) this.#context.events = events;
    this.#random = options.random;
    this.#maxExecutions = maxExecutions;
    this.#locks = this.#context.locks;
  }

  /** Names of the configured connectors, in order. */
  get connectorNames(): readonly string[] {
    return this.#context.registry.names;
  }

  /** Starts a new execution and runs its first pass; its events (only its own) also go to `observer`. */
  execute(input: ProxyToolInput, options?: { observer?: EventSink }): Promise<ProxyToolOutput> {
    const context = observedContext(this.#context, options?.observer);
    return startExecution(context, input, { random: this.#random, keep: this.#maxExecutions });
  }

  /**
   * Approves the pending action(s) of a paused execution and continues it by replay. Decided on what the
   * approver could have seen when the approval arrived: a run whose pass is still live and has not paused is
   * refused at once (it never waits for the pause and then approves an action nobody saw), and an approval
   * queued behind other work is refused when a pass started meanwhile (the run moved on). With `seq`, also
   * only when the run still waits on that action.
   */
  approve(options: { executionId: string; seq?: number }): Promise<ProxyToolOutput> {
    const executionId = options?.executionId;
    if (typeof executionId === "string" && executionId !== "") {
      const arrival = this.#locks.arrival(executionId);
      if (arrival.running) {
        return Promise.resolve({ status: "error", executionId, error: notPaused(executionId, "running") });
      }
      return continueExecution(this.#context, executionId, "paused", options?.seq, arrival.passes);
    }
    return continueExecution(this.#context, executionId, "paused", options?.seq);
  }

  /**
   * Continues an execution whose host stopped mid-pass (it stays `running`). Recorded calls replay; a call
   * that was in flight runs again with the same idempotency key, unless it needs approval: then it becomes
   * an uncertain pending action for a human to approve again or reject. Any pass still alive is fenced out.
   */
  recover(options: { executionId: string }): Promise<ProxyToolOutput> {
    return continueExecution(this.#context, options?.executionId, "running");
  }

  /** Rejects one pending action, ending the execution; `false` when the action is no longer pending. */
  async reject(options: { seq: number; executionId: string }): Promise<boolean> {
    const { executionId, seq } = options ?? ({} as { seq: number; executionId: string });
    if (typeof executionId !== "string" || !Number.isInteger(seq)) return false;
    const { store, clock, registry, logger } = this.#context;
    // As for approve: decided on what the caller could have seen when the rejection arrived.
    const arrival = this.#locks.arrival(executionId);
    if (arrival.running) return false;
    return this.#locks.run(executionId, async () => {
      if (this.#locks.passesStarted(executionId) !== arrival.passes) return false;
      const rejected = await store.reject(executionId, seq, clock.now());
      if (rejected) this.#ended(executionId, "rejected");
      if (rejected) await disposeConnectors(registry.connectors, executionId, "rejected", logger);
      return rejected;
    });
  }

  /**
   * Reverts applied actions newest first through each tool's `revert`. Methods without one, and connectors no
   * longer configured, stay applied; a failing revert does not stop the others, and is reported afterwards.
   */
  async rollback(options: { executionId: string }): Promise<void> {
    const executionId = options?.executionId;
    if (typeof executionId !== "string" || executionId === "") {
      throw new CodemodeError("invalid_argument", "rollback needs { executionId }, a non-empty string.");
    }
    // A pass still running here is refused at once, as a running record is: never queued to revert later
    // what the caller never saw.
    if (this.#locks.arrival(executionId).running) {
      throw new CodemodeError("conflict", rollbackRefusal({ id: executionId, status: "running" }) ?? "");
    }
    await this.#locks.run(executionId, () => rollbackExecution(this.#context, executionId));
  }

  /** Pending actions of one execution, or of every paused execution (newest first). */
  async pending(executionId?: string): Promise<PendingAction[]> {
    const { store } = this.#context;
    if (executionId !== undefined) {
      const stored = await store.load(executionId);
      return stored?.status === "paused" ? pendingActions(stored.id, stored.log) : [];
    }
    const paused = await store.list({ status: "paused" });
    return paused.flatMap((stored) => pendingActions(stored.id, stored.log));
  }

  /** Terminates paused and running executions idle for longer than `maxAgeMs` (default 24 h); returns their ids. */
  async expirePaused(options?: { maxAgeMs?: number }): Promise<string[]> {
    const maxAgeMs = options?.maxAgeMs ?? DEFAULT_PAUSED_TTL_MS;
    if (typeof maxAgeMs !== "number" || Number.isNaN(maxAgeMs) || maxAgeMs < 0) {
      throw new CodemodeError(
        "invalid_argument",
        `maxAgeMs must be a number of at least 0, got ${String(maxAgeMs)}.`,
      );
    }
    const { store, clock, registry, logger } = this.#context;
    const expired = await store.expire(clock.now(), maxAgeMs);
    for (const { id, status } of expired) {
      // A live pass stops starting calls; the records of calls already under way still reach the log.
      this.#locks.interrupt(id, "expired");
      this.#ended(id, status);
      await disposeConnectors(registry.connectors, id, status, logger);
    }
    return expired.map(({ id }) => id);
  }

  /** Audit records, newest first. */
  async executions(limit?: number): Promise<ExecutionState[]> {
    if (limit !== undefined) assertCount("limit", limit);
    return (await this.#context.store.list({ limit })).map(toExecutionState);
  }

  /**
   * Deletes one execution; a live one also has its per-execution resources disposed. A pass of it still live
   * in this host is stopped first (it starts no further call) and the record is deleted once the pass ended,
   * so no call takes effect after the record is gone.
   */
  async deleteExecution(id: string): Promise<boolean> {
    if (typeof id !== "string") return false;
    const { store, registry, logger } = this.#context;
    this.#locks.interrupt(id, "deleted");
    const deleted = await this.#locks.run(id, () => store.delete(id));
    if (deleted && (deleted.status === "running" || deleted.status === "paused")) {
      await disposeConnectors(registry.connectors, id, "rejected", logger);
    }
    return deleted !== null;
  }

  /** Deletes terminal executions beyond the newest `keep` (default 50); returns how many. */
  pruneExecutions(keep: number = DEFAULT_MAX_EXECUTIONS): Promise<number> {
    assertCount("keep", keep);
    return this.#context.store.prune(keep);
  }

  /** Saves an execution's code as a snippet, replacing one with the same name. */
  async saveSnippet(name: string, options: SaveSnippetOptions): Promise<Snippet> {
    const description = checkSnippetToSave(name, options);
    const snippet = await this.#context.store.saveSnippet(name, options.executionId, {
      description,
      inputSchema: options.inputSchema,
      savedAt: this.#context.clock.now(),
    });
    if (!snippet) throw new CodemodeError("not_found", unknownExecution(options.executionId));
    return snippet;
  }

  /** Saved snippets, ordered by name. */
  snippets(): Promise<Snippet[]> {
    return this.#context.store.listSnippets();
  }

  /** Deletes a snippet; returns whether it existed. */
  deleteSnippet(name: string): Promise<boolean> {
    return this.#context.store.deleteSnippet(String(name));
  }

  /** Ranked search over connector methods and saved snippets, without running sandbox code. */
  async search(query: string): Promise<SearchOutput> {
    const discovery = this.#discovery();
    const [descriptions, snippets] = await Promise.all([
      this.#context.registry.descriptions(),
      this.snippets(),
    ]);
    return discovery.search(String(query), descriptions, snippets);
  }

  /** TypeScript documentation of a connector, a method or a snippet. */
  async describe(target: string): Promise<DescribeOutput> {
    const discovery = this.#discovery();
    const [descriptions, snippets] = await Promise.all([
      this.#context.registry.descriptions(),
      this.snippets(),
    ]);
    return discovery.describe(String(target), descriptions, snippets);
  }

  #ended(executionId: string, status: ExecutionEndStatus): void {
    this.#context.events?.emit({
      type: "execution_ended",
      executionId,
      at: this.#context.clock.now(),
      status,
    });
  }

  #discovery(): DiscoveryPort {
    const discovery = this.#context.discovery;
    if (!discovery)
      throw new CodemodeError(
        "configuration",
        "This runtime has no discovery (search and describe) configured.",
      );
    return discovery;
  }
}
