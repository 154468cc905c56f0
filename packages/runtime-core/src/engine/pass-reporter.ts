import { decodeDurable } from "../codec/durable-codec.ts";
import type { CallDecision, CallEvent } from "../machine/decide-call.ts";
import type { WorkingExecution } from "../machine/working-execution.ts";
import type { CodemodeEvent, CodemodePassEndStatus, CodemodePassReason } from "../types/events.ts";
import type { EventSink } from "./event-sink.ts";
import type { Clock } from "./ports.ts";

/** What one call is, for its events. */
type CallName = Pick<CallEvent, "connector" | "method">;

/**
 * Turns one pass's decisions and outcomes into {@link CodemodeEvent}s for the runtime's {@link EventSink}.
 * Created only when the runtime has a listener, a tracer or an observed execution, so a runtime without any
 * builds no event and allocates nothing per call. It reports what the machine decided and what the
 * connectors did; it decides nothing.
 */
export class PassReporter {
  readonly #queue: EventSink;
  readonly #clock: Clock;
  readonly #working: WorkingExecution;
  readonly #id: string;
  readonly #startedAt: number;
  /** When each running call (or step closure) started, by seq, for its duration. */
  readonly #running = new Map<number, number>();
  readonly #counts = { started: 0, replayed: 0, applied: 0, failed: 0, refused: 0 };

  constructor(queue: EventSink, clock: Clock, working: WorkingExecution, reason: CodemodePassReason) {
    this.#queue = queue;
    this.#clock = clock;
    this.#working = working;
    this.#id = working.row.id;
    this.#startedAt = clock.now();
    this.#emit({ type: "pass_started", reason, attempt: working.row.attempt });
  }

  /** Reports what the machine decided for an arriving call (an `execute` is reported when it starts). */
  decided(decision: CallDecision | undefined, call: CallEvent, recorded: boolean): void {
    if (!decision) return;
    const { seq } = decision;
    if (decision.kind === "replay") {
      this.#replayed(call, seq, false, decision.result);
    } else if (decision.kind === "throw") {
      this.#replayed(call, seq, true, undefined);
    } else if (decision.kind === "pause") {
      // A pause that records nothing is a call arriving after the run already paused: not a new approval.
      if (!recorded) return;
      const uncertain = this.#working.entries.get(seq)?.uncertain === true;
      this.#emit({ type: "call_paused", ...name(call), seq, uncertain, ...this.#recordedArgs(seq) });
    } else if (decision.kind === "fail") {
      this.#counts.failed++;
      const error = decision.error;
      this.#emit({ type: "call_failed", ...name(call), seq, executed: false, durationMs: 0, error });
    }
  }

  /** Calls a sandbox answered itself from the replay table, reported when the host learns of them. */
  replayedInSandbox(seqs: readonly number[]): void {
    for (const seq of seqs) {
      const entry = this.#working.entries.get(seq);
      if (!entry || !this.#working.unreached.has(seq)) continue;
      this.#replayed(entry, seq, entry.state === "error", entry.state === "error" ? undefined : entry.result);
    }
  }

  /** A call (or step closure) starts running. */
  started(call: CallName, seq: number): void {
    this.#counts.started++;
    this.#running.set(seq, this.#clock.now());
    this.#emit({ type: "call_started", ...name(call), seq, ...this.#recordedArgs(seq) });
  }

  /**
   * A started call returned and its result was recorded (call after the record was applied: the event gets
   * a copy decoded from it, or `value` itself for an ephemeral call, whose result is not kept).
   */
  applied(call: CallName, seq: number, value: unknown): void {
    this.#counts.applied++;
    const event: Draft = { type: "call_applied", ...name(call), seq, durationMs: this.#took(seq) };
    if (this.#queue.includeValues) {
      const recorded = this.#working.entries.get(seq)?.result;
      event.result = recorded === undefined ? value : decodeDurable(recorded);
    }
    this.#emit(event);
  }

  /** A started call threw `error`, or what it returned could not be recorded. */
  failed(call: CallName, seq: number, error: string): void {
    this.#counts.failed++;
    this.#emit({
      type: "call_failed",
      ...name(call),
      seq,
      executed: true,
      durationMs: this.#took(seq),
      error,
    });
  }

  /** A new call's arguments failed the tool's checks. */
  refused(call: CallName & { args: unknown }, error: string): void {
    this.#counts.refused++;
    this.#emit({ type: "call_refused", ...name(call), error, ...this.#args(call.args) });
  }

  /** The pass ended with `status`; a terminal one also ends the execution. */
  ended(status: CodemodePassEndStatus, error: string | undefined, terminal: boolean): void {
    const durationMs = Math.max(0, this.#clock.now() - this.#startedAt);
    const ended: Draft = { type: "pass_ended", status, durationMs, counts: { ...this.#counts } };
    if (error !== undefined) ended.error = error;
    this.#emit(ended);
    if (!terminal || status === "paused") return;
    const execution: Draft = { type: "execution_ended", status };
    if (error !== undefined) execution.error = error;
    this.#emit(execution);
  }

  #replayed(call: CallName, seq: number, failed: boolean, result: string | undefined): void {
    this.#counts.replayed++;
    const event: Draft = { type: "call_replayed", ...name(call), seq, failed };
    if (this.#queue.includeValues && result !== undefined) event.result = decodeDurable(result);
    this.#emit(event);
  }

  #args(args: unknown): { args?: unknown } {
    return this.#queue.includeValues ? { args } : {};
  }

  /** The arguments as recorded (a copy the listener may keep or change), with `includeValues`. */
  #recordedArgs(seq: number): { args?: unknown } {
    if (!this.#queue.includeValues) return {};
    const recorded = this.#working.entries.get(seq)?.args;
    return recorded === undefined ? {} : { args: decodeDurable(recorded) };
  }

  #took(seq: number): number {
    const started = this.#running.get(seq);
    this.#running.delete(seq);
    return started === undefined ? 0 : Math.max(0, this.#clock.now() - started);
  }

  #emit(event: Draft): void {
    this.#queue.emit({ ...event, executionId: this.#id, at: this.#clock.now() } as CodemodeEvent);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An event before the reporter stamps its execution and time. */
type Draft = DistributiveOmit<CodemodeEvent, "executionId" | "at">;

function name(call: CallName): CallName {
  return { connector: call.connector, method: call.method };
}
