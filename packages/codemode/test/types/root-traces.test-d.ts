// The traces option of the root entry (`codemode`): a codemode addition. Its tracer type is structural, so the
// declarations name no optional peer, and `@opentelemetry/api`'s own types fit it.

import type { Context, Span, Tracer } from "@opentelemetry/api";
import type { BasicTracerProvider } from "@opentelemetry/sdk-trace-base";
import {
  CODEMODE_SPAN_NAMES,
  type CodemodeSpan,
  type CodemodeTraceContext,
  type CodemodeTraceOptions,
  type CodemodeTracer,
  type CreateCodemodeRuntimeOptions,
} from "codemode";
import { describe, expectTypeOf, it } from "vitest";

describe("traces", () => {
  it("are an optional option of createCodemodeRuntime", () => {
    expectTypeOf<CreateCodemodeRuntimeOptions["tracing"]>().toEqualTypeOf<CodemodeTraceOptions | undefined>();
    expectTypeOf<CodemodeTraceOptions["tracer"]>().toEqualTypeOf<CodemodeTracer>();
    expectTypeOf<CodemodeTraceOptions["includeValues"]>().toEqualTypeOf<boolean | undefined>();
  });

  it("take the OpenTelemetry API's tracer, spans and contexts, and the SDK's tracer", () => {
    expectTypeOf<Tracer>().toExtend<CodemodeTracer>();
    expectTypeOf<Span>().toExtend<CodemodeSpan>();
    expectTypeOf<Context>().toExtend<CodemodeTraceContext>();
    expectTypeOf<ReturnType<BasicTracerProvider["getTracer"]>>().toExtend<CodemodeTracer>();
    // What codemode passes as the parent is a context the API's tracers accept.
    expectTypeOf<CodemodeTraceContext>().toExtend<Context>();
  });

  it("name their spans with constants", () => {
    expectTypeOf(CODEMODE_SPAN_NAMES.execution).toEqualTypeOf<"codemode.execution">();
    expectTypeOf(CODEMODE_SPAN_NAMES.pass).toEqualTypeOf<"codemode.pass">();
    expectTypeOf(CODEMODE_SPAN_NAMES.call).toEqualTypeOf<"codemode.call">();
  });
});
