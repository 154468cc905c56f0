import { describe, expect, it } from "vitest";
import { IframeSandboxExecutor } from "../src/index.ts";
import {
  codemode,
  measurePageTicks,
  sandboxFrameCount,
  sandboxWorkerIds,
  sleep,
} from "./support/sandbox-helpers.ts";

const TIMED_OUT = /^Execution timed out after \d+ ms\. /;

/**
 * Timeout of runs whose code must have started before it fires: starting a sandbox Worker took over 300 ms on
 * a loaded 2-core CI machine, and the timeout counts from the call.
 */
const STARTED_IN_TIME_MS = 1_000;

describe("IframeSandboxExecutor timeout", () => {
  it("fails a run that never settles at the timeout, with the console output so far", async () => {
    const executor = new IframeSandboxExecutor({ timeout: STARTED_IN_TIME_MS });
    const started = performance.now();
    const outcome = await executor.execute(
      "async () => { console.log('waiting'); await new Promise(() => {}); }",
      [],
    );
    const elapsed = performance.now() - started;
    expect(outcome.error).toMatch(TIMED_OUT);
    expect(outcome.logs).toEqual(["waiting"]);
    expect(elapsed).toBeGreaterThanOrEqual(STARTED_IN_TIME_MS - 5);
    expect(elapsed).toBeLessThan(STARTED_IN_TIME_MS + 2_000);
    expect(sandboxFrameCount()).toBe(0);
  });

  it("stops `while (true) {}` in several runs at once, while the page and other runs keep going, and their Workers really stop", async () => {
    const looping = new IframeSandboxExecutor({ timeout: STARTED_IN_TIME_MS });
    const working = new IframeSandboxExecutor({ timeout: 5_000 });
    const workersBefore = await sandboxWorkerIds();
    const spinningWorkers = new Set<string>();
    const {
      value: [loops, work],
      ticks,
    } = await measurePageTicks(10, async () => {
      const runs = [0, 1, 2].map((index) =>
        looping.execute(`async () => { console.log("spinning ${index}"); while (true) {} }`, []),
      );
      // Collect the new Workers as they appear (on a loaded machine the last may start well after the first),
      // before the runs' timeout ends them.
      const deadline = performance.now() + STARTED_IN_TIME_MS - 200;
      while (spinningWorkers.size < 3 && performance.now() < deadline) {
        for (const id of await sandboxWorkerIds()) if (!workersBefore.has(id)) spinningWorkers.add(id);
        if (spinningWorkers.size < 3) await sleep(25);
      }
      // A run started beside the spinning ones (their iframes may share a renderer process) still makes progress.
      const started = performance.now();
      const other = await working.execute(
        "async () => { const steps = []; for (let step = 0; step < 3; step += 1) steps.push(await codemode.step(step)); return steps; }",
        codemode({
          step: async (step: number) => {
            await sleep(20);
            return step;
          },
        }),
      );
      return [await Promise.all(runs), { ...other, elapsed: performance.now() - started }] as const;
    });
    for (const [index, outcome] of loops.entries()) {
      expect(outcome.error).toMatch(TIMED_OUT);
      expect(outcome.logs).toEqual([`spinning ${index}`]);
    }
    expect(work.result).toEqual([0, 1, 2]);
    expect(work.elapsed).toBeLessThan(2_000);
    // A frozen page would tick once at most; 10 ms ticks over ~1 s give ~100 on an idle machine.
    expect(ticks).toBeGreaterThanOrEqual(10);
    expect(sandboxFrameCount()).toBe(0);
    expect(spinningWorkers.size).toBe(3);
    // Chromium ends a spinning Worker thread within about two seconds of terminate() (it forces it after a grace period).
    await expect
      .poll(
        async () => {
          const alive = await sandboxWorkerIds();
          return [...spinningWorkers].filter((id) => alive.has(id)).length;
        },
        { timeout: 5_000, interval: 100 },
      )
      .toBe(0);
    expect((await working.execute("async () => 'still works'", [])).result).toBe("still works");
  });

  it("lets no tool call of a run reach the host once it timed out", async () => {
    const executor = new IframeSandboxExecutor({ timeout: STARTED_IN_TIME_MS });
    let calls = 0;
    const outcome = await executor.execute(
      "async () => { for (;;) { await codemode.tick(); } }",
      codemode({
        tick: async () => {
          calls += 1;
          await sleep(5);
        },
      }),
    );
    expect(outcome.error).toMatch(TIMED_OUT);
    const callsAtTimeout = calls;
    expect(callsAtTimeout).toBeGreaterThan(5);
    await sleep(200);
    expect(calls).toBe(callsAtTimeout);
  });

  it("drops the reply of a tool call that was still running at the timeout", async () => {
    const executor = new IframeSandboxExecutor({ timeout: STARTED_IN_TIME_MS });
    let finished = false;
    const outcome = await executor.execute(
      "async () => { await codemode.slow(); return 'reached'; }",
      codemode({
        slow: async () => {
          await sleep(STARTED_IN_TIME_MS + 300);
          finished = true;
          return 1;
        },
      }),
    );
    expect(outcome.error).toMatch(TIMED_OUT);
    await expect.poll(() => finished, { timeout: 3_000 }).toBe(true);
    expect(sandboxFrameCount()).toBe(0);
  });

  it("ends a run when its abort signal fires", async () => {
    const executor = new IframeSandboxExecutor({ timeout: 5_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("paused for approval")), 100);
    const outcome = await executor.execute("async () => { while (true) {} }", [], {
      signal: controller.signal,
    });
    expect(outcome.error).toBe("Execution aborted: paused for approval");
    const early = await executor.execute("async () => 1", [], { signal: AbortSignal.abort("gone") });
    expect(early.error).toBe("Execution aborted: gone");
    expect(sandboxFrameCount()).toBe(0);
  });
});
