import { describe, expect, it } from "vitest";
import { IframeSandboxExecutor } from "../src/index.ts";
import { codemode } from "./support/sandbox-helpers.ts";

const executor = new IframeSandboxExecutor({ timeout: 5_000 });
const echo = codemode({ echo: async (value: unknown) => value });

// Code may replace built-in methods before it calls the host or logs. The Worker's runtime took what it
// needs beforehand, so it sees only what the code sees itself.
describe("IframeSandboxExecutor with code that replaces built-ins", () => {
  it.each([
    [
      "Map methods",
      "Map.prototype.get = () => undefined; Map.prototype.delete = () => false; Map.prototype.set = function () { return this; };",
    ],
    [
      "Array methods",
      "Array.prototype.map = () => []; Array.prototype.join = () => 'joined'; Array.prototype.slice = () => [];",
    ],
    ["Promise.prototype.then", "Promise.prototype.then = function () {};"],
    ["MessagePort.prototype.postMessage", "MessagePort.prototype.postMessage = function () {};"],
  ])(
    "still answers tool calls, captures logs and returns the result after replacing %s",
    async (_label, tamper) => {
      const outcome = await executor.execute(
        `async () => { ${tamper} const a = await codemode.echo(1); const b = await codemode.echo({ x: [2] }); console.log("ok", 3); return [a, b]; }`,
        echo,
      );
      expect(outcome).toEqual({ result: [1, { x: [2] }], logs: ["ok 3"] });
    },
  );

  it("reports an error whose message getter throws, instead of timing out", async () => {
    const outcome = await executor.execute(
      `async () => {
        const error = new Error("x");
        Object.defineProperty(error, "message", { get() { throw new Error("no"); } });
        throw error;
      }`,
      [],
    );
    expect(outcome).toMatchObject({ result: undefined, error: "Error (it could not be read)" });
  });
});
