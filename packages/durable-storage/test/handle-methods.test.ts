import { describe, expect, it } from "vitest";
import { ENGINE_METHODS } from "../src/handle-methods.ts";
import { inHost } from "./runtime-harness.ts";

/** The handle is `tool()` plus the engine's methods generated from `ENGINE_METHODS` (checked against the interface). */
describe("the runtime handle", () => {
  it("has tool() and every engine-answered method of CodemodeRuntimeHandle", async () => {
    const keys = await inHost("handle-keys", async (runtime) => Object.keys(runtime));
    expect(keys.sort()).toEqual(["tool", ...ENGINE_METHODS].sort());
  });

  it("forwards detached methods to its engine, with the engine's defaults", async () => {
    const answers = await inHost("handle-detached", async (runtime) => {
      const { execute, executions, pruneExecutions, snippets } = runtime;
      const output = await execute({ code: "async () => 41 + 1" });
      return { output, listed: await executions(), pruned: await pruneExecutions(), saved: await snippets() };
    });
    expect(answers.output).toMatchObject({ result: 42 });
    expect(answers.listed).toHaveLength(1);
    expect(answers.pruned).toBe(0);
    expect(answers.saved).toEqual([]);
  });
});
