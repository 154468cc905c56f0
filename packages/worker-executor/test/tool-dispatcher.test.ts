import { decodeDurable, encodeDurable, withCallMeta } from "@codemode/runtime-core/internal";
import { describe, expect, it } from "vitest";
import { ToolDispatcher } from "../src/index.ts";

const dispatcher = new ToolDispatcher({
  echo: async (...args: unknown[]) => args,
  fail: async () => {
    throw new Error("nope");
  },
  failPlain: async () => {
    throw "plain";
  },
  unsendable: async () => ({ run: () => 1 }),
  meta: withCallMeta(async (meta, value) => ({ meta, value })),
});

describe("ToolDispatcher", () => {
  it("round-trips positional arguments, binary data and rich values in a { result } envelope", async () => {
    const args = [
      new Uint8Array([0, 1, 254, 255]),
      new Uint16Array([65535]).buffer,
      10n,
      new Date(3),
      new Map([["m", new Set([undefined])]]),
    ];
    const reply = await dispatcher.call("echo", encodeDurable(args));
    const envelope = decodeDurable(reply) as { result: unknown[] };
    expect(envelope.result).toEqual(args);
    expect(envelope.result[0]).toBeInstanceOf(Uint8Array);
    expect(envelope.result[1]).toBeInstanceOf(ArrayBuffer);
  });

  it("keeps plain values as plain JSON", async () => {
    const reply = await dispatcher.call("echo", JSON.stringify([{ a: 1 }, "x"]));
    expect(JSON.parse(reply)).toEqual({ result: [{ a: 1 }, "x"] });
  });

  it("treats missing arguments as none and a non-array as one argument", async () => {
    expect(decodeDurable(await dispatcher.call("echo"))).toEqual({ result: [] });
    expect(decodeDurable(await dispatcher.call("echo", JSON.stringify({ only: true })))).toEqual({
      result: [{ only: true }],
    });
  });

  it.each([
    ["a thrown Error", "fail", /^nope$/],
    ["a thrown string", "failPlain", /^plain$/],
    ["an unknown tool", "missing", /Tool "missing" not found. Available tools: echo, fail/],
    [
      "a result that cannot be serialized",
      "unsendable",
      /cannot be sent to the sandbox: it contains a function at value.result.run/,
    ],
  ])("returns { error } for %s", async (_name, tool, message) => {
    const envelope = decodeDurable(await dispatcher.call(tool, "[]")) as { error: string };
    expect(envelope.error).toMatch(message);
  });

  it("reports unreadable arguments instead of throwing", async () => {
    const envelope = decodeDurable(await dispatcher.call("echo", "{not json")) as { error: string };
    expect(envelope.error).toMatch(/arguments of tool "echo" could not be read/);
  });

  it("passes a serialized CallMeta to withCallMeta functions", async () => {
    const reply = await dispatcher.call(
      "meta",
      JSON.stringify(["v"]),
      JSON.stringify({ seq: 4, cause: "abc" }),
    );
    expect(decodeDurable(reply)).toEqual({ result: { meta: { seq: 4, cause: "abc" }, value: "v" } });
  });
});
