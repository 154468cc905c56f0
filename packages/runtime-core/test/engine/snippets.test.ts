import { describe, expect, it } from "vitest";
import { createHarness } from "../support/harness.ts";
import { TestConnector } from "../support/test-connector.ts";
import { trackerConnector } from "./fixtures.ts";

describe("snippets", () => {
  it("saves an execution's code and runs it by name with input, its calls joining the same log", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const source = await engine().execute({
      code: "async (input) => { const list = await tracker.list_issues({ page: input?.page ?? 1 }); return list.read; }",
    });
    const snippet = await engine().saveSnippet("count-reads", {
      executionId: source.executionId,
      description: "Counts reads.",
    });
    expect(snippet).toMatchObject({
      name: "count-reads",
      description: "Counts reads.",
      connectors: ["tracker"],
    });
    const output = await engine().execute({ code: `async () => codemode.run("count-reads", { page: 3 })` });
    expect(output).toMatchObject({ status: "completed", result: 2 });
    expect(output.calls?.[0]).toMatchObject({ method: "list_issues", args: { page: 3 } });
    expect(await engine().snippets()).toHaveLength(1);
  });

  it("pauses and resumes inside a snippet like any other code", async () => {
    const tracker = trackerConnector();
    const { engine } = createHarness([tracker]);
    const source = await engine().execute({
      code: "async (input) => tracker.create_issue({ title: input.title })",
    });
    await engine().saveSnippet("file-bug", { executionId: source.executionId });
    const paused = await engine().execute({
      code: `async () => codemode.run("file-bug", { title: "from snippet" })`,
    });
    expect(paused.status).toBe("paused");
    const done = await engine().approve({ executionId: paused.executionId });
    expect(done.status).toBe("completed");
    expect([...tracker.issues.values()].map((issue) => issue.title)).toContain("from snippet");
  });

  it("resolves a missing snippet, or one whose connectors are gone, to an object with an error", async () => {
    const tracker = trackerConnector();
    const extra = new TestConnector("extra", { ping: { execute: () => "pong" } });
    const harness = createHarness([tracker, extra]);
    const source = await harness.engine().execute({ code: "async () => extra.ping({})" });
    await harness.engine().saveSnippet("ping", { executionId: source.executionId });
    const withoutExtra = harness.engine({ connectors: [tracker] });
    const missing = await withoutExtra.execute({ code: `async () => codemode.run("nope")` });
    expect(missing).toMatchObject({
      status: "completed",
      result: { error: expect.stringMatching(/Snippet "nope" not found/) },
    });
    const orphan = await withoutExtra.execute({ code: `async () => codemode.run("ping")` });
    expect(orphan).toMatchObject({
      status: "completed",
      result: { error: expect.stringMatching(/requires connector\(s\) "extra"/) },
    });
  });

  it("replaces a snippet with the same name, deletes it, and validates its inputs", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const a = await engine().execute({ code: "async () => 1" });
    const b = await engine().execute({ code: "async () => 2" });
    await engine().saveSnippet("n", { executionId: a.executionId });
    await engine().saveSnippet("n", { executionId: b.executionId, description: "two" });
    expect((await engine().snippets()).map((snippet) => snippet.code)).toEqual(["async () => 2"]);
    expect(await engine().deleteSnippet("n")).toBe(true);
    expect(await engine().deleteSnippet("n")).toBe(false);
    await expect(engine().saveSnippet("", { executionId: a.executionId })).rejects.toThrow(/snippet name/);
    await expect(engine().saveSnippet("x", { executionId: "exec_missing" })).rejects.toThrow(
      /No execution "exec_missing"/,
    );
  });

  it("finds snippets with search and describe through the discovery port", async () => {
    const { engine } = createHarness([trackerConnector()]);
    const a = await engine().execute({ code: "async () => 1" });
    await engine().saveSnippet("issue-digest", { executionId: a.executionId });
    const found = await engine().search("digest");
    expect(found.results.map((result) => result.path)).toEqual(["issue-digest"]);
    const inSandbox = await engine().execute({
      code: `async () => (await codemode.search("list")).results[0].path`,
    });
    expect(inSandbox).toMatchObject({ status: "completed", result: "tracker.list_issues" });
  });
});
