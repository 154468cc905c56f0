import { describe, expect, it } from "vitest";
import { executor } from "../support.ts";

// Without the allocation budget each of these programs makes V8 abort the whole local workerd process
// ("Reached heap limit ... JavaScript heap out of memory"), taking every execution and Durable Object in it
// down. They run with the default budget, in a workerd of their own (vitest.heap.config.ts). The timeout is
// not a measurement: the budget stops each program after a few hundred allocations, well under a second on
// an idle machine; 30 s leaves more than an order of magnitude for a loaded one.
const run = () => executor({ timeout: 30_000 });

describe("a heap bomb", () => {
  it.each([
    ["3,000 arrays of a million elements", "keep.push(new Array(1024 * 1024).fill(index));"],
    ["3,000 typed arrays of 1 MB", "keep.push(new Uint8Array(1024 * 1024).fill(1));"],
    ["3,000 strings of 1 MB", "keep.push('x'.repeat(1024 * 1024) + index);"],
  ])("of %s ends as an error, and the host keeps serving", async (_name, allocation) => {
    const outcome = await run().execute(
      `async () => { const keep = []; for (let index = 0; index < 3000; index++) { ${allocation} } return keep.length; }`,
      [],
    );
    expect(outcome.error).toMatch(/^Execution stopped: the code allocated more than 536870912 bytes/);
    expect(outcome.interrupted).toBe("budget");
    const next = await run().execute("async () => [1, 2, 3].map((value) => value * 2)", []);
    expect(next).toEqual({ result: [2, 4, 6], logs: [] });
  });
});
