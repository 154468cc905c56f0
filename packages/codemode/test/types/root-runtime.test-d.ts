// API parity of the root entry (`codemode`): runtime construction, the runtime handle, the facet class and
// the runtime constants, as documented in the API reference.

import type { DurableObject } from "cloudflare:workers";
import type { Tool, ToolSet } from "ai";
import {
  type CodemodeApproveOptions,
  type CodemodeExpireOptions,
  type CodemodeRejectOptions,
  type CodemodeRollbackOptions,
  CodemodeRuntime,
  type CodemodeRuntimeHandle,
  type CodemodeRuntimeToolOptions,
  type CreateCodemodeRuntimeOptions,
  createCodemodeRuntime,
  DEFAULT_MAX_EXECUTIONS,
  DEFAULT_PAUSED_TTL_MS,
  MAX_DURABLE_VALUE_BYTES,
  type ProxyToolInput,
  type ProxyToolOutput,
} from "codemode";
import { describe, expectTypeOf, it } from "vitest";
import type { DocumentedPart, MissingKeys, RequiredAdditions } from "./documented.ts";
import type {
  SpecCodemodeApproveOptions,
  SpecCodemodeExpireOptions,
  SpecCodemodeRejectOptions,
  SpecCodemodeRollbackOptions,
  SpecCodemodeRuntimeHandle,
  SpecCodemodeRuntimeToolOptions,
  SpecCreateCodemodeRuntimeOptions,
  SpecProxyToolInput,
} from "./spec-shapes.ts";

describe("createCodemodeRuntime()", () => {
  it("takes CreateCodemodeRuntimeOptions and returns a CodemodeRuntimeHandle", () => {
    expectTypeOf(createCodemodeRuntime).parameters.toEqualTypeOf<[CreateCodemodeRuntimeOptions]>();
    expectTypeOf(createCodemodeRuntime).returns.toEqualTypeOf<CodemodeRuntimeHandle>();
  });

  it("has the documented option fields exactly, and only optional additions", () => {
    expectTypeOf<MissingKeys<CreateCodemodeRuntimeOptions, SpecCreateCodemodeRuntimeOptions>>().toBeNever();
    expectTypeOf<
      DocumentedPart<CreateCodemodeRuntimeOptions, SpecCreateCodemodeRuntimeOptions>
    >().toEqualTypeOf<SpecCreateCodemodeRuntimeOptions>();
    expectTypeOf<
      RequiredAdditions<CreateCodemodeRuntimeOptions, SpecCreateCodemodeRuntimeOptions>
    >().toBeNever();
  });

  it("needs ctx, connectors and executor, and nothing else", () => {
    // @ts-expect-error executor is required
    expectTypeOf<{ ctx: DurableObjectState; connectors: [] }>().toExtend<CreateCodemodeRuntimeOptions>();
    expectTypeOf<
      Pick<CreateCodemodeRuntimeOptions, "ctx" | "connectors" | "executor">
    >().toExtend<CreateCodemodeRuntimeOptions>();
  });
});

describe("CodemodeRuntimeHandle", () => {
  type Documented = Omit<SpecCodemodeRuntimeHandle, "tool">;

  it("has every documented method with the documented signature", () => {
    expectTypeOf<MissingKeys<CodemodeRuntimeHandle, SpecCodemodeRuntimeHandle>>().toBeNever();
    // approve() also takes an optional `seq` (the action the person saw); checked with the option types.
    expectTypeOf<Omit<DocumentedPart<CodemodeRuntimeHandle, Documented>, "approve">>().toEqualTypeOf<
      Omit<Documented, "approve">
    >();
    expectTypeOf<CodemodeRuntimeHandle["approve"]>().toEqualTypeOf<
      (options: CodemodeApproveOptions) => Promise<ProxyToolOutput>
    >();
  });

  it("adds only recover(), which takes an execution id and answers like approve()", () => {
    expectTypeOf<
      Exclude<keyof CodemodeRuntimeHandle, keyof SpecCodemodeRuntimeHandle>
    >().toEqualTypeOf<"recover">();
    expectTypeOf<CodemodeRuntimeHandle["recover"]>().toEqualTypeOf<
      (options: { executionId: string }) => Promise<ProxyToolOutput>
    >();
  });

  it("tool() takes the documented options and returns an AI SDK Tool<ProxyToolInput, ProxyToolOutput>", () => {
    // The documented signature is the last overload (`Parameters` and `ReturnType` read that one); the other,
    // `tool({ progress })`, is pinned in root-progress.test-d.ts.
    expectTypeOf<Parameters<CodemodeRuntimeHandle["tool"]>>().toEqualTypeOf<
      [options?: SpecCodemodeRuntimeToolOptions]
    >();
    expectTypeOf<ReturnType<CodemodeRuntimeHandle["tool"]>>().toExtend<
      Tool<ProxyToolInput, ProxyToolOutput>
    >();
    expectTypeOf<{ codemode: ReturnType<CodemodeRuntimeHandle["tool"]> }>().toExtend<ToolSet>();
  });

  it("tool().execute answers with the documented outcome", () => {
    type Execute = ReturnType<CodemodeRuntimeHandle["tool"]>["execute"];
    expectTypeOf<Parameters<Execute>[0]>().toEqualTypeOf<SpecProxyToolInput>();
    expectTypeOf<Awaited<ReturnType<Execute>>>().toEqualTypeOf<ProxyToolOutput>();
  });

  it("has the documented method option types", () => {
    expectTypeOf<CodemodeRuntimeToolOptions>().toEqualTypeOf<SpecCodemodeRuntimeToolOptions>();
    expectTypeOf<Omit<CodemodeApproveOptions, "seq">>().toEqualTypeOf<SpecCodemodeApproveOptions>();
    expectTypeOf<CodemodeApproveOptions["seq"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<SpecCodemodeApproveOptions>().toExtend<CodemodeApproveOptions>();
    expectTypeOf<CodemodeRejectOptions>().toEqualTypeOf<SpecCodemodeRejectOptions>();
    expectTypeOf<CodemodeRollbackOptions>().toEqualTypeOf<SpecCodemodeRollbackOptions>();
    expectTypeOf<CodemodeExpireOptions>().toEqualTypeOf<SpecCodemodeExpireOptions>();
  });
});

describe("CodemodeRuntime", () => {
  it("is a Durable Object class constructed with (ctx, env)", () => {
    expectTypeOf<CodemodeRuntime>().toExtend<DurableObject<unknown>>();
    expectTypeOf<ConstructorParameters<typeof CodemodeRuntime>>().toEqualTypeOf<
      [ctx: DurableObjectState, env: unknown]
    >();
    expectTypeOf(CodemodeRuntime).toBeConstructibleWith({} as DurableObjectState, {});
  });
});

describe("runtime constants", () => {
  it("are numbers", () => {
    // The values themselves are asserted at run time by the drop-in worker (tools/codemode-drop-in).
    expectTypeOf(DEFAULT_MAX_EXECUTIONS).toEqualTypeOf<number>();
    expectTypeOf(DEFAULT_PAUSED_TTL_MS).toEqualTypeOf<number>();
    expectTypeOf(MAX_DURABLE_VALUE_BYTES).toEqualTypeOf<number>();
  });
});
