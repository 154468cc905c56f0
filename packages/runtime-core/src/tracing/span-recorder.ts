import type { Logger } from "../engine/ports.ts";
import { errorMessage } from "../errors.ts";
import type { CodemodeEvent } from "../types/events.ts";
import { type CallSpanEvent, callAttributes, json } from "./span-attributes.ts";
import { contextWithSpan } from "./span-context.ts";
import { CODEMODE_SPAN_NAMES } from "./trace-options.ts";
import type {
  CodemodeSpan,
  CodemodeSpanAttributes,
  CodemodeTraceContext,
  CodemodeTracer,
} from "./tracer-types.ts";

/** `SpanStatusCode.ERROR` of the OpenTelemetry API. */
const STATUS_ERROR = 2;

/** An open span and the context that makes new spans its children. */
interface OpenSpan {
  span: CodemodeSpan;
  context: CodemodeTraceContext;
}

/** What is open of one execution in this recorder. */
interface ExecutionTrace extends OpenSpan {
  /** Passes started inside this execution span. */
  passes: number;
  /** The terminal status an `execution_ended` reported while a pass was still live. */
  endStatus?: string;
  pass?: OpenSpan & { args: Map<number, string> };
}

/**
 * Turns one runtime's events, in their delivery order, into OpenTelemetry spans: an execution span per
 * execution and request, a pass span under it for each pass, a call span under the pass for each call.
 * Spans get the times the engine saw (`at`, and `durationMs` for calls that ran), so they are right although
 * they are built after the fact. Every tracer call is guarded: what the tracer throws is logged once and
 * ignored, and the recorder's own state is updated before the tracer is called, so it never leaks.
 */
export class SpanRecorder {
  readonly #tracer: CodemodeTracer;
  readonly #logger: Logger;
  readonly #includeValues: boolean;
  readonly #executions = new Map<string, ExecutionTrace>();
  /** The execution whose span the previous event (its terminal `pass_ended`) closed. */
  #closedByPass: string | undefined;
  #warned = false;

  constructor(tracer: CodemodeTracer, logger: Logger, includeValues: boolean) {
    this.#tracer = tracer;
    this.#logger = logger;
    this.#includeValues = includeValues;
  }

  /** Handles one event; never throws. */
  record(event: CodemodeEvent): void {
    const closedByPass = this.#closedByPass;
    this.#closedByPass = undefined;
    try {
      this.#record(event, closedByPass === event.executionId);
    } catch (error) {
      this.#failed(error);
    }
  }

  #record(event: CodemodeEvent, justClosed: boolean): void {
    switch (event.type) {
      case "execution_created":
        this.#openExecution(event.executionId, event.at, event.code);
        return;
      case "pass_started":
        this.#startPass(event);
        return;
      case "call_started":
        if (this.#includeValues && event.args !== undefined) {
          const args = json(event.args);
          if (args !== undefined) this.#executions.get(event.executionId)?.pass?.args.set(event.seq, args);
        }
        return;
      case "call_replayed":
      case "call_applied":
      case "call_failed":
      case "call_paused":
      case "call_refused":
        this.#call(event);
        return;
      case "pass_ended":
        this.#endPass(event);
        return;
      case "execution_ended":
        if (!justClosed) this.#endExecution(event);
        return;
      case "rollback_step":
        this.#rollbackStep(event);
        return;
    }
  }

  #openExecution(executionId: string, at: number, code?: string): ExecutionTrace | undefined {
    const existing = this.#executions.get(executionId);
    if (existing) return existing;
    const attributes: CodemodeSpanAttributes = { "codemode.execution.id": executionId };
    if (this.#includeValues && code !== undefined) attributes["codemode.execution.code"] = code;
    const span = this.#guard(() =>
      this.#tracer.startSpan(CODEMODE_SPAN_NAMES.execution, { startTime: at, attributes }),
    );
    if (!span) return undefined;
    const trace: ExecutionTrace = { span, context: contextWithSpan(span), passes: 0 };
    this.#executions.set(executionId, trace);
    return trace;
  }

  #startPass(event: Extract<CodemodeEvent, { type: "pass_started" }>): void {
    const execution = this.#openExecution(event.executionId, event.at);
    if (!execution) return;
    execution.passes++;
    const attributes: CodemodeSpanAttributes = {
      "codemode.execution.id": event.executionId,
      "codemode.pass.reason": event.reason,
      "codemode.pass.attempt": event.attempt,
    };
    this.#guard(() => execution.span.setAttribute("codemode.execution.attempt", event.attempt));
    const span = this.#guard(() =>
      this.#tracer.startSpan(
        CODEMODE_SPAN_NAMES.pass,
        { startTime: event.at, attributes },
        execution.context,
      ),
    );
    if (span) execution.pass = { span, context: contextWithSpan(span), args: new Map() };
  }

  #call(event: CallSpanEvent): void {
    const execution = this.#executions.get(event.executionId);
    const pass = execution?.pass;
    let args: string | undefined;
    if (event.type === "call_paused" || event.type === "call_refused") {
      if (this.#includeValues) args = json(event.args);
    } else if (pass && event.type !== "call_replayed") {
      args = pass.args.get(event.seq);
      pass.args.delete(event.seq);
    }
    const ran = event.type === "call_applied" || event.type === "call_failed";
    const startTime = ran ? event.at - event.durationMs : event.at;
    const attributes = callAttributes(event, this.#includeValues ? { args } : undefined);
    const parent = pass?.context ?? execution?.context;
    const span = this.#guard(() =>
      this.#tracer.startSpan(CODEMODE_SPAN_NAMES.call, { startTime, attributes }, parent),
    );
    if (!span) return;
    if (event.type === "call_failed" || event.type === "call_refused")
      this.#error(span, event.error, event.at);
    this.#guard(() => span.end(event.at));
  }

  #endPass(event: Extract<CodemodeEvent, { type: "pass_ended" }>): void {
    // A pass that ends the run is followed by its `execution_ended`: this span already tells it.
    if (event.status !== "paused") this.#closedByPass = event.executionId;
    const execution = this.#executions.get(event.executionId);
    if (!execution) return;
    const pass = execution.pass;
    execution.pass = undefined;
    const status = execution.endStatus ?? event.status;
    this.#executions.delete(event.executionId);
    if (pass) {
      const counts = event.counts;
      this.#guard(() =>
        pass.span.setAttributes({
          "codemode.pass.status": event.status,
          "codemode.pass.duration_ms": event.durationMs,
          "codemode.pass.calls.started": counts.started,
          "codemode.pass.calls.replayed": counts.replayed,
          "codemode.pass.calls.applied": counts.applied,
          "codemode.pass.calls.failed": counts.failed,
          "codemode.pass.calls.refused": counts.refused,
        }),
      );
      if (event.dropped)
        this.#guard(() => pass.span.setAttribute("codemode.events_dropped", event.dropped ?? 0));
      if (event.status === "error") this.#error(pass.span, event.error ?? "The pass failed.", event.at);
      this.#guard(() => pass.span.end(event.at));
    }
    this.#finishExecution(execution, status, event.status === "error" ? event.error : undefined, event.at);
  }

  #endExecution(event: Extract<CodemodeEvent, { type: "execution_ended" }>): void {
    const execution =
      this.#executions.get(event.executionId) ?? this.#openExecution(event.executionId, event.at);
    if (!execution) return;
    if (execution.pass) {
      // Ended (expired, rejected) while a pass is still live: that pass's end closes the span.
      execution.endStatus = event.status;
      this.#guard(() =>
        execution.span.addEvent(
          "codemode.execution_ended",
          { "codemode.execution.status": event.status },
          event.at,
        ),
      );
      return;
    }
    this.#executions.delete(event.executionId);
    this.#finishExecution(execution, event.status, event.error, event.at);
  }

  #finishExecution(execution: ExecutionTrace, status: string, error: string | undefined, at: number): void {
    this.#guard(() =>
      execution.span.setAttributes({
        "codemode.execution.status": status,
        "codemode.execution.passes": execution.passes,
      }),
    );
    if (status === "error") this.#error(execution.span, error ?? "The execution failed.", at);
    this.#guard(() => execution.span.end(at));
  }

  /** A rollback step: a span of its own (a rollback is not a pass), linked to its execution by id. */
  #rollbackStep(event: Extract<CodemodeEvent, { type: "rollback_step" }>): void {
    const attributes: CodemodeSpanAttributes = {
      "codemode.execution.id": event.executionId,
      "codemode.call.connector": event.connector,
      "codemode.call.method": event.method,
      "codemode.call.seq": event.seq,
      "codemode.rollback.outcome": event.outcome,
    };
    const span = this.#guard(() =>
      this.#tracer.startSpan(CODEMODE_SPAN_NAMES.rollbackStep, { startTime: event.at, attributes }),
    );
    if (!span) return;
    if (event.outcome === "failed") this.#error(span, event.error ?? "The revert failed.", event.at);
    this.#guard(() => span.end(event.at));
  }

  #error(span: CodemodeSpan, message: string, at: number): void {
    this.#guard(() => span.recordException({ name: "CodemodeError", message }, at));
    this.#guard(() => span.setStatus({ code: STATUS_ERROR, message }));
  }

  #guard<T>(action: () => T): T | undefined {
    try {
      return action();
    } catch (error) {
      this.#failed(error);
      return undefined;
    }
  }

  #failed(error: unknown): void {
    if (this.#warned) return;
    this.#warned = true;
    this.#logger.warn(
      `codemode: the tracer threw (${errorMessage(error)}); spans it could not record are skipped, and further tracer errors of this runtime are not logged.`,
      error,
    );
  }
}
