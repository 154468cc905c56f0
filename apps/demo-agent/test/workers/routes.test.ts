import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { demoClient } from "./demo-client.ts";

describe("the Worker's routes", () => {
  it("answers unknown paths with a 404 that points to the page", async () => {
    const response = await exports.default.fetch(new Request("http://demo.test/nope"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Nothing at /nope. Open / for the demo page." });
  });

  it("returns the seeded workspace and the offline model in the state", async () => {
    const state = await demoClient("state").state();
    expect(state.model).toEqual({ label: "Offline scripted model", offline: true });
    expect(state.issues.map((issue) => [issue.number, issue.status])).toEqual([
      [3, "closed"],
      [2, "open"],
      [1, "open"],
    ]);
    expect(state.notes).toHaveLength(1);
    expect(state.runs).toEqual([]);
    expect(state.transcript).toEqual([]);
  });
});

describe("the team directory REST API", () => {
  const cases: Array<[string, number, unknown]> = [
    [
      "/rest/teams",
      200,
      expect.arrayContaining([expect.objectContaining({ id: "platform", oncall: "ada" })]),
    ],
    ["/rest/teams/web", 200, expect.objectContaining({ name: "Web" })],
    [
      "/rest/teams/data/oncall",
      200,
      { team: "data", person: expect.objectContaining({ name: "Sam Keller" }) },
    ],
    [
      "/rest/people?team=web",
      200,
      [expect.objectContaining({ id: "lin" }), expect.objectContaining({ id: "raj" })],
    ],
    ["/rest/people/mei", 200, expect.objectContaining({ role: "Engineer" })],
    ["/rest/openapi.json", 200, expect.objectContaining({ openapi: "3.0.3" })],
    ["/rest/teams/sales", 404, { error: 'No team with id "sales". Known teams: data, platform, web.' }],
    ["/rest/people/zed", 404, { error: expect.stringContaining('No person with id "zed"') }],
    ["/rest/unknown", 404, { error: "No route for GET /unknown. See /rest/openapi.json for the routes." }],
  ];
  for (const [path, status, body] of cases) {
    it(`GET ${path} -> ${status}`, async () => {
      const response = await demoClient("rest").json("GET", path);
      expect(response.status).toBe(status);
      expect(response.body).toEqual(body);
    });
  }

  it("is read-only", async () => {
    const response = await demoClient("rest").json("POST", "/rest/teams", {});
    expect(response).toEqual({
      status: 405,
      body: { error: "POST is not supported: this API is read-only; use GET." },
    });
  });
});

describe("bad input to the page's API", () => {
  const cases: Array<[string, string, unknown, number, string]> = [
    ["POST", "/api/chat", "not json", 400, 'Send a JSON body like { "message": "List open issues" }.'],
    [
      "POST",
      "/api/chat",
      { message: "  " },
      400,
      '"message" must be a non-empty string, for example "List open issues".',
    ],
    [
      "POST",
      "/api/chat",
      { message: "x".repeat(4001) },
      400,
      "The message has 4001 characters; keep it under 4000.",
    ],
    [
      "POST",
      "/api/runs/exec_1/reject",
      { seq: "3" },
      400,
      '"seq" must be the integer seq of the pending action, for example 3.',
    ],
    ["POST", "/api/runs/exec_missing/rollback", undefined, 404, "exec_missing"],
    ["GET", "/api/nothing", undefined, 404, "No route GET /api/nothing."],
  ];
  for (const [method, path, body, status, message] of cases) {
    it(`${method} ${path} -> ${status}`, async () => {
      const response = await demoClient("bad-input").json<{ error: string }>(method, path, body);
      expect(response.status).toBe(status);
      expect(response.body.error).toContain(message);
    });
  }

  it("answers an unknown execution's approval with an error outcome, not a crash", async () => {
    const response = await demoClient("bad-input").json<{ error: string }>(
      "POST",
      "/api/runs/exec_missing/approve",
    );
    expect(response.status).toBe(404);
    expect(response.body.error).toContain("exec_missing");
  });
});
