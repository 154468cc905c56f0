import { describe, expect, it } from "vitest";
import { demoClient, runOf, textOf } from "./demo-client.ts";

describe("snippets", () => {
  it("saves a completed run and runs it again through codemode.run", async () => {
    const client = demoClient("snippet");
    const listed = runOf(await client.chat("List open issues"));
    expect(listed.status).toBe("completed");
    expect(listed.canRollback).toBe(false);
    expect(listed.canSaveSnippet).toBe(true);
    const saved = await client.json<{ snippet: { name: string; connectors: string[] } }>(
      "POST",
      `/api/runs/${listed.id}/snippet`,
      { name: "open-issues", description: "Open issues with owners" },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.snippet).toMatchObject({
      name: "open-issues",
      connectors: ["tracker", "team", "notes"],
    });

    const ran = await client.json<{
      run: { status: string; result: unknown; passes: Array<{ trigger: string }> };
    }>("POST", "/api/snippets/open-issues/run");
    expect(ran.body.run.status).toBe("completed");
    expect(ran.body.run.result).toEqual(listed.result);
    expect(ran.body.run.passes.map((pass) => pass.trigger)).toEqual(["snippet"]);

    const viaChat = runOf(await client.chat("Run snippet open-issues"));
    expect(viaChat.result).toEqual(listed.result);
    const state = await client.state();
    expect(state.snippets.map((snippet) => snippet.name)).toEqual(["open-issues"]);
    // What the snippet calls, not every connector its source run could have used.
    expect(state.snippets[0]?.calls).toEqual(["tracker.list_issues"]);

    const deleted = await client.json<{ deleted: boolean }>("DELETE", "/api/snippets/open-issues");
    expect(deleted.body.deleted).toBe(true);
    expect((await client.state()).snippets).toEqual([]);
  });

  it("refuses to save a paused run, and names a missing snippet", async () => {
    const client = demoClient("snippet-refusals");
    const paused = runOf(await client.chat("File an issue about flaky billing exports"));
    const refused = await client.json<{ error: string; code: string }>(
      "POST",
      `/api/runs/${paused.id}/snippet`,
      {
        name: "file-bug",
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("only a completed run can be saved as a snippet");
    const badName = await client.json<{ error: string }>("POST", `/api/runs/${paused.id}/snippet`, {
      name: "9 lives",
    });
    expect(badName.status).toBe(400);
    const missing = await client.json<{ error: string }>("POST", "/api/snippets/nothing-here/run");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('No snippet named "nothing-here". Saved snippets: none yet.');
  });

  it("fails a chat run of a missing snippet instead of reporting it completed", async () => {
    const client = demoClient("snippet-missing");
    const events = await client.chat("Run snippet nothing-here");
    const run = runOf(events);
    expect(run.status).toBe("error");
    expect(run.error).toContain('Snippet "nothing-here" not found');
    expect(textOf(events)).toContain('The run failed: Snippet "nothing-here" not found');
  });

  it("adds a note without approval, and rollback removes it", async () => {
    const client = demoClient("notes");
    const run = runOf(await client.chat("Add a note: the release train leaves on Thursday #process"));
    expect(run.status).toBe("completed");
    const note = (run.result as { note: { id: number; text: string; tags: string[] } }).note;
    expect(note).toMatchObject({ text: "The release train leaves on Thursday #process", tags: ["process"] });
    expect((await client.state()).notes.map((entry) => entry.id)).toContain(note.id);
    const rolledBack = await client.action(run.id, "rollback");
    expect(rolledBack.body.run.status).toBe("rolled_back");
    expect((await client.state()).notes.map((entry) => entry.id)).not.toContain(note.id);
  });
});
