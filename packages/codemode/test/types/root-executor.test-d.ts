// API parity of the root entry's executor API: the Executor contract, DynamicWorkerExecutor, ToolDispatcher,
// runCode(), tool providers and resolveProvider().
import type { RpcTarget } from "cloudflare:workers";
import { tool as aiTool, jsonSchema, type ToolSet } from "ai";
import {
  type ConnectorBinding,
  type DynamicWorkerExecutor,
  type DynamicWorkerExecutorOptions,
  type ExecuteOptions,
  type ExecuteResult,
  type Executor,
  type ResolvedProvider,
  resolveProvider,
  runCode,
  ToolDispatcher,
  type ToolProvider,
} from "codemode";
import { describe, expectTypeOf, it } from "vitest";
import type { DocumentedPart, MissingKeys, RequiredAdditions } from "./documented.ts";
import type {
  SpecConnectorBinding,
  SpecDynamicWorkerExecutorOptions,
  SpecExecuteOptions,
  SpecExecuteResult,
  SpecExecutor,
  SpecHostFunctions,
  SpecProviderTools,
  SpecResolvedProvider,
  SpecRunCodeOptions,
} from "./spec-shapes.ts";

type ExecuteResultAdditions = "interrupted" | "replayed";

describe("Executor", () => {
  it("ExecuteResult and ResolvedProvider are as documented", () => {
    // The documented fields exactly, plus two optional ones (DESIGN: `interrupted`, `replayed`), so a
    // documented result is one of ours and ours fits wherever the documented one is expected.
    expectTypeOf<Omit<ExecuteResult, ExecuteResultAdditions>>().toEqualTypeOf<SpecExecuteResult>();
    expectTypeOf<
      Exclude<keyof ExecuteResult, keyof SpecExecuteResult>
    >().toEqualTypeOf<ExecuteResultAdditions>();
    expectTypeOf<RequiredAdditions<ExecuteResult, SpecExecuteResult>>().toBeNever();
    expectTypeOf<ExecuteResult>().toExtend<SpecExecuteResult>();
    expectTypeOf<ResolvedProvider>().toEqualTypeOf<SpecResolvedProvider>();
  });

  it("ConnectorBinding and ExecuteOptions accept and give what the documentation says", () => {
    // Our callTool takes an optional third argument (the call's causal identity), so compare both ways.
    expectTypeOf<ConnectorBinding>().toExtend<SpecConnectorBinding>();
    expectTypeOf<SpecConnectorBinding>().toExtend<ConnectorBinding>();
    expectTypeOf<MissingKeys<ExecuteOptions, SpecExecuteOptions>>().toBeNever();
    expectTypeOf<RequiredAdditions<ExecuteOptions, SpecExecuteOptions>>().toBeNever();
    expectTypeOf<SpecExecuteOptions>().toExtend<ExecuteOptions>();
  });

  it("an executor written to the documented interface is an Executor, and ours is one", () => {
    expectTypeOf<SpecExecutor>().toExtend<Executor>();
    expectTypeOf<Executor>().toExtend<SpecExecutor>();
    expectTypeOf<Executor["execute"]>().parameters.toEqualTypeOf<
      [code: string, providersOrFns: ResolvedProvider[] | SpecHostFunctions, options?: ExecuteOptions]
    >();
    expectTypeOf<Executor["execute"]>().returns.toEqualTypeOf<Promise<ExecuteResult>>();
  });
});

describe("DynamicWorkerExecutor", () => {
  it("is an Executor constructed from DynamicWorkerExecutorOptions", () => {
    expectTypeOf<DynamicWorkerExecutor>().toExtend<Executor>();
    expectTypeOf<ConstructorParameters<typeof DynamicWorkerExecutor>>().toEqualTypeOf<
      [options: DynamicWorkerExecutorOptions]
    >();
    expectTypeOf<DynamicWorkerExecutor["execute"]>().toEqualTypeOf<Executor["execute"]>();
  });

  it("has the documented options, and only optional additions", () => {
    expectTypeOf<
      DocumentedPart<DynamicWorkerExecutorOptions, SpecDynamicWorkerExecutorOptions>
    >().toEqualTypeOf<SpecDynamicWorkerExecutorOptions>();
    expectTypeOf<
      RequiredAdditions<DynamicWorkerExecutorOptions, SpecDynamicWorkerExecutorOptions>
    >().toBeNever();
  });
});

describe("ToolDispatcher", () => {
  it("is an RpcTarget built from host functions, with call(name, argsJson?)", () => {
    expectTypeOf<ToolDispatcher>().toExtend<RpcTarget>();
    expectTypeOf<ConstructorParameters<typeof ToolDispatcher>>().toEqualTypeOf<[fns: SpecHostFunctions]>();
    expectTypeOf<ToolDispatcher["call"]>().toExtend<(name: string, argsJson?: string) => Promise<string>>();
    expectTypeOf(new ToolDispatcher({}).call).toBeCallableWith("search", "[]");
    expectTypeOf(new ToolDispatcher({}).call).toBeCallableWith("search");
  });
});

describe("runCode()", () => {
  it("takes { code, executor, providers, connectors? } and resolves to { result, logs? }", () => {
    type Options = Parameters<typeof runCode>[0];
    type Documented = Omit<SpecRunCodeOptions, "connectors">;
    expectTypeOf<Parameters<typeof runCode>["length"]>().toEqualTypeOf<1>();
    expectTypeOf<DocumentedPart<Options, Documented>>().toEqualTypeOf<Documented>();
    expectTypeOf<RequiredAdditions<Options, SpecRunCodeOptions>>().toBeNever();
    expectTypeOf<Options["connectors"]>().toEqualTypeOf<ConnectorBinding[] | undefined>();
    expectTypeOf<SpecRunCodeOptions>().toExtend<Options>();
    expectTypeOf(runCode).returns.toEqualTypeOf<Promise<{ result: unknown; logs?: string[] }>>();
  });
});

describe("tool providers", () => {
  it("ToolProvider has an optional name and types, and required tools", () => {
    expectTypeOf<ToolProvider["name"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ToolProvider["types"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<RequiredAdditions<ToolProvider, object>>().toEqualTypeOf<"tools">();
  });

  it("accepts an AI SDK ToolSet and a record of execute functions as tools", () => {
    const weather = aiTool({
      description: "Weather of a city",
      inputSchema: jsonSchema<{ city: string }>({ type: "object", properties: { city: { type: "string" } } }),
      execute: async ({ city }) => ({ city, celsius: 21 }),
    });
    const toolSet = { weather } satisfies ToolSet;
    expectTypeOf<{ tools: typeof toolSet }>().toExtend<ToolProvider>();
    expectTypeOf<{ name: "shell"; tools: SpecProviderTools; types: string }>().toExtend<ToolProvider>();
  });

  it("resolveProvider(provider: ToolProvider): ResolvedProvider", () => {
    expectTypeOf(resolveProvider).toEqualTypeOf<(provider: ToolProvider) => ResolvedProvider>();
  });
});
