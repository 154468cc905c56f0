import { stepCountIs, streamText, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { classifyIntent, type Intent } from "../../src/model/intents.ts";
import { programFor } from "../../src/model/programs.ts";
import { HELP_REPLY, replyFor } from "../../src/model/replies.ts";
import { createScriptedModel } from "../../src/model/scripted-model.ts";

describe("classifyIntent", () => {
  const cases: Array<[string, Intent]> = [
    [
      "File an issue about deploys failing when the cache is cold",
      { kind: "create_issue", title: "Deploys failing when the cache is cold", team: "platform" },
    ],
    [
      "Report a bug: the dashboard chart is empty",
      { kind: "create_issue", title: "The dashboard chart is empty", team: "web" },
    ],
    [
      "open a ticket for billing export delays",
      { kind: "create_issue", title: "Billing export delays", team: "data" },
    ],
    ["List open issues", { kind: "list_issues", status: "open" }],
    ["show me all issues", { kind: "list_issues", status: "all" }],
    ["Which issues are closed?", { kind: "list_issues", status: "closed" }],
    ["Search issues about billing", { kind: "search_issues", query: "billing" }],
    ["Close issue #2", { kind: "close_issue", number: 2 }],
    [
      "Add a note: the release train leaves on Thursday #process",
      { kind: "add_note", text: "The release train leaves on Thursday #process", tags: ["process"] },
    ],
    ["Summarize the team API", { kind: "summarize_api" }],
    ["Who is on call?", { kind: "summarize_api" }],
    ["Run snippet open-issues", { kind: "run_snippet", name: "open-issues" }],
    ['run "weekly-report" please', { kind: "run_snippet", name: "weekly-report" }],
    ["hello there", { kind: "help" }],
  ];
  for (const [message, intent] of cases) {
    it(message, () => expect(classifyIntent(message)).toEqual(intent));
  }
});

describe("programFor", () => {
  it("discovers, asks the team API, checks duplicates, then creates", () => {
    const code = programFor({ kind: "create_issue", title: 'Fix "quotes"', team: "web" }) ?? "";
    const order = [
      "codemode.search(",
      "codemode.describe(",
      "team.getOnCall(",
      "tracker.search_issues(",
      "tracker.create_issue(",
    ];
    const positions = order.map((call) => code.indexOf(call));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(code).toContain('title: "Fix \\"quotes\\""');
  });

  it("answers help in text, without a program, naming no snippet that may not exist", () => {
    expect(programFor({ kind: "help" })).toBeUndefined();
    expect(HELP_REPLY).not.toMatch(/snippet open-issues|snippet list-issues/i);
    expect(HELP_REPLY).toContain("“Run snippet <name>”");
  });
});

describe("replyFor", () => {
  const intent: Intent = { kind: "create_issue", title: "Slow deploys", team: "platform" };
  it("names the issue a paused close waits on", () => {
    const output = {
      status: "paused",
      pending: [{ connector: "tracker", method: "close_issue", args: { number: 2 } }],
    };
    expect(replyFor({ kind: "close_issue", number: 2 }, output)).toContain("`tracker.close_issue` (#2)");
  });
  it("says what waits for approval", () => {
    const output = {
      status: "paused",
      pending: [{ connector: "tracker", method: "create_issue", args: { title: "Slow deploys" } }],
    };
    expect(replyFor(intent, output)).toBe(
      "The run is waiting for your approval: `tracker.create_issue` (“Slow deploys”). Approve or reject it on the run card; nothing was written yet.",
    );
  });
  it("reports a created issue, a list and an error", () => {
    expect(
      replyFor(intent, {
        status: "completed",
        result: { issue: { number: 7, title: "Slow deploys" }, owner: "Ada" },
      }),
    ).toBe("Filed issue #7 “Slow deploys”, owned by Ada.");
    expect(
      replyFor(
        { kind: "list_issues", status: "open" },
        { status: "completed", result: [{ number: 1, title: "A" }] },
      ),
    ).toBe("1 open issues: #1 A.");
    expect(replyFor(intent, { status: "error", error: "boom" })).toBe("The run failed: boom");
  });
});

describe("the scripted model through the AI SDK", () => {
  it("calls the codemode tool with a program, then reports the tool result", async () => {
    const received: string[] = [];
    const codemode = tool({
      description: "Run code",
      inputSchema: z.object({ code: z.string() }),
      execute: async ({ code }) => {
        received.push(code);
        return {
          status: "completed",
          executionId: "exec_1",
          result: [{ number: 2, title: "Stale numbers" }],
        };
      },
    });
    const result = streamText({
      model: createScriptedModel({ chunkDelayMs: 0 }),
      messages: [{ role: "user", content: "List open issues" }],
      tools: { codemode },
      stopWhen: stepCountIs(3),
    });
    expect(await result.text).toBe("1 open issues: #2 Stale numbers.");
    expect(received).toEqual([programFor({ kind: "list_issues", status: "open" })]);
  });

  it("answers in text when it has no program for the message", async () => {
    const result = streamText({
      model: createScriptedModel({ chunkDelayMs: 0 }),
      messages: [{ role: "user", content: "hello" }],
    });
    expect(await result.text).toBe(HELP_REPLY);
  });
});
