// Streamed tool output of the root entry (`codemode`): a codemode addition. `runtime.tool()` keeps its
// documented type; `runtime.tool({ progress })` is an overload whose tool streams AI SDK preliminary results.

import type { InferToolOutput, Tool, ToolSet } from "ai";
import {
  type CodemodeProgress,
  type CodemodeProgressOptions,
  type CodemodeProgressTool,
  type CodemodeProgressToolOptions,
  type CodemodeRuntimeHandle,
  type CodemodeRuntimeToolOptions,
  type CodemodeTool,
  isCodemodeProgress,
  type ProxyToolInput,
  type ProxyToolOutput,
} from "codemode";
import { describe, expectTypeOf, it } from "vitest";

declare const runtime: CodemodeRuntimeHandle;

describe("runtime.tool() without progress", () => {
  it("keeps the documented tool: execute resolves to one ProxyToolOutput", () => {
    const plain = runtime.tool();
    expectTypeOf(plain).toEqualTypeOf<CodemodeTool>();
    expectTypeOf(
      runtime.tool({ description: "d", connectorHints: { a: "b" } }),
    ).toEqualTypeOf<CodemodeTool>();
    expectTypeOf(plain.execute).returns.toEqualTypeOf<Promise<ProxyToolOutput>>();
    expectTypeOf(plain).toExtend<Tool<ProxyToolInput, ProxyToolOutput>>();
    expectTypeOf<InferToolOutput<typeof plain>>().toEqualTypeOf<ProxyToolOutput>();
  });
});

describe("runtime.tool({ progress })", () => {
  it("returns a tool whose execute is an async generator of progress, then the output", () => {
    const streaming = runtime.tool({ progress: true });
    expectTypeOf(streaming).toEqualTypeOf<CodemodeProgressTool>();
    expectTypeOf(
      runtime.tool({ progress: { includeValues: true, maxCalls: 10 } }),
    ).toEqualTypeOf<CodemodeProgressTool>();
    expectTypeOf(streaming.execute).returns.toEqualTypeOf<
      AsyncGenerator<ProxyToolOutput | CodemodeProgress, void, undefined>
    >();
  });

  it("is an AI SDK tool whose output is ProxyToolOutput | CodemodeProgress", () => {
    const streaming = runtime.tool({ progress: true, description: "d" });
    expectTypeOf(streaming).toExtend<Tool<ProxyToolInput, ProxyToolOutput | CodemodeProgress>>();
    expectTypeOf<InferToolOutput<typeof streaming>>().toEqualTypeOf<ProxyToolOutput | CodemodeProgress>();
    expectTypeOf({ codemode: streaming }).toExtend<ToolSet>();
  });

  it("is the one overload besides the documented one", () => {
    expectTypeOf<CodemodeRuntimeHandle["tool"]>().parameters.toEqualTypeOf<
      [options: CodemodeProgressToolOptions] | [options?: CodemodeRuntimeToolOptions]
    >();
    expectTypeOf<CodemodeProgressToolOptions>().toEqualTypeOf<
      CodemodeRuntimeToolOptions & { progress: true | CodemodeProgressOptions }
    >();
  });

  it("takes true or progress options, nothing else", () => {
    expectTypeOf<CodemodeProgressOptions>().toEqualTypeOf<{ includeValues?: boolean; maxCalls?: number }>();
    // @ts-expect-error progress is true or options, not a string
    runtime.tool({ progress: "yes" });
  });

  it("tells progress from the final output by status, or with isCodemodeProgress", () => {
    const output = {} as ProxyToolOutput | CodemodeProgress;
    if (output.status === "running") expectTypeOf(output).toEqualTypeOf<CodemodeProgress>();
    else expectTypeOf(output).toEqualTypeOf<ProxyToolOutput>();
    if (isCodemodeProgress(output))
      expectTypeOf(output.calls[0]?.state).toEqualTypeOf<
        "running" | "replayed" | "applied" | "failed" | "paused" | "refused" | undefined
      >();
  });
});
