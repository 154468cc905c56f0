import { hash64 } from "@codemode/runtime-core/internal";
import { describe, expect, it } from "vitest";
import { executor } from "./support.ts";

// Code may replace any built-in method before it calls the host or logs. The harness keeps its own copies
// of what it needs after the code starts, so ordered delivery, seeding, replay and console capture work on.
const TAMPER = `
  Map.prototype.get = () => undefined;
  Map.prototype.set = function () { return this; };
  Map.prototype.delete = () => false;
  Map.prototype.has = () => false;
  Array.prototype.push = () => 0;
  Array.prototype.slice = () => "sliced";
  Array.prototype.concat = () => "concatenated";
  Array.prototype.some = () => false;
  Function.prototype.call = () => "called";
  Function.prototype.apply = () => "applied";
  Reflect.construct = () => ({});
  Object.defineProperty = () => { throw new Error("no"); };
`;

const echo = { name: "codemode", fns: { echo: async (value: unknown) => value } };

describe("code that replaces built-in methods", () => {
  it("still gets ordered, seeded replies and captured logs with determinism", async () => {
    const outcome = await executor().execute(
      `async () => {${TAMPER}
        const a = await codemode.echo(1);
        const [b, c] = await Promise.all([codemode.echo(2), codemode.echo(3)]);
        const uuid = crypto.randomUUID();
        console.log("done", Math.random() < 1, uuid.length, new Date().getTime());
        setTimeout(() => {}, 0);
        return [a, b, c, crypto.getRandomValues(new Uint8Array(2)).length];
      }`,
      [echo],
      { determinism: { seed: "s", startTime: 7 } },
    );
    expect(outcome).toEqual({ result: [1, 2, 3, 2], logs: ["done true 36 7"] });
  });

  it("still gets replies and captured logs without determinism", async () => {
    const outcome = await executor().execute(
      `async () => {${TAMPER}
        const a = await codemode.echo({ nested: [1] });
        console.log("x", { y: 1 });
        console.log("more");
        return a;
      }`,
      [echo],
    );
    expect(outcome).toEqual({ result: { nested: [1] }, logs: ["x { y: 1 }", "more"] });
  });

  it("still answers recorded calls in the sandbox", async () => {
    const second = hash64(`${hash64("root.0")}.0`);
    const outcome = await executor().execute(
      `async () => {${TAMPER} return [await api.read({ id: 2 }), await api.read({ id: 1, tags: ["x"] })]; }`,
      [],
      {
        connectors: [{ name: "api", binding: { callTool: async (method: string) => ({ live: method }) } }],
        determinism: {
          seed: "s",
          startTime: 1,
          replay: [
            {
              cause: second,
              connector: "api",
              method: "read",
              args: '{"id":1,"tags":["x"]}',
              result: '{"r":1}',
            },
          ],
        },
      },
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual([{ live: "read" }, { r: 1 }]);
    expect(outcome.replayed).toEqual([second]);
  });
});

describe("code that replaces what Promise.race relies on", () => {
  const cases = [
    ["Promise.prototype.then", "Promise.prototype.then = function () {};"],
    [
      "Promise.race and Promise.resolve",
      "Promise.race = () => new Promise(() => {}); Promise.resolve = Promise.race;",
    ],
    ["the array iterator", "Array.prototype[Symbol.iterator] = function* () {};"],
  ];
  for (const determinism of [false, true]) {
    it.each(cases)(
      `still ends with the code's result after replacing %s (determinism: ${determinism})`,
      async (_label, tamper) => {
        const outcome = await executor().execute(
          `async () => { ${tamper} const a = await codemode.echo(1); const b = await codemode.echo({ x: [2] }); console.log("ok"); return [a, b]; }`,
          [echo],
          determinism ? { determinism: { seed: "s", startTime: 0 } } : {},
        );
        expect(outcome).toEqual({ result: [1, { x: [2] }], logs: ["ok"] });
      },
    );
  }

  it("still times out with the logs when such code never settles", async () => {
    const outcome = await executor({ timeout: 300 }).execute(
      "async () => { Promise.prototype.then = function () {}; console.log('waiting'); await new Promise(() => {}); }",
      [],
    );
    expect(outcome).toEqual({
      result: undefined,
      error: "Execution timed out after 300 ms",
      interrupted: "timeout",
      logs: ["waiting"],
    });
  });
});

describe("errors the code bends", () => {
  it("reports an Error whose message is not a string as a string", async () => {
    const outcome = await executor().execute(
      "async () => { const error = new TypeError(); error.message = { not: 'a string' }; throw error; }",
      [],
    );
    expect(outcome.error).toBe("TypeError");
  });

  it("reports an Error whose message getter throws", async () => {
    const outcome = await executor().execute(
      `async () => {
        const error = new Error("x");
        Object.defineProperty(error, "message", { get() { throw new Error("no"); } });
        throw error;
      }`,
      [],
    );
    expect(outcome.error).toBe("Error (it could not be read)");
  });

  it("reports a thrown value whose formatting throws", async () => {
    const outcome = await executor().execute(
      "async () => { throw new Proxy({}, { ownKeys() { throw new Error('trap'); }, get() { throw new Error('trap'); } }); }",
      [],
    );
    expect(outcome.error).toMatch(/^The code threw a non-Error value: /);
  });
});

describe("the host checks the sandbox's answer", () => {
  const answering = (answer: unknown): WorkerLoader => ({
    get: () => {
      throw new Error("not used");
    },
    load: () => ({ getEntrypoint: () => ({ run: async () => answer }) }) as unknown as WorkerStub,
  });

  it.each([
    ["an object", { error: "x" }],
    ["a number", 42],
    ["JSON that is not an array", '{"error":"x"}'],
    ["text that is not JSON", "not json"],
  ])("reports %s as an unexpected answer", async (_label, answer) => {
    const outcome = await executor({ loader: answering(answer) }).execute("async () => 1", []);
    expect(outcome.result).toBeUndefined();
    expect(outcome.error).toMatch(/^The sandbox answered in an unexpected shape/);
  });

  it("keeps only string log lines and causes, and a known interruption", async () => {
    const outcome = await executor({
      loader: answering([undefined, 7, ["kept", 3, { not: "a line" }], "elsewhere", ["cause", 5]]),
    }).execute("async () => 1", []);
    expect(outcome).toEqual({ result: 7, logs: ["kept"], replayed: ["cause"] });
  });

  it("turns an error that is not a string into the unexpected-shape error, keeping the logs", async () => {
    const outcome = await executor({ loader: answering([{ not: "text" }, undefined, ["line"]]) }).execute(
      "async () => 1",
      [],
    );
    expect(outcome).toEqual({
      result: undefined,
      error: expect.stringMatching(/^The sandbox answered in an unexpected shape/),
      logs: ["line"],
    });
  });
});
