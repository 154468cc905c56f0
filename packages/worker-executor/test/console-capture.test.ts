import { describe, expect, it } from "vitest";
import { executor } from "./support.ts";

describe("console capture", () => {
  it("captures every level, with prefixes for debug, warn and error", async () => {
    const outcome = await executor().execute(
      `async () => {
        console.log("log", 1);
        console.info("info");
        console.debug("debug");
        console.warn("careful");
        console.error("bad");
        return 0;
      }`,
      [],
    );
    expect(outcome.logs).toEqual(["log 1", "info", "[debug] debug", "[warn] careful", "[error] bad"]);
  });

  it("formats values sensibly", async () => {
    const outcome = await executor().execute(
      `async () => {
        const cyclic = { name: "c" };
        cyclic.self = cyclic;
        console.log({ a: 1, "b-c": [true, null, undefined], s: "str" });
        console.log(new Map([["k", { v: 1 }]]), new Set([1, 2]), 5n, Symbol("s"));
        console.log(cyclic, new Error("oops"), function named() {}, new Date(0));
        console.log(new Uint8Array([1, 2]), [], {}, [[[[[1]]]]]);
        return 0;
      }`,
      [],
    );
    expect(outcome.logs).toEqual([
      '{ a: 1, "b-c": [ true, null, undefined ], s: "str" }',
      'Map(1) { "k" => { v: 1 } } Set(2) { 1, 2 } 5n Symbol(s)',
      '{ name: "c", self: [Circular] } oops [Function: named] 1970-01-01T00:00:00.000Z',
      "Uint8Array(2) [ 1, 2 ] [] {} [ [ [ [ [Array] ] ] ] ]",
    ]);
  });

  it("shows a getter that throws, or a revoked proxy, instead of throwing from console.log", async () => {
    const outcome = await executor().execute(
      `async () => {
        console.log({ a: 1, get b() { throw new Error("no b"); }, c: 3 });
        const { proxy, revoke } = Proxy.revocable({}, {});
        revoke();
        console.log("proxy", proxy);
        const writer = new WritableStream().getWriter();
        writer.releaseLock();
        console.log(writer);
        return "done";
      }`,
      [],
    );
    expect(outcome.result).toBe("done");
    const [getter, revoked, released] = outcome.logs ?? [];
    expect(getter).toBe("{ a: 1, b: [threw: no b], c: 3 }");
    expect(revoked).toMatch(/^proxy \[unreadable: .*revoked/);
    expect(released).toMatch(/^WritableStreamDefaultWriter \{ .*\[threw: .*released/);
  });

  it("reads only the properties it shows of a large object", async () => {
    const outcome = await executor().execute(
      `async () => {
        let reads = 0;
        const big = {};
        for (let i = 0; i < 500; i++) Object.defineProperty(big, "k" + i, { enumerable: true, get() { reads++; return i; } });
        console.log(big);
        return reads;
      }`,
      [],
    );
    expect(outcome.result).toBe(100);
    expect(outcome.logs?.[0]).toMatch(/^\{ k0: 0, k1: 1, .*k99: 99, \.\.\. 400 more entries \}$/);
  });

  it("bounds line count, total bytes and line length, and says what was dropped", async () => {
    const run = executor({ logs: { maxLines: 3, maxBytes: 100_000 } });
    const outcome = await run.execute(
      "async () => { for (let i = 0; i < 10; i++) console.log('line', i); }",
      [],
    );
    expect(outcome.logs).toEqual([
      "line 0",
      "line 1",
      "line 2",
      "... 7 more console line(s) dropped: the log keeps at most 3 lines and 100000 bytes",
    ]);
    const bytes = await executor({ logs: { maxLines: 1000, maxBytes: 50 } }).execute(
      "async () => { for (let i = 0; i < 10; i++) console.log('0123456789'); }",
      [],
    );
    expect(bytes.logs?.slice(0, -1)).toEqual(Array(5).fill("0123456789"));
    expect(bytes.logs?.at(-1)).toMatch(/^\.\.\. 5 more console line\(s\) dropped/);
    const long = await executor().execute("async () => { console.log({ big: 'y'.repeat(100000) }); }", []);
    expect(long.logs?.[0]?.length).toBeLessThan(17_000);
    expect(long.logs?.[0]).toMatch(/\.\.\. \(truncated\)$/);
  });

  it("formats values plainly for code that neither names console nor throws", async () => {
    const outcome = await executor().execute(
      "async () => { globalThis['con' + 'sole'].log({ a: 1 }, 2); return Promise.reject({ code: 7 }); }",
      [],
    );
    expect(outcome.logs).toEqual(["[object Object] 2"]);
    expect(outcome.error).toBe(
      'The code threw a non-Error value: [object Object]. Throw an Error instead, for example throw new Error("what went wrong").',
    );
  });

  it("keeps the logs of a failed execution", async () => {
    const outcome = await executor().execute(
      "async () => { console.log('before'); throw new Error('after'); }",
      [],
    );
    expect(outcome).toMatchObject({ error: "after", logs: ["before"] });
  });
});
