// The traces option of the root entry (`codemode`): a codemode addition, typed with `@opentelemetry/api`'s
// `Tracer` (an optional peer used for its types only).

import type { Tracer } from "@opentelemetry/api";
import { CODEMODE_SPAN_NAMES, type CodemodeTraceOptions, type CreateCodemodeRuntimeOptions } from "codemode";
import { describe, expectTypeOf, it } from "vitest";

describe("traces", () => {
  it("are an optional option of createCodemodeRuntime taking an OpenTelemetry Tracer", () => {
    expectTypeOf<CreateCodemodeRuntimeOptions["tracing"]>().toEqualTypeOf<CodemodeTraceOptions | undefined>();
    expectTypeOf<CodemodeTraceOptions["tracer"]>().toEqualTypeOf<Tracer>();
    expectTypeOf<CodemodeTraceOptions["includeValues"]>().toEqualTypeOf<boolean | undefined>();
  });

  it("name their spans with constants", () => {
    expectTypeOf(CODEMODE_SPAN_NAMES.execution).toEqualTypeOf<"codemode.execution">();
    expectTypeOf(CODEMODE_SPAN_NAMES.pass).toEqualTypeOf<"codemode.pass">();
    expectTypeOf(CODEMODE_SPAN_NAMES.call).toEqualTypeOf<"codemode.call">();
  });
});
