import { describe, expect, it } from "vitest";
import { executor } from "./support.ts";

// Each program would hold 100 to 400 MB if it ran to the end; a budget of 16 MiB stops it after a few
// dozen of its allocations, so the test never holds much memory even on a loaded machine.
const SMALL = { budget: { allocationBytes: 16 * 1024 * 1024 } };

describe("the allocation budget", () => {
  it.each([
    ["arrays of 1 MB", "keep.push(new Array(131072).fill(index));"],
    ["typed arrays", "keep.push(new Uint8Array(1 << 20));"],
    ["ArrayBuffers", "keep.push(new ArrayBuffer(1 << 20));"],
    ["Array.from", "keep.push(Array.from({ length: 131072 }, () => 0));"],
    ["repeated strings", "keep.push('x'.repeat(1 << 20) + index);"],
    ["padded strings", "keep.push(''.padEnd(1 << 20, String(index)));"],
    ["concatenated arrays", "keep.push([index].concat(new Array(131072)));"],
  ])("stops code that keeps %s", async (_name, allocation) => {
    const outcome = await executor(SMALL).execute(
      `async () => { const keep = []; for (let index = 0; index < 400; index++) { ${allocation} } return keep.length; }`,
      [],
    );
    expect(outcome.error).toMatch(/^Execution stopped: the code allocated more than 16777216 bytes/);
    expect(outcome.interrupted).toBe("budget");
  });

  it.each([
    [
      "an array by push",
      "const grown = []; for (let index = 0; index < 5_000_000; index++) grown.push(index);",
    ],
    [
      "a Map by set",
      "const grown = new Map(); for (let index = 0; index < 2_000_000; index++) grown.set(index, index);",
    ],
    [
      "a Set by add",
      "const grown = new Set(); for (let index = 0; index < 2_000_000; index++) grown.add(index);",
    ],
  ])("stops code that grows %s", async (_name, growth) => {
    const outcome = await executor(SMALL).execute(`async () => { ${growth} return "done"; }`, []);
    expect(outcome.error).toMatch(/allocated more than 16777216 bytes/);
  });

  it("still stops the code when it catches the budget error", async () => {
    const outcome = await executor(SMALL).execute(
      `async () => {
        const keep = [];
        for (let index = 0; index < 400; index++) { try { keep.push(new Array(131072).fill(0)); } catch {} }
        return "survived";
      }`,
      [],
    );
    expect(outcome.error).toMatch(/allocated more than/);
  });

  it("counts an array used many times once, and lets real work through under the default", async () => {
    const outcome = await executor().execute(
      `async () => {
        const table = Array.from({ length: 100_000 }, (_, index) => ({ id: index, name: "item " + index }));
        let found = 0;
        for (let round = 0; round < 2_000; round++) if (table.includes(table[round])) found++;
        const names = table.map((row) => row.name.toUpperCase()).filter((name) => name.endsWith("7"));
        return [found, names.length, JSON.stringify(table).length > 1_000_000];
      }`,
      [],
    );
    expect(outcome.result).toEqual([2000, 10_000, true]);
  });

  it("is off with the rest of the budget", async () => {
    const outcome = await executor({ budget: false }).execute(
      "async () => { const keep = []; for (let index = 0; index < 40; index++) keep.push(new Array(131072).fill(0)); return keep.length; }",
      [],
    );
    expect(outcome.result).toBe(40);
  });

  it("leaves the next execution unaffected", async () => {
    const run = executor(SMALL);
    const stopped = await run.execute(
      "async () => { const keep = []; for (let index = 0; index < 400; index++) keep.push(new Uint8Array(1 << 20)); }",
      [],
    );
    expect(stopped.interrupted).toBe("budget");
    expect((await run.execute("async () => 'next'", [])).result).toBe("next");
  });
});
