import { decodeDurable } from "../codec/durable-codec.ts";
import { describeThrown } from "../describe-thrown.ts";
import { type CallAction, type CallPlan, planFailure, planResult } from "../machine/call-plan.ts";
import type { CallEvent } from "../machine/decide-call.ts";
import type { WorkingChange, WorkingExecution } from "../machine/working-execution.ts";
import type { EngineContext } from "./engine-context.ts";
import { PASS_ENDED, PAUSED_IN_SANDBOX, passLost } from "./pass-messages.ts";
import type { PassReporter } from "./pass-reporter.ts";

/** What the interpreter may do to the pass it serves. */
export interface PassControl {
  readonly context: EngineContext;
  readonly working: WorkingExecution;
  /** Whether the sandbox was stopped: no effect starts after that. */
  readonly interrupted: boolean;
  /** Reports the pass's events; absent when the runtime has no listener. */
  readonly reporter: PassReporter | undefined;
  /** Applies a machine change to the working copy and queues its patch for the store. */
  apply(change: WorkingChange): void;
  /** Makes the queued writes durable; `false` when the pass lost its execution. */
  flush(): Promise<boolean>;
  /** Makes the queued writes durable, then stops the sandbox (a pause or a failure). */
  stop(): Promise<void>;
}

/**
 * Performs a {@link CallPlan}: applies its change, then its actions in order, and answers the sandbox with the
 * last one (a value, or a throw). `execute` runs the connector and performs the plan of what it returned.
 * Deciding is the machine's (`planCall`, `planResult`); nothing here looks at the log.
 */
export async function perform(pass: PassControl, plan: CallPlan, call?: CallEvent): Promise<unknown> {
  pass.apply(plan.change);
  for (const action of plan.actions) {
    switch (action.kind) {
      case "flush":
        if (!(await pass.flush())) throw new Error(passLost(pass.working.row.id));
        break;
      case "stop":
        await pass.stop();
        break;
      case "replay":
        return decodeDurable(action.result);
      case "answer":
        return action.value;
      case "throw":
        throw new Error(action.message);
      case "pause":
        throw new Error(PAUSED_IN_SANDBOX);
      case "execute":
        if (!call) throw new Error("codemode: an execute action needs its call.");
        return execute(pass, action, call);
    }
  }
  return undefined;
}

async function execute(
  pass: PassControl,
  action: Extract<CallAction, { kind: "execute" }>,
  call: CallEvent,
): Promise<unknown> {
  const { clock, registry } = pass.context;
  if (pass.interrupted) {
    // The sandbox was stopped while this call's decision was being stored: no effect starts after that. The
    // entry stays `executing`, so a later pass (after an approval, or a recovery) runs it as a call that
    // never happened, with the same idempotency key.
    throw new Error(PASS_ENDED);
  }
  pass.reporter?.started(call, action.seq);
  let result: unknown;
  try {
    result = await registry.get(call.connector)?.executeTool(call.method, call.args, {
      executionId: pass.working.row.id,
      seq: action.seq,
      idempotencyKey: action.idempotencyKey,
    });
  } catch (error) {
    // Whatever was thrown, the call is recorded as failed with a safe description, and the code gets that
    // same description: a later pass replays it as the same throw instead of running the call again.
    const message = describeThrown(error);
    pass.reporter?.failed(call, action.seq, message);
    return perform(pass, planFailure(pass.working, action.seq, message, clock.now()));
  }
  const plan = planResult(pass.working, action.seq, result, { ephemeral: call.ephemeral, now: clock.now() });
  // `perform` applies the plan's change before its first await, so the report sees the recorded result.
  const performed = perform(pass, plan);
  if (pass.reporter) reportResult(pass.reporter, plan, call, action.seq, result);
  return performed;
}

/** Reports what recording a call's (or step closure's) value did: recorded, or refused (the run fails). */
export function reportResult(
  reporter: PassReporter,
  plan: CallPlan,
  call: Pick<CallEvent, "connector" | "method">,
  seq: number,
  value: unknown,
): void {
  const last = plan.actions[plan.actions.length - 1];
  if (last?.kind === "throw") reporter.failed(call, seq, last.message);
  else reporter.applied(call, seq, value);
}
