import { decodeDurable } from "../codec/durable-codec.ts";
import { CodemodeError, errorMessage } from "../errors.ts";
import { idempotencyKey } from "../identity/call-identity.ts";
import { finishRollback, markReverted, rollbackPlan, rollbackRefusal } from "../machine/lifecycle.ts";
import { unknownExecution } from "../machine/messages.ts";
import type { StoredEntry } from "../machine/records.ts";
import type { CodemodeEvent } from "../types/events.ts";
import type { EngineContext } from "./engine-context.ts";
import { disposeConnectors } from "./lifecycle-hooks.ts";

/**
 * Reverts an execution's applied actions newest first through each tool's `revert`; the caller holds the
 * execution's lock. Methods without a revert, and connectors no longer configured, stay applied; a failing
 * revert does not stop the others and is reported afterwards. Each revert is recorded as it happens, fenced
 * by the attempt the rollback started from.
 */
export async function rollbackExecution(context: EngineContext, executionId: string): Promise<void> {
  const { store, clock, registry, logger } = context;
  const stored = await store.load(executionId);
  if (!stored) throw new CodemodeError("not_found", unknownExecution(executionId));
  const refusal = rollbackRefusal(stored);
  if (refusal) throw new CodemodeError("conflict", refusal);
  const condition = { attempt: stored.attempt, expectStatus: [stored.status] };
  let reverted = 0;
  const failures: string[] = [];
  const step = context.events && rollbackReporter(context, executionId);
  for (const entry of rollbackPlan(stored.log)) {
    const connector = registry.get(entry.connector);
    if (!connector) {
      step?.(entry, "skipped");
      continue;
    }
    let ran: boolean;
    try {
      ran = await connector.revertAction(
        entry.method,
        decodeDurable(entry.args),
        entry.result === undefined ? undefined : decodeDurable(entry.result),
        { executionId, seq: entry.seq, idempotencyKey: idempotencyKey(executionId, entry.seq, entry) },
      );
    } catch (error) {
      failures.push(`${entry.connector}.${entry.method} (step ${entry.seq}): ${errorMessage(error)}`);
      step?.(entry, "failed", errorMessage(error));
      continue;
    }
    if (!ran) {
      step?.(entry, "skipped");
      continue;
    }
    if (!(await store.commit(executionId, condition, markReverted(entry, clock.now())))) {
      throw new CodemodeError(
        "conflict",
        `Execution "${executionId}" changed while it was being rolled back; ${reverted + 1} action(s) were reverted, the last of them (${entry.connector}.${entry.method}) without being recorded. Check the execution and roll back again if needed.`,
      );
    }
    reverted++;
    step?.(entry, "reverted");
  }
  const finished = finishRollback(reverted, clock.now());
  if (finished && (await store.commit(executionId, condition, finished))) {
    context.events?.emit({ type: "execution_ended", executionId, at: clock.now(), status: "rolled_back" });
    await disposeConnectors(registry.connectors, executionId, "rolled_back", logger);
  }
  if (failures.length > 0) {
    throw new CodemodeError(
      "conflict",
      `Rollback reverted ${reverted} action(s) but ${failures.length} failed: ${failures.join("; ")}. Fix the cause and roll back again to retry them.`,
    );
  }
}

/** Reports one rollback step as a `rollback_step` event. */
function rollbackReporter(
  context: EngineContext,
  executionId: string,
): (entry: StoredEntry, outcome: "reverted" | "skipped" | "failed", error?: string) => void {
  return (entry, outcome, error) => {
    const event: CodemodeEvent = {
      type: "rollback_step",
      executionId,
      at: context.clock.now(),
      connector: entry.connector,
      method: entry.method,
      seq: entry.seq,
      outcome,
    };
    if (error !== undefined) event.error = error;
    context.events?.emit(event);
  };
}
