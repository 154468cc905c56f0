import { describe, expect, it } from "vitest";
import { caseViolations } from "./support/case-violations.ts";
import { driveCase, POLICIES, type Policy } from "./support/drive-case.ts";
import { describeFault, type FaultPoint } from "./support/fault-plan.ts";
import { world } from "./support/world.ts";

/**
 * What each policy does when nothing fails: its store writes (every create, claim, commit and reject the
 * engine sends to the facet) and the connector effects in order. The dry runs below pin these numbers, so
 * the kill points of each policy cover every write it really makes; when the engine's write pattern
 * changes, the dry run fails and this table is updated.
 */
const DRY_RUNS: Record<Policy, { writes: number; effects: string[]; status: string }> = {
  approve: {
    writes: 8,
    effects: [
      "execute:read",
      "execute:append",
      "execute:publish",
      "execute:fetch_page",
      "execute:read",
      "execute:fetch_page",
      "execute:publish",
    ],
    status: "completed",
  },
  "reject-first": { writes: 3, effects: ["execute:read", "execute:append"], status: "rejected" },
  "approve-then-reject": {
    writes: 6,
    effects: ["execute:read", "execute:append", "execute:publish", "execute:fetch_page", "execute:read"],
    status: "rejected",
  },
  "approve-then-rollback": {
    writes: 12,
    effects: [
      "execute:read",
      "execute:append",
      "execute:publish",
      "execute:fetch_page",
      "execute:read",
      "execute:fetch_page",
      "execute:publish",
      "revert:publish",
      "revert:publish",
      "revert:append",
    ],
    status: "rolled_back",
  },
};

/** Every kill point of a policy: before and after each store write, before and after each kind of effect. */
function faultPoints(policy: Policy): FaultPoint[] {
  const { writes, effects } = DRY_RUNS[policy];
  const points: FaultPoint[] = [];
  for (let index = 1; index <= writes; index++) {
    points.push({ kind: "write", index, phase: "before" }, { kind: "write", index, phase: "after" });
  }
  for (const effect of new Set(effects)) {
    const [kind, method] = effect.split(":") as ["execute" | "revert", string];
    points.push(
      { kind: "effect", effect: kind, method, phase: "before" },
      { kind: "effect", effect: kind, method, phase: "after" },
    );
  }
  return points;
}

describe("dry runs (no fault)", () => {
  it.each(POLICIES)("%s: the expected writes and effects, every invariant holds", async (policy) => {
    const scope = `dry:${policy}`;
    const record = await driveCase(scope, policy);
    const current = world(scope);
    expect(current.writes).toBe(DRY_RUNS[policy].writes);
    expect(current.ledger.effects.map((effect) => `${effect.kind}:${effect.method}`)).toEqual(
      DRY_RUNS[policy].effects,
    );
    expect(record.final.map((execution) => execution.status)).toEqual([DRY_RUNS[policy].status]);
    expect(caseViolations(scope, record)).toEqual([]);
  });
});

describe.each(POLICIES)("the host is killed for real (ctx.abort) during policy %s", (policy) => {
  it.each(faultPoints(policy).map((fault) => [describeFault(fault), fault] as const))(
    "%s: the run is recovered and every invariant holds",
    async (_name, fault) => {
      const scope = `kill:${policy}:${describeFault(fault)}`;
      world(scope).fault = fault;
      const record = await driveCase(scope, policy);
      expect(world(scope).fired, "the fault point was never reached").toBe(true);
      expect(world(scope).ledger.generation).toBe(1);
      expect(caseViolations(scope, record), record.operations.join(" -> ")).toEqual([]);
    },
  );
});

describe("eviction between passes", () => {
  it.each(POLICIES)(
    "%s: the host is reset before every operation and every invariant holds",
    async (policy) => {
      const scope = `evict:${policy}`;
      const record = await driveCase(scope, policy, { evictBetween: true });
      expect(record.final.map((execution) => execution.status)).toEqual([DRY_RUNS[policy].status]);
      expect(world(scope).ledger.generation).toBe(0);
      expect(caseViolations(scope, record)).toEqual([]);
    },
  );
});
