import { callKey, type Effect, type EffectLedger, stableJson } from "./effect-ledger.ts";
import {
  ALLOWED_TRANSITIONS,
  DOCUMENTED_STATUSES,
  type ObservedExecution,
  TERMINAL_STATUSES,
} from "./observed-execution.ts";

/** What the checker compares. */
export interface InvariantInput {
  ledger: EffectLedger;
  /** Every execution as observed after each operation, oldest observation first. */
  snapshots: ReadonlyArray<readonly ObservedExecution[]>;
  /** The executions at the end. */
  final: readonly ObservedExecution[];
  /** Every execution must have ended (a terminal status). */
  requireTerminal: boolean;
  /** Executions may disappear between observations (retention ran). */
  allowDeletion?: boolean;
}

function describeCall(effect: Pick<Effect, "executionId" | "connector" | "method" | "argumentsKey">): string {
  return `${effect.connector}.${effect.method}(${effect.argumentsKey}) of ${effect.executionId}`;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}

/** No approval-gated action without approval: the n-th execution of a gated call follows n approvals of it. */
function approvalViolations(ledger: EffectLedger): string[] {
  const violations: string[] = [];
  const approvals = groupBy(ledger.approvals, callKey);
  const gated = ledger.effects.filter((effect) => effect.kind === "execute" && effect.requiresApproval);
  for (const [key, executions] of groupBy(gated, callKey)) {
    const given = approvals.get(key) ?? [];
    executions.forEach((execution, index) => {
      const before = given.filter((approval) => approval.order < execution.order).length;
      if (before < index + 1) {
        violations.push(
          `approval-gated ${describeCall(execution)} ran ${index + 1} time(s) after only ${before} approval(s)`,
        );
      }
    });
  }
  return violations;
}

/**
 * No action applied twice: a call without approval may run again only after a host death, with the same
 * idempotency key; a revert likewise. Ephemeral reads are exempt (they run on every pass by design).
 */
function repetitionViolations(ledger: EffectLedger): string[] {
  const violations: string[] = [];
  const repeatable = ledger.effects.filter(
    (effect) => !effect.ephemeral && !(effect.kind === "execute" && effect.requiresApproval),
  );
  for (const effects of groupBy(repeatable, (effect) => `${effect.kind}\u0000${callKey(effect)}`).values()) {
    for (let index = 1; index < effects.length; index++) {
      const previous = effects[index - 1] as Effect;
      const current = effects[index] as Effect;
      if (current.generation === previous.generation) {
        violations.push(
          `${current.kind} of ${describeCall(current)} happened twice without a host death in between`,
        );
      } else if (current.idempotencyKey !== previous.idempotencyKey) {
        violations.push(
          `${current.kind} of ${describeCall(current)} ran again with another idempotency key (${previous.idempotencyKey} then ${current.idempotencyKey})`,
        );
      }
    }
  }
  const executes = groupBy(
    ledger.effects.filter((effect) => effect.kind === "execute"),
    callKey,
  );
  for (const [key, reverts] of groupBy(
    ledger.effects.filter((effect) => effect.kind === "revert"),
    callKey,
  )) {
    if (!executes.has(key))
      violations.push(`${describeCall(reverts[0] as Effect)} was reverted but never executed`);
  }
  return violations;
}

/** Nothing recorded is lost: entries never disappear and only change state along documented edges. */
function recordViolations(input: InvariantInput): string[] {
  const violations: string[] = [];
  const observations = [...input.snapshots, input.final];
  for (let index = 1; index < observations.length; index++) {
    const later = new Map((observations[index] ?? []).map((execution) => [execution.id, execution]));
    for (const earlier of observations[index - 1] ?? []) {
      const now = later.get(earlier.id);
      if (!now) {
        if (!input.allowDeletion) violations.push(`execution ${earlier.id} disappeared`);
        continue;
      }
      const entries = new Map(now.log.map((entry) => [entry.seq, entry]));
      for (const entry of earlier.log) {
        const current = entries.get(entry.seq);
        if (!current) {
          violations.push(
            `entry ${entry.seq} (${entry.connector}.${entry.method}) of ${earlier.id} disappeared`,
          );
        } else if (!ALLOWED_TRANSITIONS[entry.state].has(current.state)) {
          violations.push(`entry ${entry.seq} of ${earlier.id} went from ${entry.state} to ${current.state}`);
        } else if (current.connector !== entry.connector || current.method !== entry.method) {
          violations.push(`entry ${entry.seq} of ${earlier.id} was rewritten as another call`);
        }
      }
    }
  }
  return violations;
}

/**
 * Every effect has its log entry (but the in-flight calls without approval of a host that died before
 * recording them); an entry marked reverted that ran was really reverted (unless it is an
 * uncertain action a human rejected: the record then says it may have run); statuses are documented.
 */
function finalViolations(input: InvariantInput): string[] {
  const violations: string[] = [];
  const byId = new Map(input.final.map((execution) => [execution.id, execution]));
  const reverts = new Set(
    input.ledger.effects.filter((effect) => effect.kind === "revert").map((effect) => callKey(effect)),
  );
  for (const effect of input.ledger.effects) {
    if (effect.kind !== "execute") continue;
    const execution = byId.get(effect.executionId);
    if (!execution) {
      if (!input.allowDeletion)
        violations.push(`${describeCall(effect)} ran but its execution has no record`);
      continue;
    }
    const entry = execution.log.find(
      (candidate) =>
        candidate.connector === effect.connector &&
        candidate.method === effect.method &&
        stableJson(candidate.args) === effect.argumentsKey,
    );
    // A call without approval is recorded with the pass's next write, not before it runs: one whose host died
    // before that write may be missing, and the next pass makes it again if it gets there (same idempotency
    // key). An approval-gated call is always recorded before it runs.
    const diedUnrecorded = !effect.requiresApproval && effect.generation < input.ledger.generation;
    if (!entry) {
      if (!diedUnrecorded) violations.push(`${describeCall(effect)} ran but is not in the execution's log`);
    } else if (entry.state === "reverted" && !entry.uncertain && !reverts.has(callKey(effect)))
      violations.push(`${describeCall(effect)} ran and is marked reverted, but no revert ran`);
  }
  for (const execution of input.final) {
    if (!DOCUMENTED_STATUSES.has(execution.status))
      violations.push(`execution ${execution.id} has an undocumented status "${execution.status}"`);
    if (input.requireTerminal && !TERMINAL_STATUSES.has(execution.status))
      violations.push(`execution ${execution.id} did not end: it is ${execution.status}`);
    if (execution.status === "completed") {
      const open = execution.log.filter((entry) => entry.state === "pending" || entry.state === "executing");
      if (open.length > 0)
        violations.push(
          `completed execution ${execution.id} still has ${open.length} pending or executing entries`,
        );
    }
  }
  return violations;
}

/**
 * The hardening invariants, checked after every case; an empty list means they all hold:
 * no approval-gated action without approval; no action applied twice (ephemeral reads aside; a call without
 * approval may run again only after a host death, with the same idempotency key); nothing recorded lost;
 * every execution in a documented status (a terminal one when `requireTerminal`).
 */
export function invariantViolations(input: InvariantInput): string[] {
  return [
    ...approvalViolations(input.ledger),
    ...repetitionViolations(input.ledger),
    ...recordViolations(input),
    ...finalViolations(input),
  ];
}
