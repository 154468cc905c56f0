import type { CodemodeRuntimeHandle } from "@codemode/durable-storage";
import type { CodeInput, ProxyToolOutput } from "@codemode/runtime-core";
import { type InferSchemaType, toolDefinition } from "@tanstack/ai";
import { describe, expectTypeOf, it } from "vitest";
import { createCodeTool, forwardCodemodeProgress } from "../src/index.ts";

declare const runtime: CodemodeRuntimeHandle;

describe("TanStack AI type inference", () => {
  it("infers { code: string } from runtime.tool()'s Standard Schema input", () => {
    const codemode = runtime.tool();
    const definition = toolDefinition({
      name: "codemode",
      description: codemode.description,
      inputSchema: codemode.inputSchema,
    });
    expectTypeOf<InferSchemaType<typeof codemode.inputSchema>>().toEqualTypeOf<{ code: string }>();
    definition.server(async (input) => {
      expectTypeOf(input).toEqualTypeOf<{ code: string }>();
      return await codemode.execute(input);
    });
  });

  it("forwards runtime.tool({ progress: true }) through a server tool's context", () => {
    const codemode = runtime.tool({ progress: true });
    toolDefinition({ name: "codemode", description: "", inputSchema: codemode.inputSchema }).server(
      async (input, context) => {
        const output = await forwardCodemodeProgress(codemode.execute(input), context);
        expectTypeOf(output).toEqualTypeOf<ProxyToolOutput>();
        return output;
      },
    );
  });

  it("returns a ServerTool from createCodeTool", () => {
    expectTypeOf(createCodeTool).returns.toHaveProperty("execute");
    expectTypeOf<CodeInput>().toEqualTypeOf<{ code: string }>();
  });
});
