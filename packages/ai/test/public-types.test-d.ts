import type { CodemodeRuntimeHandle } from "@codemode/durable-storage";
import type { Tool, ToolSet } from "ai";
import { describe, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import {
  type CodeInput,
  type CodeOutput,
  type CreateCodeToolOptions,
  createCodeTool,
  generateTypes,
  type ToolDescriptor,
  toolSetConnector,
} from "../src/index.ts";

describe("@codemode/ai public types", () => {
  it("createCodeTool returns an AI SDK tool with { code } input and { result, logs? } output", () => {
    expectTypeOf(createCodeTool).returns.toEqualTypeOf<Tool<CodeInput, CodeOutput>>();
    expectTypeOf<CodeOutput>().toEqualTypeOf<{ result: unknown; logs?: string[] }>();
  });

  it("accepts an AI SDK ToolSet and Zod tool descriptors as tools", () => {
    expectTypeOf<ToolSet>().toExtend<CreateCodeToolOptions["tools"]>();
    expectTypeOf<Record<string, ToolDescriptor>>().toExtend<CreateCodeToolOptions["tools"]>();
    expectTypeOf<{ inputSchema: z.ZodObject<{ city: z.ZodString }> }>().toExtend<ToolDescriptor>();
    expectTypeOf(generateTypes).parameters.toEqualTypeOf<
      [tools: Record<string, ToolDescriptor> | ToolSet, namespace?: string]
    >();
  });

  it("takes a ToolSet for the durable runtime's connector", () => {
    expectTypeOf(toolSetConnector).parameter(1).toHaveProperty("tools").toEqualTypeOf<ToolSet>();
  });

  it("lets runtime.tool() sit in an AI SDK tool set", () => {
    expectTypeOf<ReturnType<CodemodeRuntimeHandle["tool"]>>().toExtend<ToolSet[string]>();
  });
});
