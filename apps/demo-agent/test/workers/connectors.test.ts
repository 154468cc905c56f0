import { describe, expect, it } from "vitest";
import { NotesConnector } from "../../src/connectors/notes-connector.ts";
import { TeamConnector } from "../../src/connectors/team-connector.ts";
import { TrackerConnector } from "../../src/connectors/tracker-connector.ts";
import { IssueStore } from "../../src/data/issue-store.ts";
import { NoteStore } from "../../src/data/note-store.ts";
import { TeamStore } from "../../src/data/team-store.ts";
import { inAgent } from "./in-agent.ts";

type IssueResult = { issue: { number: number; title: string; status: string } };

describe("the tracker connector (an McpConnector over the in-worker MCP server)", () => {
  it("derives its methods from the MCP server and gates create, close and delete on approval", async () => {
    await inAgent(async (state) => {
      const description = await new TrackerConnector(state, new IssueStore(state.storage.sql), 0).describe();
      expect(Object.keys(description.descriptors).sort()).toEqual([
        "close_issue",
        "create_issue",
        "delete_issue",
        "get_issue",
        "list_issues",
        "reopen_issue",
        "search_issues",
      ]);
      expect(description.annotations).toEqual({
        close_issue: { requiresApproval: true },
        create_issue: { requiresApproval: true },
        delete_issue: { requiresApproval: true },
      });
      expect(description.instructions).toContain("Search before filing");
      expect(description.descriptors.create_issue?.inputSchema).toMatchObject({ required: ["title"] });
    });
  });

  it("lists and searches the seeded issues through real MCP calls", async () => {
    await inAgent(async (state) => {
      const tracker = new TrackerConnector(state, new IssueStore(state.storage.sql), 0);
      const open = (await tracker.executeTool("list_issues", {})) as { issues: Array<{ number: number }> };
      expect(open.issues.map((issue) => issue.number)).toEqual([2, 1]);
      const found = (await tracker.executeTool("search_issues", { query: "billing" })) as {
        issues: Array<{ number: number }>;
      };
      expect(found.issues.map((issue) => issue.number)).toEqual([3, 2]);
      await expect(tracker.executeTool("get_issue", { number: 99 })).rejects.toThrow(/No issue #99/);
    });
  });

  it("reverts a create by deleting the issue and a close by reopening it", async () => {
    await inAgent(async (state) => {
      const store = new IssueStore(state.storage.sql);
      const tracker = new TrackerConnector(state, store, 0);
      const args = { title: "Rotate the signing keys", labels: ["security"] };
      const created = (await tracker.executeTool("create_issue", args)) as IssueResult;
      expect(store.get(created.issue.number)?.title).toBe("Rotate the signing keys");
      expect(await tracker.revertAction("create_issue", args, created)).toBe(true);
      expect(store.get(created.issue.number)).toBeUndefined();

      const closed = (await tracker.executeTool("close_issue", { number: 1 })) as IssueResult;
      expect(closed.issue.status).toBe("closed");
      expect(await tracker.revertAction("close_issue", { number: 1 }, closed)).toBe(true);
      expect(store.get(1)?.status).toBe("open");
      expect(await tracker.revertAction("list_issues", {}, {})).toBe(false);
    });
  });

  it("checks arguments against the MCP schema before calling the server", async () => {
    await inAgent(async (state) => {
      const tracker = new TrackerConnector(state, new IssueStore(state.storage.sql), 0);
      await expect(tracker.executeTool("create_issue", { body: "no title" })).rejects.toThrow(
        /tracker\.create_issue: input\.title is required/,
      );
    });
  });
});

describe("the team connector (an OpenApiConnector over the in-worker REST API)", () => {
  it("turns each operation of the document into a typed method", async () => {
    await inAgent(async (state) => {
      const team = new TeamConnector(state, new TeamStore(state.storage.sql), 0);
      const description = await team.describe();
      expect(Object.keys(description.descriptors)).toEqual([
        "request",
        "listTeams",
        "getTeam",
        "getOnCall",
        "listPeople",
        "getPerson",
      ]);
      const types = await team.getTypeScriptTypes();
      expect(types).toContain("declare const team");
      expect(types).toMatch(/getOnCall\(input: \w+\)/);
    });
  });

  it("answers through the REST routes, with the API's own errors", async () => {
    await inAgent(async (state) => {
      const team = new TeamConnector(state, new TeamStore(state.storage.sql), 0);
      expect(await team.executeTool("getOnCall", { teamId: "web" })).toMatchObject({
        team: "web",
        person: { name: "Lin Moreau" },
      });
      const people = (await team.executeTool("listPeople", { team: "data" })) as Array<{ id: string }>;
      expect(people.map((person) => person.id)).toEqual(["noa", "sam"]);
      await expect(team.executeTool("getTeam", { teamId: "sales" })).rejects.toThrow(
        'No team with id "sales". Known teams: data, platform, web.',
      );
      await expect(team.executeTool("getOnCall", {})).rejects.toThrow(/input\.teamId is required/);
      expect(await team.executeTool("request", { path: "/people/ada" })).toMatchObject({
        name: "Ada Okafor",
      });
    });
  });
});

describe("revertible methods", () => {
  it("are the tools with a revert: the page offers Rollback only for runs that used one", async () => {
    await inAgent(async (state) => {
      const sql = state.storage.sql;
      expect(await new TrackerConnector(state, new IssueStore(sql), 0).revertibleMethods()).toEqual([
        "create_issue",
        "close_issue",
      ]);
      expect(await new TeamConnector(state, new TeamStore(sql), 0).revertibleMethods()).toEqual([]);
      expect(await new NotesConnector(state, new NoteStore(sql)).revertibleMethods()).toEqual(["add_note"]);
    });
  });
});

describe("the notes connector (a hand-written CodemodeConnector)", () => {
  it("adds a note without approval and removes it on revert", async () => {
    await inAgent(async (state) => {
      const store = new NoteStore(state.storage.sql);
      const notes = new NotesConnector(state, store);
      expect((await notes.describe()).annotations).toEqual({});
      const args = { text: "Ship on green", tags: ["process"] };
      const added = (await notes.executeTool("add_note", args)) as { note: { id: number } };
      expect(store.list("process").map((note) => note.text)).toEqual(["Ship on green", expect.any(String)]);
      expect(await notes.revertAction("add_note", args, added)).toBe(true);
      expect(store.list().some((note) => note.id === added.note.id)).toBe(false);
      await expect(notes.executeTool("add_note", { text: "" })).rejects.toThrow(/input\.text/);
    });
  });
});
