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
    expect(again.body.rejected).toBe(false);
  });

  it("refuses to approve a run that is not paused, as an error outcome", async () => {
    const client = demoClient("approve-twice");
    const paused = runOf(await client.chat(FILE_ISSUE));
    await client.action(paused.id, "approve");
    const issuesAfterFirst = (await client.state()).issues.length;
    const second = await client.action(paused.id, "approve");
    expect(second.body.run.status).toBe("completed");
    expect((await client.state()).issues.length).toBe(issuesAfterFirst);
  });
});
