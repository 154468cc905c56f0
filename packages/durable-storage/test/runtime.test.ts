import { describe, expect, it } from "vitest";
import { count, inHost, world } from "./runtime-harness.ts";

const CREATE_AFTER_READS = `async () => {
  const first = await tracker.list_issues({ page: 1 });
  const second = await tracker.list_issues({ page: 2 });
  const created = await tracker.create_issue({ title: "Bug " + first.read + second.read });
  await notes.add_note({ text: "filed " + created.id });
  return { created, reads: [first.read, second.read] };
}`;

describe("createCodemodeRuntime on a real facet and Worker Loader", () => {
  it("pauses at an approval-gated call, then approve replays the reads and completes", async () => {
    const scope = "pause-approve";
    const paused = await inHost(scope, (runtime) => runtime.execute({ code: CREATE_AFTER_READS }));
    expect(paused.status).toBe("paused");
    if (paused.status !== "paused") return;
    expect(paused.pending).toEqual([
      {
        executionId: paused.executionId,
        seq: 2,
        connector: "tracker",
        method: "create_issue",
        args: { title: "Bug 12" },
      },
    ]);
    expect(count(scope, "list_issues")).toBe(2);
    const done = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
    expect(done).toMatchObject({ status: "completed", result: { created: { id: 1 }, reads: [1, 2] } });
    expect(count(scope, "list_issues")).toBe(2);
    expect(count(scope, "create_issue")).toBe(1);
    expect(count(scope, "add_note")).toBe(1);
    const [record] = await inHost(scope, (runtime) => runtime.executions());
    expect(record).toMatchObject({
      id: paused.executionId,
      status: "completed",
      connectors: ["tracker", "notes"],
    });
    expect(record?.log.map((entry) => [entry.connector, entry.method, entry.state])).toEqual([
      ["tracker", "list_issues", "applied"],
      ["tracker", "list_issues", "applied"],
      ["tracker", "create_issue", "applied"],
      ["notes", "add_note", "applied"],
    ]);
  });

  it("answers approve of a run that is not paused with an error outcome and changes nothing", async () => {
    const scope = "approve-not-paused";
    const done = await inHost(scope, (runtime) => runtime.execute({ code: "async () => 1" }));
    const output = await inHost(scope, (runtime) => runtime.approve({ executionId: done.executionId }));
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/is not paused \(status: completed\)/);
    const missing = await inHost(scope, (runtime) => runtime.approve({ executionId: "exec_missing" }));
    expect(missing.status).toBe("error");
  });

  it("rejects a pending action once; a stale reject returns false", async () => {
    const scope = "reject";
    const paused = await inHost(scope, (runtime) => runtime.execute({ code: CREATE_AFTER_READS }));
    expect(
      await inHost(scope, (runtime) => runtime.reject({ seq: 2, executionId: paused.executionId })),
    ).toBe(true);
    expect(
      await inHost(scope, (runtime) => runtime.reject({ seq: 2, executionId: paused.executionId })),
    ).toBe(false);
    const [record] = await inHost(scope, (runtime) => runtime.executions());
    expect(record).toMatchObject({
      status: "rejected",
      error: "Action tracker.create_issue rejected by user",
    });
    expect(count(scope, "create_issue")).toBe(0);
    expect(world(scope).disposals).toContainEqual({ executionId: paused.executionId, status: "rejected" });
  });

  it("rolls back newest first, continues after a failing revert, and marks the run rolled back", async () => {
    const scope = "rollback";
    const paused = await inHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => { await tracker.add_label({ id: 9 }); const c = await tracker.create_issue({ title: "t" }); await notes.add_note({ text: "n" }); return c; }`,
      }),
    );
    await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
    await expect(
      inHost(scope, (runtime) => runtime.rollback({ executionId: paused.executionId })),
    ).rejects.toThrow(/reverted 2 action\(s\) but 1 failed: tracker\.add_label .*labels cannot be removed/);
    expect(world(scope).reverts.map((revert) => revert.method)).toEqual([
      "add_note",
      "create_issue",
      "add_label",
    ]);
    expect(world(scope).issues.size).toBe(0);
    const [record] = await inHost(scope, (runtime) => runtime.executions());
    expect(record?.status).toBe("rolled_back");
    expect(record?.log.map((entry) => entry.state)).toEqual(["applied", "reverted", "reverted"]);
    await expect(
      inHost(scope, (runtime) => runtime.rollback({ executionId: "exec_missing" })),
    ).rejects.toThrow(/No execution/);
  });

  it("rejects invalid arguments to an approval-gated method at once, without a pending action", async () => {
    const scope = "invalid-arguments";
    const output = await inHost(scope, (runtime) =>
      runtime.execute({ code: "async () => tracker.create_issue({ title: 7 })" }),
    );
    expect(output.status).toBe("error");
    if (output.status === "error")
      expect(output.error).toMatch(/tracker\.create_issue: input\.title must be a string, got number/);
    expect(await inHost(scope, (runtime) => runtime.pending())).toEqual([]);
  });

  it("keeps a swallowed pause from applying anything", async () => {
    const scope = "swallowed";
    const output = await inHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => { try { await tracker.create_issue({ title: "x" }); } catch {} await notes.add_note({ text: "after" }); return 1; }`,
      }),
    );
    expect(output.status).toBe("paused");
    expect(count(scope, "add_note")).toBe(0);
  });

  it("lists pending actions across executions", async () => {
    const scope = "pending";
    const a = await inHost(scope, (runtime) =>
      runtime.execute({ code: `async () => tracker.create_issue({ title: "A" })` }),
    );
    const b = await inHost(scope, (runtime) =>
      runtime.execute({ code: `async () => tracker.create_issue({ title: "B" })` }),
    );
    const all = await inHost(scope, (runtime) => runtime.pending());
    expect(all.map((action) => action.executionId).sort()).toEqual([a.executionId, b.executionId].sort());
    expect(await inHost(scope, (runtime) => runtime.pending(a.executionId))).toHaveLength(1);
  });

  it("returns a divergence as an error outcome, before running the diverging call", async () => {
    const scope = "divergence";
    const code = `async () => {
      const file = await tracker.read_file({});
      await tracker.add_label({ id: file.content.length * 1000 + Number(file.content.split(" ")[1]) });
      return tracker.create_issue({ title: "after" });
    }`;
    const paused = await inHost(scope, (runtime) => runtime.execute({ code }));
    expect(paused.status).toBe("paused");
    const output = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
    expect(output.status).toBe("error");
    if (output.status === "error")
      expect(output.error).toMatch(
        /^Codemode replay divergence at step 1: tracker\.add_label was called with different arguments/,
      );
    expect(count(scope, "add_label")).toBe(1);
    expect(count(scope, "create_issue")).toBe(0);
  });

  it("replays a step without running its closure again, and Math.random / Date.now without a step", async () => {
    const scope = "determinism";
    const code = `async () => {
      const stepped = await codemode.step("roll", () => Math.random());
      const token = Math.random().toString(36).slice(2) + ":" + Date.now() + ":" + new Date().toISOString();
      const created = await tracker.create_issue({ title: token });
      return { stepped, token, created };
    }`;
    let now = Date.UTC(2026, 0, 1);
    const clock = { now: () => now };
    const paused = await inHost(scope, (runtime) => runtime.execute({ code }), { clock });
    expect(paused.status).toBe("paused");
    now += 3_600_000; // the approval comes an hour later: a clock that is not replayed would show it
    const done = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }), {
      clock,
    });
    expect(done).toMatchObject({ status: "completed" });
    if (done.status !== "completed" || paused.status !== "paused") return;
    const result = done.result as { stepped: number; token: string };
    expect(paused.pending[0]?.args).toEqual({ title: result.token });
    expect(paused.calls?.[0]).toMatchObject({ connector: "__step", method: "roll", result: result.stepped });
  });

  it("replays concurrent branches whose calls finish in a different order on the resume pass", async () => {
    const scope = "concurrent-branches";
    world(scope).delays = [40, 1, 25, 5];
    const code = `async () => {
      const branch = async (key) => {
        const first = await tracker.slow_read({ key: key + "1" });
        const second = await tracker.slow_read({ key: first.value + "2" });
        return second.value;
      };
      const values = await Promise.all([branch("a"), branch("b")]);
      const created = await tracker.create_issue({ title: values.join(",") });
      return { values, created };
    }`;
    const paused = await inHost(scope, (runtime) => runtime.execute({ code }));
    expect(paused.status).toBe("paused");
    const done = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
    expect(done).toMatchObject({
      status: "completed",
      result: { values: ["a12", "b12"], created: { id: 1 } },
    });
    expect(count(scope, "slow_read")).toBe(4);
  });

  it("fires onPassEnd every pass and disposeExecution on each terminal transition, never on pause", async () => {
    const scope = "hooks";
    const paused = await inHost(scope, (runtime) =>
      runtime.execute({ code: `async () => tracker.create_issue({ title: "h" })` }),
    );
    expect(world(scope).passEnds).toEqual([{ executionId: paused.executionId, status: "paused" }]);
    expect(world(scope).disposals).toEqual([]);
    await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
    expect(world(scope).passEnds.at(-1)).toEqual({ executionId: paused.executionId, status: "completed" });
    expect(world(scope).disposals).toEqual([
      { executionId: paused.executionId, status: "completed" },
      { executionId: `notes:${paused.executionId}`, status: "completed" },
    ]);
  });

  it("keeps runtimes with different names apart", async () => {
    const scope = "names";
    await inHost(scope, (runtime) => runtime.execute({ code: "async () => 'research'" }), {
      name: "research",
    });
    await inHost(scope, (runtime) => runtime.execute({ code: "async () => 'ops'" }), { name: "operations" });
    const research = await inHost(scope, (runtime) => runtime.executions(), { name: "research" });
    const operations = await inHost(scope, (runtime) => runtime.executions(), { name: "operations" });
    expect(research.map((record) => record.result)).toEqual(["research"]);
    expect(operations.map((record) => record.result)).toEqual(["ops"]);
    await expect(inHost(scope, async () => 1, { name: "bad name!" })).rejects.toThrow(
      /Invalid codemode runtime name/,
    );
  });

  it("leaves a run paused when a recorded connector is gone", async () => {
    const scope = "missing-connector";
    const paused = await inHost(scope, (runtime) =>
      runtime.execute({ code: `async () => tracker.create_issue({ title: "m" })` }),
    );
    const output = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }), {
      withoutNotes: true,
    });
    expect(output.status).toBe("error");
    if (output.status === "error") expect(output.error).toMatch(/requires connector\(s\) "notes"/);
    expect(await inHost(scope, (runtime) => runtime.pending(paused.executionId))).toHaveLength(1);
  });

  it("saves snippets from fenced and statement-style code and runs them with input", async () => {
    const scope = "snippets";
    const fenced = await inHost(scope, (runtime) =>
      runtime.execute({
        code: "```js\nasync (input) => (await tracker.list_issues({ page: input?.page ?? 0 })).read\n```",
      }),
    );
    expect(fenced.status).toBe("completed");
    const statements = await inHost(scope, (runtime) =>
      runtime.execute({ code: "const list = await tracker.list_issues({ page: 7 });\nlist.ids.length" }),
    );
    expect(statements).toMatchObject({ status: "completed", result: 0 });
    await inHost(scope, async (runtime) => {
      await runtime.saveSnippet("count-reads", {
        executionId: fenced.executionId,
        description: "Count reads.",
      });
      await runtime.saveSnippet("issue-count", { executionId: statements.executionId });
    });
    const output = await inHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => [await codemode.run("count-reads", { page: 3 }), await codemode.run("issue-count"), await codemode.run("nope")]`,
      }),
    );
    expect(output).toMatchObject({
      status: "completed",
      result: [3, 0, { error: expect.stringMatching(/not found/) }],
    });
    const found = await inHost(scope, (runtime) => runtime.search("count reads"));
    expect(found.results.some((result) => result.kind === "snippet" && result.path === "count-reads")).toBe(
      true,
    );
    const described = await inHost(scope, (runtime) => runtime.describe("count-reads"));
    expect(described).toMatchObject({ kind: "snippet", path: "count-reads" });
    expect(await inHost(scope, (runtime) => runtime.snippets())).toHaveLength(2);
    expect(await inHost(scope, (runtime) => runtime.deleteSnippet("count-reads"))).toBe(true);
  });

  it("searches and describes connector methods, inside and outside the sandbox", async () => {
    const scope = "discovery";
    const found = await inHost(scope, (runtime) => runtime.search("create issue"));
    expect(found.results[0]).toMatchObject({
      path: "tracker.create_issue",
      requiresApproval: true,
      kind: "method",
    });
    const described = await inHost(scope, (runtime) => runtime.describe("tracker.create_issue"));
    expect(described).toMatchObject({ kind: "method", requiresApproval: true });
    expect(described.types).toMatch(/title/);
    const inSandbox = await inHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => { const r = await codemode.search("label"); const d = await codemode.describe(r.results[0].path); return [r.results[0].path, d.kind]; }`,
      }),
    );
    expect(inSandbox).toMatchObject({ status: "completed", result: ["tracker.add_label", "method"] });
  });

  it("enforces durable value limits", async () => {
    const scope = "limits";
    const big = await inHost(scope, (runtime) =>
      runtime.execute({ code: "async () => (await tracker.huge({})).length" }),
    );
    expect(big.status).toBe("error");
    if (big.status === "error") expect(big.error).toMatch(/too large to record durably/);
    const finalResult = await inHost(scope, (runtime) =>
      runtime.execute({ code: `async () => "z".repeat(1_100_000)` }),
    );
    expect(finalResult.status).toBe("completed");
    const code = await inHost(scope, (runtime) => runtime.execute({ code: `"${"c".repeat(1_000_001)}"` }));
    expect(code).toMatchObject({ status: "error", executionId: "" });
  });

  it("returns binary results, replays recorded tool errors and re-executes ephemeral reads", async () => {
    const scope = "values";
    const code = `async () => {
      const bytes = await tracker.binary({});
      let failure = "";
      try { await tracker.explode({}); } catch (error) { failure = error.message; }
      const file = await tracker.read_file({});
      await tracker.create_issue({ title: failure });
      return { bytes: Array.from(bytes), failure, file: file.content };
    }`;
    const paused = await inHost(scope, (runtime) => runtime.execute({ code }));
    const done = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
    expect(done).toMatchObject({
      status: "completed",
      result: { bytes: [0, 1, 2, 254, 255], failure: "tracker is down" },
    });
    expect(count(scope, "explode")).toBe(1);
    expect(count(scope, "read_file")).toBe(2);
  });

  it("retains maxExecutions terminal records and expires stale paused runs", async () => {
    const scope = "retention";
    const paused = await inHost(
      scope,
      (runtime) => runtime.execute({ code: `async () => tracker.create_issue({ title: "old" })` }),
      {
        maxExecutions: 2,
      },
    );
    for (let index = 0; index < 4; index++) {
      await inHost(scope, (runtime) => runtime.execute({ code: `async () => ${index}` }), {
        maxExecutions: 2,
      });
    }
    const records = await inHost(scope, (runtime) => runtime.executions());
    expect(records.map((record) => record.status)).toEqual(["completed", "completed", "completed", "paused"]);
    expect(await inHost(scope, (runtime) => runtime.expirePaused({ maxAgeMs: 0 }))).toEqual([
      paused.executionId,
    ]);
    expect(world(scope).disposals).toContainEqual({ executionId: paused.executionId, status: "rejected" });
    expect(await inHost(scope, (runtime) => runtime.deleteExecution(paused.executionId))).toBe(true);
    expect(await inHost(scope, (runtime) => runtime.deleteExecution(paused.executionId))).toBe(false);
    expect(await inHost(scope, (runtime) => runtime.pruneExecutions(1))).toBe(2);
  });

  it("decides ages by an injected clock: a paused run expires once that clock passes maxAgeMs", async () => {
    const scope = "injected-clock";
    let now = Date.UTC(2026, 0, 1);
    const clock = { now: () => now };
    const paused = await inHost(
      scope,
      (runtime) => runtime.execute({ code: `async () => tracker.create_issue({ title: "waits" })` }),
      { clock },
    );
    expect(paused.status).toBe("paused");
    const expire = () => inHost(scope, (runtime) => runtime.expirePaused({ maxAgeMs: 60_000 }), { clock });
    now += 59_999;
    expect(await expire()).toEqual([]);
    now += 2;
    expect(await expire()).toEqual([paused.executionId]);
    const [record] = await inHost(scope, (runtime) => runtime.executions(1), { clock });
    expect(record).toMatchObject({ status: "rejected", updatedAt: now });
    await expect(inHost(scope, async () => 1, { clock: {} as never })).rejects.toThrow(
      /clock must be an object with a now\(\) method/,
    );
  });

  it("runs and records a connector call the code did not await before returning", async () => {
    const scope = "fire-and-forget";
    const output = await inHost(scope, (runtime) =>
      runtime.execute({ code: "async () => { notes.add_note({ text: 'later' }); return 'returned'; }" }),
    );
    expect(output).toMatchObject({ status: "completed", result: "returned" });
    expect(output.calls).toEqual([
      expect.objectContaining({ connector: "notes", method: "add_note", state: "applied" }),
    ]);
    expect(count(scope, "add_note")).toBe(1);
  });

  it("lets concurrent executions run side by side", async () => {
    const scope = "concurrent-executions";
    const outputs = await inHost(scope, (runtime) =>
      Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          runtime.execute({
            code: `async () => (await tracker.list_issues({ page: ${index} })).ids.length + ${index}`,
          }),
        ),
      ),
    );
    expect(outputs.map((output) => output.status === "completed" && output.result)).toEqual([0, 1, 2, 3, 4]);
  });
});
