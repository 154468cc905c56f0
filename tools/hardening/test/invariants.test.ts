import { describe, expect, it } from "vitest";
import {
  EffectLedger,
  invariantViolations,
  type ObservedExecution,
  stableJson,
} from "../src/invariants/index.ts";

const call = (method: string, args: unknown, requiresApproval = false) => ({
  executionId: "e1",
  connector: "ledger",
  method,
  argumentsKey: stableJson(args),
  requiresApproval,
  ephemeral: false,
});

const execution = (status: string, log: ObservedExecution["log"]): ObservedExecution => ({
  id: "e1",
  status,
  log,
});
const entry = (
  seq: number,
  method: string,
  args: unknown,
  state: ObservedExecution["log"][number]["state"],
) => ({
  seq,
  connector: "ledger",
  method,
  args,
  state,
  requiresApproval: method === "publish",
});

function check(ledger: EffectLedger, final: ObservedExecution[], snapshots: ObservedExecution[][] = []) {
  return invariantViolations({ ledger, snapshots, final, requireTerminal: true });
}

describe("the invariant checker detects each violation (so the hardening suites can fail)", () => {
  it("accepts a clean history", () => {
    const ledger = new EffectLedger();
    ledger.recordEffect({ ...call("read", { key: "a" }), kind: "execute" });
    ledger.recordApproval(call("publish", { title: "t" }));
    ledger.recordEffect({ ...call("publish", { title: "t" }, true), kind: "execute" });
    const final = [
      execution("completed", [
        entry(0, "read", { key: "a" }, "applied"),
        entry(1, "publish", { title: "t" }, "applied"),
      ]),
    ];
    expect(check(ledger, final)).toEqual([]);
  });

  it("an approval-gated action without approval", () => {
    const ledger = new EffectLedger();
    ledger.recordEffect({ ...call("publish", { title: "t" }, true), kind: "execute" });
    ledger.recordApproval(call("publish", { title: "t" }));
    const final = [execution("completed", [entry(0, "publish", { title: "t" }, "applied")])];
    expect(check(ledger, final)).toEqual([expect.stringMatching(/ran 1 time\(s\) after only 0 approval/)]);
  });

  it("an action applied twice without a host death, or again with another idempotency key", () => {
    const ledger = new EffectLedger();
    ledger.recordEffect({ ...call("append", { text: "x" }), kind: "execute", idempotencyKey: "k" });
    ledger.recordEffect({ ...call("append", { text: "x" }), kind: "execute", idempotencyKey: "k" });
    ledger.recordDeath();
    ledger.recordEffect({ ...call("append", { text: "x" }), kind: "execute", idempotencyKey: "other" });
    const final = [execution("completed", [entry(0, "append", { text: "x" }, "applied")])];
    expect(check(ledger, final)).toEqual([
      expect.stringMatching(/happened twice without a host death/),
      expect.stringMatching(/another idempotency key/),
    ]);
  });

  it("an ephemeral read may run on every pass", () => {
    const ledger = new EffectLedger();
    for (let pass = 0; pass < 3; pass++)
      ledger.recordEffect({ ...call("fetch_page", { page: 1 }), ephemeral: true, kind: "execute" });
    const final = [execution("completed", [entry(0, "fetch_page", { page: 1 }, "applied")])];
    expect(check(ledger, final)).toEqual([]);
  });

  it("a recorded entry lost, or moved back along an undocumented edge", () => {
    const ledger = new EffectLedger();
    const before = [
      execution("paused", [
        entry(0, "read", { key: "a" }, "applied"),
        entry(1, "publish", { title: "t" }, "pending"),
      ]),
    ];
    const lost = [execution("paused", [entry(1, "publish", { title: "t" }, "pending")])];
    expect(
      check(
        ledger,
        lost.map((item) => ({ ...item, status: "rejected" })),
        [before],
      ),
    ).toEqual([expect.stringMatching(/entry 0 .* disappeared/)]);
    const regressed = [
      execution("error", [
        entry(0, "read", { key: "a" }, "executing"),
        entry(1, "publish", { title: "t" }, "pending"),
      ]),
    ];
    expect(check(ledger, regressed, [before])).toEqual(
      expect.arrayContaining([expect.stringMatching(/went from applied to executing/)]),
    );
  });

  it("an effect missing from the log, or marked reverted without a revert", () => {
    const ledger = new EffectLedger();
    ledger.recordEffect({ ...call("append", { text: "x" }), kind: "execute" });
    ledger.recordEffect({ ...call("append", { text: "y" }), kind: "execute" });
    const final = [execution("rolled_back", [entry(0, "append", { text: "x" }, "reverted")])];
    expect(check(ledger, final)).toEqual([
      expect.stringMatching(/"x".* marked reverted, but no revert ran/),
      expect.stringMatching(/"y".* not in the execution's log/),
    ]);
  });

  it("an execution that did not end, or ended with open entries", () => {
    const ledger = new EffectLedger();
    expect(check(ledger, [execution("running", [])])).toEqual([
      expect.stringMatching(/did not end: it is running/),
    ]);
    expect(check(ledger, [execution("completed", [entry(0, "publish", { title: "t" }, "pending")])])).toEqual(
      [expect.stringMatching(/still has 1 pending or executing/)],
    );
    expect(check(ledger, [execution("finished", [])])).toEqual([
      expect.stringMatching(/undocumented status "finished"/),
      expect.stringMatching(/did not end/),
    ]);
  });
});
