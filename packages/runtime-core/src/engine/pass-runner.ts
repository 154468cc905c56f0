import { decodeDurable } from "../codec/durable-codec.ts";
import { describeThrown } from "../describe-thrown.ts";
import { planCall, planStepSettle } from "../machine/call-plan.ts";
import { type CallEvent, needsArgumentCheck } from "../machine/decide-call.ts";
import type { StoredExecution } from "../machine/records.ts";
import {
  applyChange,
  reachedByCauses,
  toWorking,
  type WorkingChange,
  type WorkingExecution,
} from "../machine/working-execution.ts";
import type { ConnectorDescription } from "../types/connector.ts";
import type { CodemodePassReason } from "../types/events.ts";
import { STEP_CONNECTOR } from "../types/execution.ts";
import type { CallMeta, ConnectorBinding, ExecuteResult, ResolvedProvider } from "../types/executor.ts";
import { withCallMeta } from "../types/executor.ts";
import type { Snippet } from "../types/snippet.ts";
import type { ProxyToolOutput } from "../types/tool-output.ts";
import { type PassControl, perform, reportResult } from "./call-interpreter.ts";
import { CommitQueue } from "./commit-queue.ts";
import type { EngineContext } from "./engine-context.ts";
import type { LivePass, StopReason } from "./execution-locks.ts";
import { type EndingPass, endPass } from "./pass-end.ts";
import { PASS_ENDED, unknownMethod } from "./pass-messages.ts";
import { PassReporter } from "./pass-reporter.ts";
import { platformPrelude, STEP_DECIDE, STEP_SETTLE } from "./platform-prelude.ts";
import { replayTable } from "./replay-table.ts";

/** What one pass starts from: the execution as loaded (or just created) and, when needed, the snippets. */
export interface PassInput {
  execution: StoredExecution;
  snippets?: Snippet[];
  /** Why the pass runs, for its `pass_started` event. */
  reason: CodemodePassReason;
}

/**
 * Runs one pass of an execution: the code runs in the executor from the start; every connector call and step
 * is planned by the state machine against the log loaded once (`planCall`), so replayed calls cost no round
 * trip, and an executed call costs at most one (its result travels with the next write); the plans are
 * performed by a small interpreter (`perform`). The pass ends with the code, at a pause or failure (the
 * sandbox is aborted), and waits for calls still running on the host before the final write, so nothing
 * that took effect goes unrecorded.
 */
export async function runPass(context: EngineContext, input: PassInput): Promise<ProxyToolOutput> {
  return new Pass(context, input).run();
}

class Pass implements PassControl, EndingPass {
  readonly context: EngineContext;
  readonly working: WorkingExecution;
  readonly queue: CommitQueue;
  readonly #abort = new AbortController();
  readonly #inflight = new Set<Promise<unknown>>();
  #snippets: Promise<Snippet[]> | undefined;
  #descriptions: ConnectorDescription[] = [];
  #arrival = 0;
  #closed = false;
  /** Whether the sandbox was stopped (timeout, budget, abort) rather than finishing by itself. */
  interrupted = false;
  /** Why another operation stopped this pass, when one did. */
  stoppedBy: StopReason | undefined;
  #live: LivePass | undefined;
  readonly reporter: PassReporter | undefined;

  constructor(context: EngineContext, input: PassInput) {
    this.context = context;
    this.working = toWorking(input.execution, { strictReplay: context.strictReplay });
    this.reporter =
      context.events && new PassReporter(context.events, context.clock, this.working, input.reason);
    if (input.snippets) this.#snippets = Promise.resolve(input.snippets);
    const { id, attempt } = this.working.row;
    this.queue = new CommitQueue(context.store, id, attempt, (cause) => {
      if (cause !== undefined) context.logger.error(`codemode: writing execution ${id} failed`, cause);
      this.#abort.abort();
    });
  }

  async run(): Promise<ProxyToolOutput> {
    this.#live = this.context.locks.enter(this.working.row.id, (reason) => this.#stopNow(reason));
    try {
      return await this.#run();
    } finally {
      this.#live.leave();
    }
  }

  apply(change: WorkingChange): void {
    applyChange(this.working, change);
    if (change.patch) this.queue.enqueue(change.patch);
  }

  flush(): Promise<boolean> {
    return this.queue.flush();
  }

  /** Ends the pass early (pause or failure): makes the decision durable, then aborts the sandbox. */
  async stop(): Promise<void> {
    if (await this.queue.flush()) this.#live?.settled();
    this.#abort.abort();
  }

  /** The execution was ended by another operation (expired, deleted): start nothing more, stop the sandbox. */
  #stopNow(reason: StopReason): void {
    this.stoppedBy ??= reason;
    this.interrupted = true;
    this.#abort.abort();
  }

  async #run(): Promise<ProxyToolOutput> {
    const { executor, normalize, registry, deterministicSandbox } = this.context;
    this.#descriptions = await registry.descriptions();
    const snippets = this.#snippets ? await this.#snippets : [];
    const provider: ResolvedProvider = {
      name: "codemode",
      fns: {
        search: (query) => this.#track(this.#discover("search", query)),
        describe: (target) => this.#track(this.#discover("describe", target)),
        [STEP_DECIDE]: withCallMeta((meta, name) => this.#track(this.#step(meta, name))),
        [STEP_SETTLE]: (seq, outcome) => this.#track(this.#settle(seq, outcome)),
      },
      prelude: platformPrelude(snippets, new Set(registry.names), normalize),
    };
    const connectors: ConnectorBinding[] = registry.names.map((name) => ({
      name,
      binding: {
        callTool: (method, args, meta) => this.#track(this.#call(name, String(method), args, meta)),
      },
    }));
    const row = this.working.row;
    let result: ExecuteResult;
    try {
      result = await executor.execute(normalize(row.code), [provider], {
        connectors,
        signal: this.#abort.signal,
        determinism: deterministicSandbox
          ? {
              seed: row.seed,
              startTime: row.createdAt,
              clockAt: (meta) => this.#clockAt(meta),
              replay: replayTable(this.working),
            }
          : undefined,
      });
    } catch (error) {
      result = { result: undefined, error: describeThrown(error) };
    }
    this.#closed = true;
    this.#reach(result.replayed);
    this.interrupted ||= result.interrupted !== undefined || this.#abort.signal.aborted;
    await Promise.allSettled([...this.#inflight]);
    return endPass(this, result);
  }

  /** A connector call from the sandbox: its arguments are checked first when it is new, then it is planned. */
  async #call(
    connector: string,
    method: string,
    args: unknown,
    meta: CallMeta | undefined,
  ): Promise<unknown> {
    this.#reach(meta?.replayed);
    if (this.#closed || this.queue.lost) throw new Error(PASS_ENDED);
    const { registry } = this.context;
    const info = registry.method(connector, method);
    if (!info) throw new Error(unknownMethod(connector, method, registry.methodNames(connector)));
    const event = this.#event(connector, method, args, meta, info);
    if (needsArgumentCheck(this.working, event)) {
      const checked = registry.get(connector)?.checkArguments?.(method, args);
      const problem = checked instanceof Promise ? await checked : checked;
      if (problem !== undefined) {
        this.reporter?.refused(event, problem);
        throw new Error(problem);
      }
    }
    return this.#perform(event);
  }

  /** Plans an arriving call, reports the decision when there is a listener, and performs the plan. */
  #perform(event: CallEvent): Promise<unknown> {
    const plan = planCall(this.working, event);
    // `perform` applies the plan's change before its first await: the report sees the entry as recorded.
    const performed = perform(this, plan, event);
    this.reporter?.decided(plan.decision, event, plan.change.patch !== undefined);
    return performed;
  }

  /** The decide half of `codemode.step`: a step is planned as one more call (connector `__step`). */
  async #step(meta: CallMeta | undefined, name: unknown): Promise<unknown> {
    this.#reach(meta?.replayed);
    if (this.#closed || this.queue.lost) throw new Error(PASS_ENDED);
    const flags = { requiresApproval: false, ephemeral: false };
    const event = this.#event(STEP_CONNECTOR, String(name), undefined, meta, flags);
    const plan = planCall(this.working, event);
    const performed = perform(this, plan, event);
    if (this.reporter) {
      this.reporter.decided(plan.decision, event, plan.change.patch !== undefined);
      if (plan.decision?.kind === "execute") this.reporter.started(event, plan.decision.seq);
    }
    return performed;
  }

  /** The settle half of `codemode.step`: records (or replays) what the step's closure did. */
  #settle(seq: unknown, outcome: unknown): Promise<unknown> {
    const running = typeof seq === "number" && this.working.entries.get(seq)?.state === "executing";
    const plan = planStepSettle(this.working, seq, outcome, this.context.clock.now());
    const performed = perform(this, plan);
    const step = running ? this.working.entries.get(seq as number) : undefined;
    if (this.reporter && step) {
      const settled = outcome as { value?: unknown };
      if (step.state === "error")
        this.reporter.failed(step, step.seq, String(decodeDurable(step.result ?? '""')));
      else reportResult(this.reporter, plan, step, step.seq, settled.value);
    }
    return performed;
  }

  #event(
    connector: string,
    method: string,
    args: unknown,
    meta: CallMeta | undefined,
    flags: { requiresApproval: boolean; ephemeral: boolean },
  ): CallEvent {
    return {
      connector,
      method,
      args,
      requiresApproval: flags.requiresApproval,
      ephemeral: flags.ephemeral,
      cause: meta?.cause,
      arrival: this.#arrival++,
      now: this.context.clock.now(),
    };
  }

  async #discover(kind: "search" | "describe", input: unknown): Promise<unknown> {
    const discovery = this.context.discovery;
    if (!discovery)
      throw new Error("codemode.search and codemode.describe are not available in this runtime.");
    this.#snippets ??= this.context.store.listSnippets();
    const snippets = await this.#snippets;
    return kind === "search"
      ? discovery.search(String(input), this.#descriptions, snippets)
      : discovery.describe(String(input), this.#descriptions, snippets);
  }

  /** Recorded calls the sandbox answered itself count as reached, as if they had come to the host. */
  #reach(causes: readonly string[] | undefined): void {
    if (!causes) return;
    const reached = reachedByCauses(this.working, causes);
    this.reporter?.replayedInSandbox(reached);
    applyChange(this.working, { reached });
  }

  #clockAt(meta: CallMeta): number | undefined {
    const seq = this.working.byCause.get(meta.cause);
    return seq === undefined ? undefined : this.working.entries.get(seq)?.at;
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
