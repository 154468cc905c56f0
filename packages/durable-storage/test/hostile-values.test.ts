import { MAX_EXECUTION_LOG_ENTRIES, MAX_SNIPPET_DEPTH } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { HOSTILE_THROWS } from "./connectors.ts";
import { count, inHost } from "./runtime-harness.ts";

describe("hostile values and runaway programs through the durable runtime", () => {
  it.each(Object.keys(HOSTILE_THROWS))(
    "records a tool that throws %s as a failed call, and replays it as the same throw instead of running it again",
    async (kind) => {
      const scope = `hostile-throw:${kind}`;
      const code = `async () => {
        let caught;
        try { await tracker.hostile_throw({ kind: ${JSON.stringify(kind)} }); } catch (error) { caught = error.message; }
        const created = await tracker.create_issue({ title: "after the throw" });
        return { caught: caught.length > 100 ? caught.length : caught, created };
      }`;
      const paused = await inHost(scope, (runtime) => runtime.execute({ code }));
      expect(paused.status).toBe("paused");
      const [record] = await inHost(scope, (runtime) => runtime.executions());
      expect(record?.log.map((entry) => [entry.method, entry.state])).toEqual([
        ["hostile_throw", "error"],
        ["create_issue", "pending"],
      ]);
      expect(typeof record?.log[0]?.result).toBe("string");
      expect(String(record?.log[0]?.result).length).toBeLessThan(25_000);
      const done = await inHost(scope, (runtime) => runtime.approve({ executionId: paused.executionId }));
      expect(done.status).toBe("completed");
      expect(count(scope, "hostile_throw")).toBe(1);
      expect(count(scope, "create_issue")).toBe(1);
      // The replay threw what the first pass recorded (the code returns a long message's length).
      const recorded = String(record?.log[0]?.result);
      const caught = done.status === "completed" ? (done.result as { caught: unknown }).caught : undefined;
      expect(caught).toEqual(recorded.length > 100 ? recorded.length : recorded);
    },
  );

  it("bounds a snippet that runs itself (a step per level) with a clear error, and ends the run", async () => {
    const scope = "snippet-recursion";
    const saved = await inHost(scope, (runtime) =>
      runtime.execute({
        code: `async (input) => { const n = (input && input.n) || 0; await codemode.step("level " + n, () => n); return codemode.run("recurse", { n: n + 1 }); }`,
      }),
    );
    await inHost(scope, (runtime) =>
      runtime.saveSnippet("recurse", { executionId: saved.executionId, description: "Runs itself." }),
    );
    const output = await inHost(scope, (runtime) =>
      runtime.execute({ code: `async () => codemode.run("recurse", { n: 0 })` }),
    );
    expect(output.status).toBe("error");
    if (output.status === "error")
      expect(output.error).toMatch(
        new RegExp(`codemode\\.run\\("recurse"\\): snippets can nest at most ${MAX_SNIPPET_DEPTH} deep`),
      );
    const [record] = await inHost(scope, (runtime) => runtime.executions(1));
    expect(record?.status).toBe("error");
    expect(record?.log).toHaveLength(MAX_SNIPPET_DEPTH);
  });

  it("bounds a pass's log: a snippet that escapes the depth bound ends with a clear error, not running", async () => {
    const scope = "log-bound";
    const saved = await inHost(scope, (runtime) =>
      runtime.execute({
        code: `async (input) => { const n = (input && input.n) || 0; await codemode.step("level " + n, () => n); return globalThis.codemode.run("escape", { n: n + 1 }); }`,
      }),
    );
    await inHost(scope, (runtime) =>
      runtime.saveSnippet("escape", { executionId: saved.executionId, description: "Runs itself." }),
    );
    const output = await inHost(scope, (runtime) =>
      runtime.execute({ code: `async () => codemode.run("escape", { n: 0 })` }),
    );
    expect(output.status).toBe("error");
    if (output.status === "error")
      expect(output.error).toMatch(/this execution's log is full .*MAX_EXECUTION_LOG_ENTRIES/);
    const [record] = await inHost(scope, (runtime) => runtime.executions(1));
    expect(record?.status).toBe("error");
    expect(record?.log).toHaveLength(MAX_EXECUTION_LOG_ENTRIES);
  });
});
