import { decodeDurable } from "../codec/durable-codec.ts";
import { describeThrown } from "../describe-thrown.ts";
import { STEP_CONNECTOR } from "../types/execution.ts";
import { type CallDecision, type CallEvent, type CallTransition, decideCall } from "./decide-call.ts";
import { recordFailure, recordResult } from "./record-result.ts";
import type { WorkingChange, WorkingExecution } from "./working-execution.ts";

/**
 * What the engine does for a call, as data, in order. The last action answers the sandbox: `replay` (decode
 * the recorded value), `answer` (this value), `throw` (this message), `pause` (the run paused), or `execute`
 * (run the connector, then record what it returned with {@link planResult}). Before it: `flush` (make the
 * queued writes durable before the call runs) and `stop` (make them durable, then stop the sandbox).
 */
export type CallAction =
  | { kind: "flush" }
  | { kind: "stop" }
  | { kind: "execute"; seq: number; idempotencyKey: string }
  | { kind: "replay"; result: string }
  | { kind: "answer"; value: unknown }
  | { kind: "throw"; message: string }
  | { kind: "pause" };

/**
 * The change to apply first (persisted through the pass's queue), then the actions to perform. A plan of an
 * arriving call ({@link planCall}) also carries the machine's decision, which the engine reports as events.
 */
export interface CallPlan {
  change: WorkingChange;
  actions: CallAction[];
  decision?: CallDecision;
}

/** What the sandbox's step harness gets from the decide half of `codemode.step`. */
export interface StepDecision {
  kind: "replay" | "throw" | "execute";
  seq: number;
}

/**
 * Plans one call arriving at the host ({@link decideCall} makes the decision). A step (connector `__step`) is
 * one more kind of call: instead of running a connector, its `execute`, `replay` and `throw` answer the
 * sandbox with a {@link StepDecision}, and the closure's outcome comes back through {@link planStepSettle}.
 */
export function planCall(working: WorkingExecution, call: CallEvent): CallPlan {
  const transition = decideCall(working, call);
  const planned = planDecision(transition, call.connector === STEP_CONNECTOR);
  planned.decision = transition.decision;
  return planned;
}

function planDecision(transition: CallTransition, step: boolean): CallPlan {
  const { decision, patch, reached } = transition;
  const change: WorkingChange = reached === undefined ? { patch } : { patch, reached: [reached] };
  switch (decision.kind) {
    case "replay":
      return plan(
        change,
        step ? stepAnswer("replay", decision.seq) : { kind: "replay", result: decision.result },
      );
    case "throw":
      return plan(
        change,
        step
          ? stepAnswer("throw", decision.seq)
          : { kind: "throw", message: describeThrown(decodeDurable(decision.error)) },
      );
    case "execute": {
      if (step) return plan(change, stepAnswer("execute", decision.seq));
      const execute: CallAction = {
        kind: "execute",
        seq: decision.seq,
        idempotencyKey: decision.idempotencyKey,
      };
      return decision.mustPersist ? plan(change, { kind: "flush" }, execute) : plan(change, execute);
    }
    case "pause":
      return patch ? plan(change, { kind: "stop" }, { kind: "pause" }) : plan(change, { kind: "pause" });
    case "fail":
      return plan(change, { kind: "stop" }, { kind: "throw", message: decision.error });
  }
}

/**
 * Plans recording what an executed call or step returned: the sandbox gets the recorded copy (an ephemeral
 * call's value as it came, since it is not kept); a value that cannot be recorded fails the run.
 */
export function planResult(
  working: WorkingExecution,
  seq: number,
  value: unknown,
  options: { ephemeral: boolean; now: number },
): CallPlan {
  const record = recordResult(working, seq, value, options.now);
  const change: WorkingChange = { patch: record.patch };
  if (record.failed !== undefined)
    return plan(change, { kind: "stop" }, { kind: "throw", message: record.failed });
  if (options.ephemeral) return plan(change, { kind: "answer", value });
  const entry = working.entries.get(seq);
  // The entry as it will be once the change is applied: the patch holds the recorded result.
  const stored = record.patch?.entries?.find((recorded) => recorded.seq === seq)?.result ?? entry?.result;
  return plan(
    change,
    stored === undefined ? { kind: "answer", value: undefined } : { kind: "replay", result: stored },
  );
}

/** Plans recording that an executed call threw `message`: the sandbox gets the same message thrown. */
export function planFailure(working: WorkingExecution, seq: number, message: string, now: number): CallPlan {
  return plan({ patch: recordFailure(working, seq, message, now).patch }, { kind: "throw", message });
}

/**
 * Plans the settle half of `codemode.step(name, fn)`: a replayed step answers with its recorded outcome; a
 * step that ran records what its closure returned (or the message it threw, answering `undefined`: the
 * sandbox rethrows the closure's own error).
 */
export function planStepSettle(
  working: WorkingExecution,
  seq: unknown,
  outcome: unknown,
  now: number,
): CallPlan {
  const entry = typeof seq === "number" ? working.entries.get(seq) : undefined;
  if (entry?.connector !== STEP_CONNECTOR) return refuse("codemode.step: no such step in this run.");
  const settled = (outcome ?? {}) as { replay?: boolean; value?: unknown; error?: unknown };
  if (settled.replay) {
    if (entry.state === "applied")
      return entry.result === undefined
        ? plan({}, { kind: "answer", value: undefined })
        : plan({}, { kind: "replay", result: entry.result });
    if (entry.state === "error")
      return refuse(describeThrown(entry.result === undefined ? "" : decodeDurable(entry.result)));
    return refuse("codemode.step: this step has no recorded outcome to replay.");
  }
  if (entry.state !== "executing") return refuse("codemode.step: this step has already been settled.");
  if ("error" in settled) {
    const failure = recordFailure(working, entry.seq, describeThrown(settled.error), now);
    return plan({ patch: failure.patch }, { kind: "answer", value: undefined });
  }
  return planResult(working, entry.seq, settled.value, { ephemeral: false, now });
}

function plan(change: WorkingChange, ...actions: CallAction[]): CallPlan {
  return { change, actions };
}

function stepAnswer(kind: StepDecision["kind"], seq: number): CallAction {
  const value: StepDecision = { kind, seq };
  return { kind: "answer", value };
}

function refuse(message: string): CallPlan {
  return plan({}, { kind: "throw", message });
}
