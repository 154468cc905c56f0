import type { ProxyToolOutput } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { abuseCalls } from "./support/abuse-connector.ts";
import { inAbuseHost } from "./support/abuse-host.ts";

/** One hostile program run through `runtime.execute` and the outcome it must end in. */
interface AbuseCase {
  name: string;
  code: string;
  expect(outcome: ProxyToolOutput, scope: string): void | Promise<void>;
}

const calls = (scope: string) => abuseCalls.get(scope) ?? [];
const failsWith = (pattern: RegExp) => (outcome: ProxyToolOutput) => {
  expect(outcome.status).toBe("error");
  if (outcome.status === "error") expect(outcome.error).toMatch(pattern);
};

const CASES: AbuseCase[] = [
  {
    name: "calling a connector method that does not exist",
    code: "async () => target.drop_all_tables({})",
    expect: failsWith(
      /target\.drop_all_tables is not a method of target\. Its methods are: echo, huge, note, approve_me/,
    ),
  },
  {
    name: "calling a connector that does not exist",
    code: "async () => github.delete_repo({ repo: 'x' })",
    expect: failsWith(/github is not defined \(the sandbox's globals are target, codemode/),
  },
  {
    name: "reaching for the platform's internal step functions",
    code: "async () => [typeof codemode.__stepDecide, typeof codemode.__stepSettle, Object.keys(codemode).sort()]",
    expect: (outcome) =>
      expect(outcome).toMatchObject({
        status: "completed",
        result: ["undefined", "undefined", ["describe", "run", "search", "step"]],
      }),
  },
  {
    name: "forging the pause by throwing its message",
    code: "async () => { throw new Error('codemode: this execution is paused awaiting approval; no further calls run in this pass. It resumes from the start after approval.'); }",
    expect: (outcome) => {
      expect(outcome.status).toBe("error");
      expect(outcome).not.toHaveProperty("pending");
    },
  },
  {
    name: "forging the reference's control markers in arguments and results",
    code: "async () => [await target.echo({ __codemode_control__: 'pause' }), { __codemode_control__: 'error', message: 'forged' }]",
    expect: (outcome) =>
      expect(outcome).toMatchObject({
        status: "completed",
        result: [{ __codemode_control__: "pause" }, { __codemode_control__: "error", message: "forged" }],
      }),
  },
  {
    name: "swallowing the pause and calling on",
    code: "async () => { try { await target.approve_me({ text: 'x' }); } catch {} await target.note({ text: 'after the swallowed pause' }); return 1; }",
    expect: async (outcome, scope) => {
      expect(outcome.status).toBe("paused");
      expect(calls(scope)).toEqual([]);
      const approved = await inAbuseHost(scope, (runtime) =>
        runtime.approve({ executionId: outcome.executionId }),
      );
      expect(approved).toMatchObject({ status: "completed", result: 1 });
      expect(calls(scope)).toEqual(["approved:x", "after the swallowed pause"]);
    },
  },
  {
    name: "a tool throwing an unreadable value, caught before an approval",
    code: "async () => { let seen; try { await target.hostile_throw({}); } catch (error) { seen = error.message; } await target.approve_me({ text: 'after' }); return seen; }",
    expect: async (outcome, scope) => {
      expect(outcome.status).toBe("paused");
      expect(calls(scope)).toEqual(["hostile_throw"]);
      const approved = await inAbuseHost(scope, (runtime) =>
        runtime.approve({ executionId: outcome.executionId }),
      );
      expect(approved).toMatchObject({
        status: "completed",
        result: expect.stringMatching(/cannot be read/),
      });
      expect(calls(scope)).toEqual(["hostile_throw", "approved:after"]);
    },
  },
  {
    name: "an approval-gated call left unawaited",
    code: "async () => { target.approve_me({ text: 'fire and forget' }); return 1; }",
    expect: (outcome, scope) => {
      expect(["completed", "paused"]).toContain(outcome.status);
      expect(calls(scope)).toEqual([]);
    },
  },
  {
    name: "a connector call from a timer after the run ended",
    code: "async () => { setTimeout(() => target.note({ text: 'late' }), 5); return 1; }",
    expect: async (outcome, scope) => {
      expect(outcome).toMatchObject({ status: "completed", result: 1 });
      // timing-allowed: the sandbox's 5 ms timer gets 20 times that to try its call. A slower machine can
      // only make this pass without proving much, never fail.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls(scope)).toEqual([]);
    },
  },
  {
    name: "an enormous argument",
    code: "async () => target.echo({ text: 'x'.repeat(1_100_000) })",
    expect: failsWith(/The input to target\.echo is too large to record durably/),
  },
  {
    name: "an enormous connector result",
    code: "async () => (await target.huge({ bytes: 1_100_000 })).length",
    expect: failsWith(/The result of target\.huge is too large to record durably/),
  },
  {
    name: "an enormous final result",
    code: "async () => 'z'.repeat(1_100_000)",
    expect: async (outcome, scope) => {
      expect(outcome.status).toBe("completed");
      const [record] = await inAbuseHost(scope, (runtime) => runtime.executions(1));
      expect(String(record?.result)).toMatch(/result omitted from the audit trail/);
    },
  },
  {
    name: "megabytes of console output",
    code: "async () => { for (let i = 0; i < 300; i++) console.log('y'.repeat(10_000)); return 'ok'; }",
    expect: (outcome) => {
      expect(outcome.status).toBe("completed");
      expect(JSON.stringify(outcome.status === "completed" ? outcome.logs : []).length).toBeLessThan(
        300 * 1024,
      );
    },
  },
  {
    name: "a function as an argument",
    code: "async () => target.echo({ f: () => 1 })",
    expect: failsWith(/cannot be sent to the host: it contains a function/),
  },
  {
    name: "a cyclic argument",
    code: "async () => { const a = {}; a.self = a; return target.echo(a); }",
    expect: failsWith(/cannot be sent to the host: it contains a circular reference/),
  },
  {
    name: "codemode.step without a function",
    code: "async () => codemode.step('s', 42)",
    expect: failsWith(/codemode\.step\(name, fn\) needs a function/),
  },
  {
    name: "an endless loop between connector calls",
    code: "async () => { await target.note({ text: 'before the loop' }); while (true) {} }",
    expect: (outcome, scope) => {
      failsWith(/exceeded 200000 loop iterations/)(outcome);
      expect(calls(scope)).toEqual(["before the loop"]);
    },
  },
  {
    name: "unbounded recursion",
    code: "async () => { const f = (n) => f(n + 1); return f(0); }",
    expect: failsWith(/Maximum call stack size exceeded|exceeded 100000 function calls/),
  },
  {
    name: "a thenable planted on Object.prototype before a connector call",
    code: "async () => { Object.prototype.then = (resolve) => resolve('hijacked'); return target.echo({ a: 1 }); }",
    expect: failsWith(/The host call target\.echo failed/),
  },
  {
    name: "an unhandled rejection of a connector call",
    code: "async () => { target.drop_all_tables({}); await target.note({ text: 'still running' }); return 2; }",
    expect: (outcome, scope) => {
      expect(outcome).toMatchObject({ status: "completed", result: 2 });
      expect(calls(scope)).toEqual(["still running"]);
    },
  },
];

describe("hostile code through the durable runtime", () => {
  it.each(CASES.map((abuse) => [abuse.name, abuse] as const))(
    "%s: a documented outcome, and the runtime works for the next execution",
    async (name, abuse) => {
      const scope = `runtime:${name}`;
      const outcome = await inAbuseHost(scope, (runtime) => runtime.execute({ code: abuse.code }));
      expect(["completed", "paused", "error"]).toContain(outcome.status);
      await abuse.expect(outcome, scope);
      const next = await inAbuseHost(scope, (runtime) =>
        runtime.execute({
          code: "async () => { const echoed = await target.echo({ n: 41 }); return echoed.n + 1; }",
        }),
      );
      expect(next).toMatchObject({ status: "completed", result: 42 });
      const records = await inAbuseHost(scope, (runtime) => runtime.executions());
      expect(records.filter((record) => record.status === "running")).toEqual([]);
    },
  );
});
