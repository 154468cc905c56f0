import { describeThrown } from "../describe-thrown.ts";
import { finishPass } from "../machine/finish-pass.ts";
import {
  applyChange,
  sortedEntries,
  type WorkingChange,
  type WorkingExecution,
} from "../machine/working-execution.ts";
import type { ExecuteResult } from "../types/executor.ts";
import type { ProxyToolOutput } from "../types/tool-output.ts";
import type { CommitQueue } from "./commit-queue.ts";
import type { EngineContext } from "./engine-context.ts";
import type { StopReason } from "./execution-locks.ts";
import { disposeConnectors, notifyPassEnd } from "./lifecycle-hooks.ts";
import { pendingActions, toLogEntry } from "./outputs.ts";
import {
  deletedDuringPass,
  expiredDuringPass,
  passLost,
  persistFailed,
  withGlobalsHint,
} from "./pass-messages.ts";
import type { PassReporter } from "./pass-reporter.ts";

/** A pass whose sandbox has finished and whose host calls have all settled. */
export interface EndingPass {
  readonly context: EngineContext;
  readonly working: WorkingExecution;
  readonly queue: CommitQueue;
  /** Why another operation stopped the pass, when one did. */
  readonly stoppedBy: StopReason | undefined;
  /** Reports the pass's events; absent when the runtime has no listener. */
  readonly reporter: PassReporter | undefined;
  apply(change: WorkingChange): void;
}

/**
 * Ends a pass: records how the code ended (`finishPass`), makes every write durable (also when fenced out:
 * the calls that took effect are still offered, expiry keeps them), ends the run itself when a write failed,
 * then shapes the output and runs the connectors' hooks.
 */
export async function endPass(pass: EndingPass, result: ExecuteResult): Promise<ProxyToolOutput> {
  const { clock, registry } = pass.context;
  const { queue, working } = pass;
  if (!queue.lost) {
    const globals = [...registry.names, "codemode"];
    const now = clock.now();
    const patch = finishPass(
      working,
      result.error === undefined
        ? { kind: "returned", result: result.result, logs: result.logs, now }
        : { kind: "threw", error: withGlobalsHint(result.error, globals), logs: result.logs, now },
    );
    if (patch) pass.apply({ patch });
  }
  await queue.flush();
  let terminated = false;
  const failure = queue.failure;
  if (failure) {
    // A write failed (not refused): end the run here rather than leave it running.
    const message = persistFailed(working.row.id, describeThrown(failure.cause));
    terminated = await queue.terminate(message, clock.now());
    // Applied to the working copy only: the store already has it (terminate wrote it).
    if (terminated)
      applyChange(working, { patch: { set: { status: "error", error: message }, updatedAt: clock.now() } });
  }
  const lost = queue.lost && !terminated;
  const output = await shapeOutput(pass, result, lost);
  pass.reporter?.ended(output.status, output.status === "error" ? output.error : undefined, !lost);
  await notify(pass, output.status, lost);
  return output;
}

async function shapeOutput(pass: EndingPass, result: ExecuteResult, lost: boolean): Promise<ProxyToolOutput> {
  const row = pass.working.row;
  const calls = sortedEntries(pass.working).map((entry) => toLogEntry(entry, row.id));
  if (lost) return { status: "error", executionId: row.id, error: lostMessage(pass), calls };
  if (row.status === "paused") {
    const pending = pendingActions(row.id, pass.working.entries.values());
    return { status: "paused", executionId: row.id, pending, calls };
  }
  if (row.status === "completed") {
    const output: ProxyToolOutput = {
      status: "completed",
      executionId: row.id,
      result: await transform(pass.context, result.result),
      calls,
    };
    if (result.logs) output.logs = result.logs;
    return output;
  }
  const error =
    pass.stoppedBy === "deleted" ? deletedDuringPass(row.id) : (row.error ?? "Codemode execution failed.");
  const output: ProxyToolOutput = { status: "error", executionId: row.id, error, calls };
  if (result.logs) output.logs = result.logs;
  return output;
}

async function transform(context: EngineContext, result: unknown): Promise<unknown> {
  const { transformResult, logger } = context;
  if (!transformResult) return result;
  try {
    return await transformResult(result);
  } catch (error) {
    logger.warn("codemode: transformResult threw; the model gets the raw result.", error);
    return result;
  }
}

async function notify(pass: EndingPass, status: ProxyToolOutput["status"], lost: boolean): Promise<void> {
  const { registry, logger } = pass.context;
  const id = pass.working.row.id;
  const passStatus = status === "completed" ? "completed" : status === "paused" ? "paused" : "error";
  await notifyPassEnd(registry.connectors, id, passStatus, logger);
  if (lost || passStatus === "paused") return;
  await disposeConnectors(registry.connectors, id, passStatus, logger);
}

/** Why a pass lost its execution, for its output. */
function lostMessage(pass: EndingPass): string {
  const id = pass.working.row.id;
  const failure = pass.queue.failure;
  if (failure) return persistFailed(id, describeThrown(failure.cause));
  if (pass.stoppedBy === "expired") return expiredDuringPass(id);
  if (pass.stoppedBy === "deleted") return deletedDuringPass(id);
  return passLost(id);
}
