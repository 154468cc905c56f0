import { canonicalJson, childCause, ROOT_CAUSE } from "@codemode/runtime-core/internal";
import { describe, expect, it } from "vitest";
import { installReplay, localReply, putBackReplayed, takeReplayed } from "./replay.ts";

const input = { b: [1, { d: true, c: null }], a: "x", 10: 2, 9: 1 };

/** Records as the host hands them over: the input's canonical JSON written by the host's own codec. */
function install(): void {
  installReplay(
    JSON.stringify([
      {
        cause: childCause(ROOT_CAUSE, 0),
        connector: "github",
        method: "getIssue",
        args: canonicalJson(input),
        at: 5,
        result: JSON.stringify({ title: "t" }),
      },
    ]),
  );
  takeReplayed();
}

describe("replay in the sandbox", () => {
  it("answers a call with the recorded cause, connector, method and canonical input, once", () => {
    install();
    const reordered = { 9: 1, a: "x", b: [1, { c: null, d: true }], 10: 2 };
    expect(localReply("github", "getIssue", [reordered], ROOT_CAUSE, 0)).toEqual([
      childCause(ROOT_CAUSE, 0),
      5,
      undefined,
      { title: "t" },
    ]);
    expect(takeReplayed()).toEqual([childCause(ROOT_CAUSE, 0)]);
    expect(localReply("github", "getIssue", [reordered], ROOT_CAUSE, 0)).toBeUndefined();
  });

  it.each([
    ["another input", ["github", "getIssue", [{ ...input, a: "y" }], 0]],
    ["another method", ["github", "listIssues", [input], 0]],
    ["another connector", ["gitlab", "getIssue", [input], 0]],
    ["another position", ["github", "getIssue", [input], 1]],
    ["an input that is not plain JSON", ["github", "getIssue", [{ ...input, when: new Date(0) }], 0]],
  ] as const)("leaves a call with %s to the host", (_label, [connector, method, args, index]) => {
    install();
    expect(localReply(connector, method, [...args], ROOT_CAUSE, index)).toBeUndefined();
    expect(takeReplayed()).toBeUndefined();
  });

  it("still matches after the code replaced the built-ins canonical JSON would use", () => {
    install();
    const sort = Array.prototype.sort;
    const keys = Object.keys;
    const stringify = JSON.stringify;
    try {
      Array.prototype.sort = function reversed(this: unknown[]) {
        return this.reverse();
      };
      Object.keys = () => [];
      JSON.stringify = () => "tampered";
      expect(localReply("github", "getIssue", [input], ROOT_CAUSE, 0)?.[3]).toEqual({ title: "t" });
    } finally {
      Array.prototype.sort = sort;
      Object.keys = keys;
      JSON.stringify = stringify;
    }
    takeReplayed();
  });

  it("puts back causes of a failed host call ahead of those answered since", () => {
    putBackReplayed(["a", "b"]);
    expect(takeReplayed()).toEqual(["a", "b"]);
  });
});
