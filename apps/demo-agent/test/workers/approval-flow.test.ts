import { describe, expect, it } from "vitest";
import { demoClient, runOf, textOf } from "./demo-client.ts";

const FILE_ISSUE = "File an issue about deploys failing when the cache is cold";

describe("a chat turn that files an issue", () => {
  it("pauses before the approval-gated create and writes nothing", async () => {
    const client = demoClient("pause");
    const before = await client.state();
    const events = await client.chat(FILE_ISSUE);
    expect(
      events.map((event) => event.type).filter((type) => type !== "text" && type !== "progress"),
    ).toEqual(["code", "run", "done"]);
    const code = events.find((event) => event.type === "code")?.code ?? "";
    expect(code).toContain('codemode.search("file a new issue in the tracker")');
    expect(code).toContain('codemode.describe("tracker.create_issue")');
    const run = runOf(events);
    expect(run.status).toBe("paused");
    expect(run.pending).toEqual([
      expect.objectContaining({
        connector: "tracker",
        method: "create_issue",
        args: expect.objectContaining({
          title: "Deploys failing when the cache is cold",
          assignee: "Ada Okafor",
        }),
      }),
    ]);
    expect(run.passes[0]?.calls.map((call) => [`${call.connector}.${call.method}`, call.origin])).toEqual([
      ["team.getOnCall", "executed"],
      ["tracker.search_issues", "executed"],
      ["tracker.create_issue", "awaiting approval"],
    ]);
    expect(textOf(events)).toContain("waiting for your approval");
    const after = await client.state();
    expect(after.issues).toEqual(before.issues);
    expect(after.pending).toHaveLength(1);
    expect(after.transcript.map((item) => item.kind)).toEqual(["user", "run", "assistant"]);
    // The answer was written while the run waited: the page replaces it once the run moves on.
    expect(after.transcript[2]?.pausedRun).toBe(run.id);
    expect(after.turn).toBeNull();
  });

  it("completes on Approve by replaying the reads, then Rollback deletes the issue", async () => {
    const client = demoClient("approve");
    const paused = runOf(await client.chat(FILE_ISSUE));
    const approved = await client.action(paused.id, "approve");
    expect(approved.status).toBe(200);
    expect(approved.body.run.status).toBe("completed");
    expect(approved.body.run.canRollback).toBe(true);
    expect(approved.body.run.passes.map((pass) => [pass.pass, pass.trigger, pass.status])).toEqual([
      [1, "chat", "paused"],
      [2, "approve", "completed"],
    ]);
    expect(approved.body.run.passes[1]?.calls.map((call) => call.origin)).toEqual([
      "replayed",
      "replayed",
      "approved",
    ]);
    const created = (approved.body.run.result as { issue: { number: number; title: string } }).issue;
    let state = await client.state();
    expect(state.issues.find((issue) => issue.number === created.number)).toMatchObject({
      title: "Deploys failing when the cache is cold",
      status: "open",
      assignee: "Ada Okafor",
    });
    expect(state.transcript.at(-1)).toEqual({
      kind: "event",
      text: "Approved tracker.create_issue; the run completed.",
    });

    const rolledBack = await client.action(paused.id, "rollback");
    expect(rolledBack.body.run.status).toBe("rolled_back");
    expect(rolledBack.body.run.log.map((entry) => entry.state)).toEqual(["applied", "applied", "reverted"]);
    expect(rolledBack.body.run.rolledBack).toEqual(["tracker.create_issue"]);
    state = await client.state();
    expect(state.issues.some((issue) => issue.number === created.number)).toBe(false);
    expect(state.runs[0]?.canRollback).toBe(false);
  });

  it("ends the run on Reject without creating anything", async () => {
    const client = demoClient("reject");
    const before = await client.state();
    const paused = runOf(await client.chat("Report a bug about the dashboard login button"));
    const seq = paused.pending[0]?.seq;
    const rejected = await client.action(paused.id, "reject", { seq });
    expect(rejected.body.rejected).toBe(true);
    expect(rejected.body.run.status).toBe("rejected");
    const after = await client.state();
    expect(after.issues).toEqual(before.issues);
    expect(after.pending).toEqual([]);
    expect(after.transcript.at(-1)?.text).toBe(
      "Rejected tracker.create_issue; the run ended without running it.",
    );
    const again = await client.action(paused.id, "reject", { seq });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Already rejected: the run ended without running tracker.create_issue.");
    expect(rejected.body.run.rolledBack).toEqual([]);
  });

  // Whichever way a second decision arrives, it runs no pass, records nothing and says what happened.
  const stale: Array<[string, (id: string, seq: number) => RequestBody[], string]> = [
    ["a repeated approve", () => [{}], "Already approved: the run completed."],
    [
      "a repeated approve of the step",
      (_id, seq) => [{ seq }],
      "Already approved tracker.create_issue: the run completed.",
    ],
    [
      "a reject after the approve",
      (_id, seq) => [{ seq, reject: true }],
      "Already approved tracker.create_issue: the run completed.",
    ],
  ];
  for (const [label, second, message] of stale) {
    it(`answers ${label} with a conflict and no phantom pass`, async () => {
      const client = demoClient("approve-twice");
      const paused = runOf(await client.chat(FILE_ISSUE));
      const seq = paused.pending[0]?.seq ?? -1;
      expect((await client.action(paused.id, "approve", { seq })).status).toBe(200);
      const before = await client.state();
      for (const body of second(paused.id, seq)) {
        const { reject, ...rest } = body;
        const answer = await client.action(paused.id, reject ? "reject" : "approve", rest);
        expect(answer.status).toBe(409);
        expect(answer.body.error).toBe(message);
      }
      const after = await client.state();
      expect(after.runs[0]?.passes.map((pass) => pass.pass)).toEqual([1, 2]);
      expect(after.issues).toEqual(before.issues);
      expect(after.transcript).toEqual(before.transcript);
    });
  }

  it("applies one of two concurrent approvals; the other is a conflict", async () => {
    const client = demoClient("approve-race");
    const paused = runOf(await client.chat(FILE_ISSUE));
    const seq = paused.pending[0]?.seq;
    const answers = await Promise.all([
      client.action(paused.id, "approve", { seq }),
      client.action(paused.id, "approve", { seq }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toMatch(/^Already approved/);
    const state = await client.state();
    expect(state.runs[0]?.passes.map((pass) => [pass.pass, pass.status])).toEqual([
      [1, "paused"],
      [2, "completed"],
    ]);
    expect(
      state.issues.filter((issue) => issue.title === "Deploys failing when the cache is cold"),
    ).toHaveLength(1);
  });
});

type RequestBody = { seq?: number; reject?: boolean };
