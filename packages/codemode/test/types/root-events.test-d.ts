// The runtime events of the root entry (`codemode`): a codemode addition, one discriminated union and the
// `events` option of `createCodemodeRuntime`.

import {
  type CodemodeEvent,
  type CodemodeEventOptions,
  type CodemodeEventType,
  type CreateCodemodeRuntimeOptions,
  DEFAULT_MAX_QUEUED_EVENTS,
  type ExecutionEndStatus,
} from "codemode";
import { describe, expectTypeOf, it } from "vitest";

describe("runtime events", () => {
  it("are an optional option of createCodemodeRuntime", () => {
    expectTypeOf<CreateCodemodeRuntimeOptions["events"]>().toEqualTypeOf<CodemodeEventOptions | undefined>();
    expectTypeOf<CodemodeEventOptions["listener"]>().toEqualTypeOf<
      (event: CodemodeEvent) => void | Promise<void>
    >();
    expectTypeOf(DEFAULT_MAX_QUEUED_EVENTS).toEqualTypeOf<number>();
  });

  it("are one union discriminated by type, each member with its executionId", () => {
    expectTypeOf<CodemodeEventType>().toEqualTypeOf<
      | "execution_created"
      | "pass_started"
      | "call_started"
      | "call_replayed"
      | "call_applied"
      | "call_failed"
      | "call_paused"
      | "call_refused"
      | "pass_ended"
      | "execution_ended"
      | "rollback_step"
    >();
    expectTypeOf<CodemodeEvent["executionId"]>().toEqualTypeOf<string>();
    expectTypeOf<
      Extract<CodemodeEvent, { type: "execution_ended" }>["status"]
    >().toEqualTypeOf<ExecutionEndStatus>();
    expectTypeOf<Extract<CodemodeEvent, { type: "call_applied" }>["seq"]>().toEqualTypeOf<number>();
    expectTypeOf<Extract<CodemodeEvent, { type: "call_refused" }>>().not.toHaveProperty("seq");
  });
});
