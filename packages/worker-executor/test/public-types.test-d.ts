import type { ExecuteOptions, ExecuteResult, Executor, ResolvedProvider } from "@codemode/runtime-core";
import type { HostFunction } from "@codemode/runtime-core/internal";
import { expectTypeOf, test } from "vitest";
import type {
  DynamicWorkerExecutor,
  DynamicWorkerExecutorOptions,
  ExecutionBudget,
  ToolDispatcher,
} from "../src/index.ts";

test("DynamicWorkerExecutor is an Executor with the documented constructor", () => {
  expectTypeOf<DynamicWorkerExecutor>().toExtend<Executor>();
  expectTypeOf<ConstructorParameters<typeof DynamicWorkerExecutor>>().toEqualTypeOf<
    [DynamicWorkerExecutorOptions]
  >();
  expectTypeOf<DynamicWorkerExecutor["execute"]>().parameters.toEqualTypeOf<
    [string, ResolvedProvider[] | Record<string, HostFunction>, (ExecuteOptions | undefined)?]
  >();
  expectTypeOf<DynamicWorkerExecutor["execute"]>().returns.toEqualTypeOf<Promise<ExecuteResult>>();
});

test("options: the documented fields, plus optional codemode additions", () => {
  expectTypeOf<DynamicWorkerExecutorOptions["loader"]>().toEqualTypeOf<WorkerLoader>();
  expectTypeOf<DynamicWorkerExecutorOptions["timeout"]>().toEqualTypeOf<number | undefined>();
  expectTypeOf<DynamicWorkerExecutorOptions["globalOutbound"]>().toEqualTypeOf<Fetcher | null | undefined>();
  expectTypeOf<DynamicWorkerExecutorOptions["modules"]>().toEqualTypeOf<Record<string, string> | undefined>();
  expectTypeOf<DynamicWorkerExecutorOptions["bindings"]>().toEqualTypeOf<
    Record<string, unknown> | undefined
  >();
  expectTypeOf<DynamicWorkerExecutorOptions["budget"]>().toEqualTypeOf<ExecutionBudget | false | undefined>();
  expectTypeOf<{ loader: WorkerLoader }>().toExtend<DynamicWorkerExecutorOptions>();
});

test("ToolDispatcher.call takes serialized arguments and answers a serialized envelope", () => {
  expectTypeOf<ConstructorParameters<typeof ToolDispatcher>>().toEqualTypeOf<
    [Record<string, HostFunction>]
  >();
  expectTypeOf<ToolDispatcher["call"]>().returns.toEqualTypeOf<Promise<string>>();
  expectTypeOf<ToolDispatcher["call"]>().parameter(0).toEqualTypeOf<string>();
  expectTypeOf<ToolDispatcher["call"]>().parameter(1).toEqualTypeOf<string | undefined>();
});
