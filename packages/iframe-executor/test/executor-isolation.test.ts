import { describe, expect, it } from "vitest";
import { IframeSandboxExecutor } from "../src/index.ts";
import { codemode, deferred, sandboxFrameCount } from "./support/sandbox-helpers.ts";

const executor = new IframeSandboxExecutor({ timeout: 5_000 });

/**
 * Code that waits until the sandbox has reported `count` policy violations. The runtime's own listener was added
 * first, so each violation is in the console output by then: the code waits for the reports, not a fixed time.
 */
function awaitViolations(count: number): string {
  return `new Promise((resolve) => {
    let seen = 0;
    self.addEventListener("securitypolicyviolation", () => { seen += 1; if (seen === ${count}) resolve(); });
  })`;
}

/** Code that tries every way a Worker has to send data out, and reports how each attempt failed. */
const EXFILTRATION_ATTEMPTS = `async () => {
  const reported = ${awaitViolations(5)};
  const attempts = {};
  try { await fetch("http://127.0.0.1:9/fetch?secret=1"); attempts.fetch = "sent"; }
  catch (error) { attempts.fetch = error.name; }
  attempts.xhr = await new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.onerror = () => resolve("error event");
    request.onload = () => resolve("sent");
    try { request.open("GET", "http://127.0.0.1:9/xhr?secret=1"); request.send(); }
    catch (error) { resolve(error.name); }
  });
  attempts.webSocket = await new Promise((resolve) => {
    try {
      const socket = new WebSocket("ws://127.0.0.1:9/socket?secret=1");
      socket.onerror = () => resolve("error event");
      socket.onopen = () => resolve("sent");
    } catch (error) { resolve(error.name); }
  });
  attempts.eventSource = await new Promise((resolve) => {
    const source = new EventSource("http://127.0.0.1:9/events?secret=1");
    source.onerror = () => { source.close(); resolve("error event"); };
  });
  try { importScripts("http://127.0.0.1:9/script.js?secret=1"); attempts.importScripts = "sent"; }
  catch (error) { attempts.importScripts = error.name; }
  attempts.imageBeacon = typeof Image === "undefined" && typeof document === "undefined" ? "no DOM to load images" : "possible";
  attempts.sendBeacon = typeof navigator.sendBeacon === "function" ? "possible" : "unavailable";
  await reported;
  return attempts;
}`;

describe("IframeSandboxExecutor isolation", () => {
  it("runs with an opaque origin, without the page's DOM, storage or globals", async () => {
    (window as unknown as Record<string, unknown>).pageSecret = "from the page";
    const outcome = await executor.execute(
      `async () => ({
        origin: self.origin,
        document: typeof document,
        parent: typeof parent,
        indexedDB: await new Promise((resolve) => {
          try { const request = indexedDB.open("probe"); request.onerror = () => resolve("refused"); request.onsuccess = () => resolve("opened"); }
          catch (error) { resolve(error.name); }
        }),
        pageSecret: typeof pageSecret,
      })`,
      [],
    );
    expect(outcome.result).toEqual({
      origin: "null",
      document: "undefined",
      parent: "undefined",
      indexedDB: expect.not.stringMatching(/^opened$/),
      pageSecret: "undefined",
    });
  });

  it("blocks every network request with its default policy, before the request leaves the browser", async () => {
    const outcome = await executor.execute(EXFILTRATION_ATTEMPTS, []);
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual({
      fetch: "TypeError",
      xhr: "error event",
      webSocket: "error event",
      eventSource: "error event",
      importScripts: "NetworkError",
      imageBeacon: "no DOM to load images",
      sendBeacon: "unavailable",
    });
    // Chromium reports a policy violation for each, which is raised before any connection is attempted.
    for (const [directive, path] of [
      ["connect-src", "http://127.0.0.1:9/fetch?secret=1"],
      ["connect-src", "http://127.0.0.1:9/xhr?secret=1"],
      ["connect-src", "ws://127.0.0.1:9/socket?secret=1"],
      ["connect-src", "http://127.0.0.1:9/events?secret=1"],
      ["script-src-elem", "http://127.0.0.1:9/script.js?secret=1"],
    ]) {
      expect(outcome.logs).toContain(
        `[warn] Blocked by the sandbox's Content-Security-Policy (${directive}): ${path}`,
      );
    }
  });

  it("applies a custom policy instead of the default one", async () => {
    const executor = new IframeSandboxExecutor({
      timeout: 5_000,
      csp: "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; worker-src blob:; connect-src http://127.0.0.1:9",
    });
    const outcome = await executor.execute(
      `async () => {
        const reported = ${awaitViolations(1)};
        const outcomes = [];
        for (const url of ["http://127.0.0.1:9/allowed", "http://127.0.0.1:10/denied"]) {
          try { await fetch(url); outcomes.push("sent"); } catch (error) { outcomes.push(error.name); }
        }
        await reported;
        return outcomes;
      }`,
      [],
    );
    // Both fail (nothing listens on port 9), but only the second was refused by the policy.
    expect(outcome.result).toEqual(["TypeError", "TypeError"]);
    expect(outcome.logs).toEqual([
      "[warn] Blocked by the sandbox's Content-Security-Policy (connect-src): http://127.0.0.1:10/denied",
    ]);
  });

  it.each([
    [
      "without worker-src blob:",
      "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'",
      /^The sandbox could not start its Worker \(.*\)\. A custom csp must allow worker-src blob:\.$/,
    ],
    [
      "without 'unsafe-inline'",
      "default-src 'none'; script-src 'unsafe-eval'; worker-src blob:",
      /^The sandbox runtime did not start in its iframe\. A custom csp must allow inline scripts/,
    ],
    [
      "without 'unsafe-eval'",
      "default-src 'none'; script-src 'unsafe-inline'; worker-src blob:",
      /^EvalError: /,
    ],
  ])("explains a custom policy %s", async (_label, csp, message) => {
    // A timeout far beyond the test's own: the explanation must come without waiting for the timeout, or the
    // test times out instead.
    const strict = new IframeSandboxExecutor({ timeout: 10 * 60_000, csp });
    const outcome = await strict.execute("async () => 1", []);
    expect(outcome.error).toMatch(message);
    expect(sandboxFrameCount()).toBe(0);
  });

  it("ignores forged results and tool replies from other frames, and host messages without the nonce", async () => {
    const hostReply = deferred<string>();
    const captured = deferred<{ nonce: string; id: number; frame: MessageEventSource }>();
    const spy = (event: MessageEvent) => {
      const data = event.data as { type?: string; nonce?: string; id?: number } | null;
      if (data?.type === "tool-call" && typeof data.nonce === "string" && event.source !== null) {
        captured.resolve({ nonce: data.nonce, id: data.id ?? -1, frame: event.source });
      }
    };
    window.addEventListener("message", spy);
    let calls = 0;
    const run = executor.execute(
      "async () => ({ reply: await codemode.ask(), later: await codemode.ask() })",
      codemode({
        ask: async () => {
          calls += 1;
          return calls === 1 ? hostReply.promise : "second reply";
        },
      }),
    );
    const { nonce, id, frame } = await captured.promise;
    window.removeEventListener("message", spy);

    // An attacker frame that learned the nonce: it forges an execution result and a tool call to the host,
    // and a tool reply to every frame of the page, including the sandbox's.
    const attacker = document.createElement("iframe");
    attacker.setAttribute("sandbox", "allow-scripts");
    const forged = JSON.stringify({ nonce, id });
    attacker.srcdoc = `<script>
      const { nonce, id } = ${forged};
      parent.postMessage({ type: "execution-result", nonce, result: "forged result" }, "*");
      parent.postMessage({ type: "tool-call", nonce, id: 99, namespace: "codemode", name: "ask", args: [] }, "*");
      for (let index = 0; index < parent.frames.length; index += 1) {
        parent.frames[index].postMessage({ type: "tool-result", nonce, id, result: "forged reply" }, "*");
        parent.frames[index].postMessage({ type: "terminate", nonce }, "*");
      }
      parent.postMessage("attacker done", "*");
    </script>`;
    const attackerDone = new Promise<void>((resolve) => {
      const onDone = (event: MessageEvent) => {
        if (event.data === "attacker done") {
          window.removeEventListener("message", onDone);
          resolve();
        }
      };
      window.addEventListener("message", onDone);
    });
    document.body.appendChild(attacker);
    await attackerDone;
    // The page itself posts a reply with a wrong nonce straight into the sandbox, and replays its real message.
    (frame as Window).postMessage(
      { type: "tool-result", nonce: "0".repeat(32), id, result: "wrong nonce" },
      "*",
    );
    // No fixed wait before the genuine reply: the replay was dispatched to the executor's listener (added first)
    // when the page's own listener below hears it; the forged and wrong-nonce replies reached the sandbox frame
    // before the genuine one, which the page sends only after the attacker said it is done (messages into one
    // frame are delivered in the order they were sent).
    const replayHeard = new Promise<void>((resolve) => {
      const onReplay = (event: MessageEvent) => {
        if ((event.data as { result?: unknown } | null)?.result === "replayed into the page") {
          window.removeEventListener("message", onReplay);
          resolve();
        }
      };
      window.addEventListener("message", onReplay);
    });
    window.postMessage({ type: "execution-result", nonce, result: "replayed into the page" }, "*");
    await replayHeard;
    hostReply.resolve("genuine reply");

    const outcome = await run;
    attacker.remove();
    expect(outcome).toEqual({ result: { reply: "genuine reply", later: "second reply" }, logs: [] });
    expect(calls).toBe(2);
  });
});
