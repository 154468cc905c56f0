import { type ObservedExecution, stableJson } from "../../src/invariants/index.ts";
import { evict, observe, operation } from "./host.ts";
import { world } from "./world.ts";

/** What the "human" does at each pause, and whether the run is rolled back at the end. */
export type Policy = "approve" | "reject-first" | "approve-then-reject" | "approve-then-rollback";

/** Every policy. */
export const POLICIES: readonly Policy[] = [
  "approve",
  "reject-first",
  "approve-then-reject",
  "approve-then-rollback",
];

/**
 * The program of every fault case: a read, a write without approval, an approval-gated write, an ephemeral
 * read, another read and a second approval-gated write. Two pauses, six effects, four revertible.
 */
export const CASE_PROGRAM = `async () => {
  const first = await ledger.read({ key: "a" });
  const note = await ledger.append({ text: "note " + first.value });
  const post = await ledger.publish({ title: "post " + note.id });
  const page = await ledger.fetch_page({ page: 1 });
  const second = await ledger.read({ key: "b" });
  const last = await ledger.publish({ title: "last " + second.value + page.items });
  return { note: note.id, post: post.id, last: last.id };
}`;

/**
 * A program with one approval-gated write, for races between clients: with two gated writes, a second
 * `approve()` serialized after the first would approve the next pending action, one its client never saw
 * (the documented `approve({ executionId })` names no action; see the hardening README).
 */
export const SINGLE_APPROVAL_PROGRAM = `async () => {
  const first = await ledger.read({ key: "a" });
  const note = await ledger.append({ text: "note " + first.value });
  const post = await ledger.publish({ title: "post " + note.id });
  const page = await ledger.fetch_page({ page: 2 });
  return { note: note.id, post: post.id, items: page.items };
}`;

/** What one driven case observed. */
export interface CaseRecord {
  /** Every execution after each operation, for the "nothing recorded lost" check. */
  snapshots: ObservedExecution[][];
  final: ObservedExecution[];
  operations: string[];
}

const MAX_OPERATIONS = 24;

/** Options of {@link driveCase}. */
export interface DriveOptions {
  /** Evict the host before every operation after the first. */
  evictBetween?: boolean;
}

/**
 * Drives one execution to its end the way an application would, whatever happens to the host: execute, then
 * {@link settleCase}.
 */
export async function driveCase(
  scope: string,
  policy: Policy,
  options: DriveOptions = {},
): Promise<CaseRecord> {
  const record: CaseRecord = { snapshots: [], final: [], operations: [] };
  await caseStep(scope, record, "execute", (runtime) => runtime.execute({ code: CASE_PROGRAM }), options);
  return settleCase(scope, policy, record, options);
}

/** Runs one operation of a case and records what it saw afterwards. */
export async function caseStep(
  scope: string,
  record: CaseRecord,
  name: string,
  work: Parameters<typeof operation>[1],
  options: DriveOptions = {},
): Promise<void> {
  if (options.evictBetween && record.operations.length > 0) await evict(scope);
  const result = await operation(scope, work);
  record.operations.push(result.died ? `${name} (host died)` : name);
  record.snapshots.push(await observe(scope));
}

/** Approves the pending actions of `executionId`, recording in the ledger that a human approved them. */
export function approvePending(scope: string, executionId: string): Parameters<typeof operation>[1] {
  return async (runtime) => {
    for (const action of await runtime.pending(executionId)) {
      world(scope).ledger.recordApproval({
        executionId,
        connector: action.connector,
        method: action.method,
        argumentsKey: stableJson(action.args),
      });
    }
    return runtime.approve({ executionId });
  };
}

/** Rejects the first pending action of `executionId`. */
export function rejectFirstPending(executionId: string): Parameters<typeof operation>[1] {
  return async (runtime) => {
    const [action] = await runtime.pending(executionId);
    return action ? runtime.reject({ seq: action.seq, executionId }) : false;
  };
}

/**
 * Looks at the stored state and acts on it until the execution ends: `recover` a run left `running` by a
 * dead host, approve or reject at a pause (per the policy), roll back at the end for the rollback policy.
 */
export async function settleCase(
  scope: string,
  policy: Policy,
  record: CaseRecord,
  options: DriveOptions = {},
): Promise<CaseRecord> {
  const step = (name: string, work: Parameters<typeof operation>[1]) =>
    caseStep(scope, record, name, work, options);
  let pauses = 0;
  let rollbacks = 0;
  while (record.operations.length < MAX_OPERATIONS) {
    const [execution] = record.snapshots.at(-1) ?? [];
    if (!execution) break;
    const executionId = execution.id;
    if (execution.status === "running") {
      await step("recover", (runtime) => runtime.recover({ executionId }));
    } else if (execution.status === "paused") {
      pauses++;
      const reject = policy === "reject-first" || (policy === "approve-then-reject" && pauses >= 2);
      if (reject) await step("reject", rejectFirstPending(executionId));
      else await step("approve", approvePending(scope, executionId));
    } else if (
      policy === "approve-then-rollback" &&
      (execution.status === "completed" || execution.status === "error") &&
      rollbacks < 3 &&
      execution.log.some((entry) => entry.state === "applied")
    ) {
      rollbacks++;
      await step("rollback", (runtime) => runtime.rollback({ executionId }));
    } else {
      break;
    }
  }
  record.final = await observe(scope);
  return record;
}
