import { describe, expect, it } from "vitest";
import { IframeSandboxExecutor } from "../src/index.ts";
import { MAX_LOG_LINE_CHARACTERS, MAX_LOG_LINES } from "../src/sandbox-limits.ts";

const executor = new IframeSandboxExecutor({ timeout: 5_000 });

describe("IframeSandboxExecutor console capture", () => {
  it("captures every console level in order, formatting values for a reader", async () => {
    const outcome = await executor.execute(
      `async () => {
        console.log("plain", 1, true, null, undefined);
        console.info({ city: "Lisbon", days: [1, 2] });
        console.warn("careful", [1, "two"]);
        console.error(new TypeError("broken"));
        console.debug("details", 10n);
        return "done";
      }`,
      [],
    );
    expect(outcome).toEqual({
      result: "done",
      logs: [
        "plain 1 true null undefined",
        '[info] {"city":"Lisbon","days":[1,2]}',
        '[warn] careful [1,"two"]',
        "[error] TypeError: broken",
        "[debug] details 10",
      ],
    });
  });

  it("logs a value it cannot read instead of throwing into the code", async () => {
    const outcome = await executor.execute(
      `async () => {
        const { proxy, revoke } = Proxy.revocable({}, {});
        revoke();
        console.log("proxy", proxy);
        console.log({ toJSON() { throw new Error("no json"); }, toString() { throw new Error("no text"); } });
        return "done";
      }`,
      [],
    );
    expect(outcome.result).toBe("done");
    expect(outcome.logs?.[0]).toMatch(/^proxy \[unreadable: .*revoked/);
    expect(outcome.logs?.[1]).toBe("[unreadable: no text]");
  });

  it("keeps the console output of a run that fails", async () => {
    const outcome = await executor.execute(
      "async () => { console.log('before'); throw new Error('after'); }",
      [],
    );
    expect(outcome).toEqual({ result: undefined, error: "after", logs: ["before"] });
  });

  it("reports errors nobody awaited", async () => {
    const outcome = await executor.execute(
      `async () => {
        // Waits for both events, not a fixed time: the runtime's listeners were added first and have logged them.
        const reported = Promise.all(["error", "unhandledrejection"].map((type) =>
          new Promise((resolve) => self.addEventListener(type, resolve, { once: true }))));
        setTimeout(() => { throw new Error("in a timer"); }, 0);
        Promise.reject(new Error("forgotten"));
        await reported;
        return 1;
      }`,
      [],
    );
    expect(outcome.result).toBe(1);
    expect(outcome.logs).toEqual(
      expect.arrayContaining([
        "[error] Uncaught Error: in a timer",
        "[error] Unhandled rejection: forgotten",
      ]),
    );
  });

  it("bounds the number of lines and the length of each", async () => {
    const outcome = await executor.execute(
      `async () => {
        console.log("x".repeat(${MAX_LOG_LINE_CHARACTERS + 100}));
        for (let index = 1; index < ${MAX_LOG_LINES + 500}; index += 1) console.log("line " + index);
        return "done";
      }`,
      [],
    );
    const logs = outcome.logs ?? [];
    expect(outcome.result).toBe("done");
    expect(logs).toHaveLength(MAX_LOG_LINES + 1);
    expect(logs[0]).toBe(`${"x".repeat(MAX_LOG_LINE_CHARACTERS)}… [100 more characters]`);
    expect(logs[MAX_LOG_LINES - 1]).toBe(`line ${MAX_LOG_LINES - 1}`);
    expect(logs[MAX_LOG_LINES]).toBe(`[codemode] console output stopped after ${MAX_LOG_LINES} lines`);
  });
});
