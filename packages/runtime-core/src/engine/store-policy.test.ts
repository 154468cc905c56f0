import { describe, expect, it } from "vitest";
import { EXPIRABLE_STATUSES, expireExecution, selectPrunable, staleBefore } from "../machine/lifecycle.ts";
import type { CommitCondition, StoredExecutionRow } from "../machine/records.ts";
import type { ExecutionStatus } from "../types/execution.ts";
import type { ClaimRequest } from "./ports.ts";
import {
  type CommitVerdict,
  claimReturnsSnippets,
  commitVerdict,
  snippetFromExecution,
} from "./store-policy.ts";

/** The decisions both stores take from runtime-core instead of making them (the store contract runs them). */

const row = (status: ExecutionStatus, updatedAt = 100): StoredExecutionRow => ({
  id: `e-${status}`,
  code: "async () => 1",
  status,
  connectors: ["tracker"],
  createdAt: 1,
  updatedAt,
  seed: "s",
  attempt: 2,
  identityVersion: 1,
  codecVersion: 1,
});

describe("commitVerdict", () => {
  const cases: Array<[string, ExecutionStatus, CommitCondition, CommitVerdict]> = [
    ["the pass's own attempt", "running", { attempt: 2 }, "apply"],
    ["an expected status", "running", { attempt: 2, expectStatus: ["running", "paused"] }, "apply"],
    ["another status than expected", "rejected", { attempt: 2, expectStatus: ["running"] }, "refuse"],
    ["a fenced-out pass", "running", { attempt: 1 }, "refuse"],
    ["a fenced-out pass that keeps its effects", "error", { attempt: 1, keepEffects: true }, "record-late"],
    [
      "a fenced-out pass, before the status is looked at",
      "error",
      { attempt: 3, expectStatus: ["error"], keepEffects: true },
      "record-late",
    ],
    ["keepEffects on the current attempt", "running", { attempt: 2, keepEffects: true }, "apply"],
  ];
  it.each(cases)("%s", (_name, status, condition, verdict) => {
    expect(commitVerdict(row(status), condition)).toBe(verdict);
  });
});

describe("claimReturnsSnippets", () => {
  const cases: Array<[ClaimRequest["withSnippets"], string, boolean]> = [
    [true, "async () => 1", true],
    [false, "async () => codemode.run('x')", false],
    [undefined, "async () => codemode.run('x')", false],
    ["auto", "async () => codemode.run('x')", true],
    ["auto", "async () => 1", false],
  ];
  it.each(cases)("withSnippets %s for %s: %s", (withSnippets, code, expected) => {
    expect(claimReturnsSnippets({ withSnippets }, code)).toBe(expected);
  });
});

describe("snippetFromExecution", () => {
  it.each([
    ["with schema and connectors", { inputSchema: { type: "object" } }, ["tracker"]],
    ["without either", {}, undefined],
  ] as const)("%s", (_name, extra, connectors) => {
    const execution = { code: "async (input) => input", connectors: connectors && [...connectors] };
    const snippet = snippetFromExecution(execution, "echo", { description: "Echo.", savedAt: 5, ...extra });
    expect(snippet).toStrictEqual({
      name: "echo",
      description: "Echo.",
      code: "async (input) => input",
      savedAt: 5,
      ...extra,
      ...(connectors ? { connectors: [...connectors] } : {}),
    });
    if (execution.connectors) expect(snippet.connectors).not.toBe(execution.connectors);
  });
});

describe("expiry selection", () => {
  const cases: Array<[ExecutionStatus, number, string | undefined]> = [
    ["paused", 499, "rejected"],
    ["running", 499, "error"],
    ["paused", 500, undefined],
    ["running", 900, undefined],
    ["completed", 1, undefined],
    ["rejected", 1, undefined],
  ];
  it.each(cases)("%s last updated at %i, now 1000, max age 500: %s", (status, updatedAt, expired) => {
    const patch = expireExecution(row(status, updatedAt), [], 1_000, 500);
    expect(patch?.set?.status).toBe(expired);
    // A store may narrow its search to these statuses and to updates before the cutoff: both contain every expiry.
    if (expired) {
      expect(EXPIRABLE_STATUSES).toContain(status);
      expect(updatedAt).toBeLessThan(staleBefore(1_000, 500));
    }
  });
});

describe("selectPrunable", () => {
  const summaries = [
    { id: "live", status: "paused" as const, createdAt: 1 },
    { id: "t1", status: "completed" as const, createdAt: 10 },
    { id: "t2", status: "error" as const, createdAt: 20 },
    { id: "t3", status: "rolled_back" as const, createdAt: 20 },
  ];
  const cases: Array<[number, string | undefined, string[]]> = [
    [3, undefined, []],
    [1, undefined, ["t2", "t1"]],
    [0, undefined, ["t3", "t2", "t1"]],
    [0, "t3", ["t2", "t1"]],
    [-1, undefined, ["t3", "t2", "t1"]],
  ];
  it.each(cases)("keep %i, protecting %s: %j", (keep, protectId, expected) => {
    expect(selectPrunable(summaries, keep, protectId)).toEqual(expected);
  });
});
