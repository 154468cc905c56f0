import { describe, expect, it } from "vitest";
import { IframeSandboxExecutor } from "../src/index.ts";
import { codemode, deferred, sandboxFrameCount, sandboxWorkerIds } from "./support/sandbox-helpers.ts";

const TIMED_OUT = /^Execution timed out after \d+ ms\. /;

/**
 * Timeout of runs whose code must have started (and, for the spinning runs, been seen by the test) before it
 * fires, since the timeout counts from the call. Starting a sandbox Worker takes tens of milliseconds on an idle
 * machine and took over 300 ms on a loaded 2-core CI machine: 5 s is an order of magnitude above that.
 */
const STARTED_IN_TIME_MS = 5_000;

/**
 * How long Chromium may take to really stop a terminated Worker thread: about two seconds for a spinning one
 * (it forces it after a grace period); ten times that for a loaded machine.
 */
const WORKER_STOPPED_MS = 20_000;

/** Sandbox Workers listed now that were not listed in `before`. */
async function workersSince(before: Set<string>): Promise<string[]> {
  return [...(await sandboxWorkerIds())].filter((id) => !before.has(id));
}

describe("IframeSandboxExecutor timeout", () => {
  it("fails a run that never settles at the timeout, with the console output so far", async () => {
    const executor = new IframeSandboxExecutor({ timeout: STARTED_IN_TIME_MS });
    // timing-allowed: a lower bound only (a timer never fires before its delay, whatever the load); 5 ms covers
    // timer rounding. The upper bound is the test's own timeout: a timeout that never fires fails the test.
    const started = performance.now();
    const outcome = await executor.execute(
      "async () => { console.log('waiting'); await new Promise(() => {}); }",
      [],
    );
    // timing-allowed: the end of the lower-bound measurement above.
    const elapsed = performance.now() - started;
    expect(outcome.error).toMatch(TIMED_OUT);
    expect(outcome.logs).toEqual(["waiting"]);
    expect(elapsed).toBeGreaterThanOrEqual(STARTED_IN_TIME_MS - 5);
    expect(sandboxFrameCount()).toBe(0);
  });

  it("stops `while (true) {}` in several runs at once, while the page and other runs keep going, and their Workers really stop", {
    timeout: STARTED_IN_TIME_MS + WORKER_STOPPED_MS + 20_000,
  }, async () => {
    const looping = new IframeSandboxExecutor({ timeout: STARTED_IN_TIME_MS });
    const working = new IframeSandboxExecutor({ timeout: 5_000 });
    const workersBefore = await sandboxWorkerIds();
    let loopsEnded = false;
    const loops = Promise.all(
      [0, 1, 2].map((index) =>
        looping.execute(`async () => { console.log("spinning ${index}"); while (true) {} }`, []),
      ),
    ).finally(() => {
      loopsEnded = true;
    });
    // Collect the new Workers as they appear (on a loaded machine the last may start well after the first);
    // the runs' timeout ends them, so they must all have been seen by then.
    const spinningWorkers = new Set<string>();
    await expect
      .poll(
        async () => {
          for (const id of await workersSince(workersBefore)) spinningWorkers.add(id);
          return spinningWorkers.size;
        },
        { timeout: STARTED_IN_TIME_MS, interval: 25 },
      )
      .toBe(3);
    // A run started beside the spinning ones (their iframes may share a renderer process) still makes
    // progress, and the page with it: each step is a message round trip and a timer on the page.
    const work = await working.execute(
      "async () => { const steps = []; for (let step = 0; step < 3; step += 1) steps.push(await codemode.step(step)); return steps; }",
      codemode({
        step: async (step: number) => {
          await new Promise((resolve) => setTimeout(resolve, 0));
          return step;
        },
      }),
    );
    // It finished while the loops were still spinning: a frozen page would have run it only after they ended.
    expect(loopsEnded).toBe(false);
    expect(work.result).toEqual([0, 1, 2]);
    for (const [index, outcome] of (await loops).entries()) {
      expect(outcome.error).toMatch(TIMED_OUT);
      expect(outcome.logs).toEqual([`spinning ${index}`]);
    }
    expect(sandboxFrameCount()).toBe(0);
    await expect
      .poll(
        async () => {
          const alive = await sandboxWorkerIds();
          return [...spinningWorkers].filter((id) => alive.has(id)).length;
        },
        { timeout: WORKER_STOPPED_MS, interval: 100 },
      )
      .toBe(0);
    expect((await working.execute("async () => 'still works'", [])).result).toBe("still works");
  });

  it("lets no tool call of a run reach the host once it timed out", {
    timeout: STARTED_IN_TIME_MS + WORKER_STOPPED_MS + 20_000,
  }, async () => {
    const executor = new IframeSandboxExecutor({ timeout: STARTED_IN_TIME_MS });
    const workersBefore = await sandboxWorkerIds();
    let calls = 0;
    const outcome = await executor.execute(
      // An endless loop of calls, paced by the program's own timer so it does not flood the page.
      "async () => { for (;;) { await codemode.tick(); await new Promise((resolve) => setTimeout(resolve, 5)); } }",
      codemode({
        tick: async () => {
          calls += 1;
        },
      }),
    );
    expect(outcome.error).toMatch(TIMED_OUT);
    // The loop was running; it never ends by itself, so only the timeout stopped it.
    expect(calls).toBeGreaterThan(0);
    const callsAtTimeout = calls;
    // Once the run's Worker thread is really gone no later call can come: the count is final, not a sample.
    await expect
      .poll(async () => (await workersSince(workersBefore)).length, {
        timeout: WORKER_STOPPED_MS,
        interval: 100,
      })
      .toBe(0);
    expect(calls).toBe(callsAtTimeout);
  });

  it("drops the reply of a tool call that was still running at the timeout", async () => {
    const executor = new IframeSandboxExecutor({ timeout: STARTED_IN_TIME_MS });
    const called = deferred<void>();
    const release = deferred<void>();
    let finished: Promise<void> | undefined;
    const outcome = await executor.execute(
      "async () => { await codemode.slow(); return 'reached'; }",
      codemode({
        slow: () => {
          const reply = release.promise.then(() => 1);
          finished = reply.then(() => undefined);
          called.resolve();
          return reply;
        },
      }),
    );
    expect(outcome.error).toMatch(TIMED_OUT);
    // The call was in flight at the timeout; it answers only now, after the run ended, and nothing breaks.
    await called.promise;
    release.resolve();
    await finished;
    expect(sandboxFrameCount()).toBe(0);
  });

  it("ends a run when its abort signal fires", async () => {
    const executor = new IframeSandboxExecutor({ timeout: STARTED_IN_TIME_MS });
    const controller = new AbortController();
    // The code announces itself (the call is posted synchronously) and spins; the host aborts on hearing it.
    const outcome = await executor.execute(
      "async () => { codemode.spinning(); while (true) {} }",
      codemode({
        spinning: async () => {
          controller.abort(new Error("paused for approval"));
        },
      }),
      { signal: controller.signal },
    );
    expect(outcome.error).toBe("Execution aborted: paused for approval");
    const early = await executor.execute("async () => 1", [], { signal: AbortSignal.abort("gone") });
    expect(early.error).toBe("Execution aborted: gone");
    expect(sandboxFrameCount()).toBe(0);
  });
});
