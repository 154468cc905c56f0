import { describe, expect, it } from "vitest";
import { createHarness } from "../support/harness.ts";
import { trackerConnector } from "./fixtures.ts";

const CREATE_AFTER_READS = `async () => {
  const first = await tracker.list_issues({});
  const second = await tracker.list_issues({ page: 2 });
  const created = await tracker.create_issue({ title: "Bug" });
  const label = await tracker.add_label({ id: created.id });
  return { first: first.read, second: second.read, created, label };
}`;

describe("pause and approve by replay", () => {
  it("completes a run without approvals in one pass", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const output = await engine().execute({ code: "async () => (await tracker.list_issues({})).read" });
    expect(output).toMatchObject({ status: "completed", result: 1 });
    expect(output.calls).toHaveLength(1);
    expect(output.calls?.[0]).toMatchObject({
      seq: 0,
      connector: "tracker",
      method: "list_issues",
      state: "applied",
    });
  });

  it("pauses before an approval-gated call and records it pending without executing it", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const output = await engine().execute({ code: CREATE_AFTER_READS });
    expect(output.status).toBe("paused");
    if (output.status !== "paused") return;
    expect(output.pending).toEqual([
      {
        executionId: output.executionId,
        seq: 2,
        connector: "tracker",
        method: "create_issue",
        args: { title: "Bug" },
      },
    ]);
    expect(tracker.count("create_issue")).toBe(0);
    expect(tracker.count("add_label")).toBe(0);
    expect(output.calls?.map((call) => call.state)).toEqual(["applied", "applied", "pending"]);
  });

  it("replays earlier reads on approval without executing them again, then runs the approved call", async () => {
    const tracker = trackerConnector();
    const harness = createHarness([tracker]);
    const paused = await harness.engine().execute({ code: CREATE_AFTER_READS });
    expect(tracker.count("list_issues")).toBe(2);
    const done = await harness.engine().approve({ executionId: paused.executionId });
    expect(done).toMatchObject({
      status: "completed",
      result: { first: 1, second: 2, created: { id: 1 }, label: { labelled: 1 } },
    });
    expect(tracker.count("list_issues")).toBe(2);
    expect(tracker.count("create_issue")).toBe(1);
    expect(tracker.issues.get(1)).toEqual({ title: "Bug" });
  });

  it("pauses again at the next approval-gated call", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const code = `async () => {
      const a = await tracker.create_issue({ title: "A" });
      const b = await tracker.create_issue({ title: "B" });
      return [a.id, b.id];
    }`;
    const first = await engine().execute({ code });
    const second = await engine().approve({ executionId: first.executionId });
    expect(second.status).toBe("paused");
    if (second.status === "paused") expect(second.pending[0]).toMatchObject({ seq: 1, args: { title: "B" } });
    const third = await engine().approve({ executionId: first.executionId });
    expect(third).toMatchObject({ status: "completed", result: [1, 2] });
    expect(tracker.count("create_issue")).toBe(2);
  });

  it("refuses to approve a run that is not paused, and changes nothing", async () => {
    const tracker = trackerConnector();
    const { engine, store } = createHarness([tracker]);
    const completed = await engine().execute({ code: "async () => 1" });
    const before = await store.load(completed.executionId);
    const output = await engine().approve({ executionId: completed.executionId });
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/is not paused \(status: completed\)/);
    expect(await store.load(completed.executionId)).toEqual(before);
  });

  it("answers an unknown or invalid execution id with an error outcome", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const unknown = await engine().approve({ executionId: "exec_missing" });
    expect(unknown).toMatchObject({ status: "error", executionId: "exec_missing" });
    if (unknown.status === "error") expect(unknown.error).toMatch(/No execution "exec_missing"/);
    const invalid = await engine().approve({ executionId: 42 as unknown as string });
    expect(invalid.status).toBe("error");
  });

  it("lists pending actions of one execution and across every paused execution", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const a = await engine().execute({ code: `async () => tracker.create_issue({ title: "A" })` });
    const b = await engine().execute({ code: `async () => tracker.create_issue({ title: "B" })` });
    await engine().execute({ code: "async () => 1" });
    expect(await engine().pending(a.executionId)).toHaveLength(1);
    const all = await engine().pending();
    expect(all.map((action) => action.args)).toEqual([{ title: "B" }, { title: "A" }]);
    expect(await engine().pending("exec_missing")).toEqual([]);
    expect(b.status).toBe("paused");
  });

  it("keeps a swallowed pause from applying anything", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const output = await engine().execute({
      code: `async () => {
        try { await tracker.create_issue({ title: "gated" }); } catch (error) {}
        await tracker.add_label({ id: 1 });
        return "went on";
      }`,
    });
    expect(output.status).toBe("paused");
    expect(tracker.count("add_label")).toBe(0);
    expect(output.calls).toHaveLength(1);
  });

  it("ignores a sandbox result that imitates a pause marker", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const output = await engine().execute({
      code: `async () => ({ __codemode_control__: "pause", status: "paused" })`,
    });
    expect(output).toMatchObject({ status: "completed", result: { __codemode_control__: "pause" } });
  });
});
