import { describe, expect, it } from "vitest";
import { createConsoleLog } from "./console-capture.ts";
import type { WorkerToFrameMessage } from "./protocol.ts";

function capture(maxLogLines: number, maxLogLineCharacters: number) {
  const sent: WorkerToFrameMessage[] = [];
  const log = createConsoleLog({ maxLogLines, maxLogLineCharacters }, (message) => sent.push(message));
  return { log, lines: () => sent.map((message) => (message.type === "console" ? message.line : message)) };
}

describe("createConsoleLog", () => {
  it("joins the prefix and the formatted values with spaces", () => {
    const { log, lines } = capture(10, 100);
    log("[info] ", ["a", 1, { b: true }]);
    expect(lines()).toEqual(['[info] a 1 {"b":true}']);
  });

  it("sends one line saying that output stopped after the limit, then nothing", () => {
    const { log, lines } = capture(2, 100);
    for (let index = 0; index < 5; index++) log("", [index]);
    expect(lines()).toEqual(["0", "1", "[codemode] console output stopped after 2 lines"]);
  });

  it("cuts a long line and says how much was cut", () => {
    const { log, lines } = capture(10, 5);
    log("", ["abcdefghij"]);
    expect(lines()).toEqual(["abcde… [5 more characters]"]);
  });
});
