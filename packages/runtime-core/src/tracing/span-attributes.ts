import type { CodemodeEvent } from "../types/events.ts";
import type { CodemodeSpanAttributes } from "./tracer-types.ts";

/** The events a call span is made from. */
export type CallSpanEvent = Extract<
  CodemodeEvent,
  { type: "call_replayed" | "call_applied" | "call_failed" | "call_paused" | "call_refused" }
>;

/** How a call span's call ended, its `codemode.call.outcome`. */
export type CallOutcome = "applied" | "replayed" | "failed" | "paused" | "refused";

const OUTCOMES: Record<CallSpanEvent["type"], CallOutcome> = {
  call_applied: "applied",
  call_replayed: "replayed",
  call_failed: "failed",
  call_paused: "paused",
  call_refused: "refused",
};

/** The outcome attribute of the call span built from `event`. */
export function callOutcome(event: CallSpanEvent): CallOutcome {
  return OUTCOMES[event.type];
}

/**
 * Attributes of a call span; `values` (with `includeValues`) adds the call's arguments, as `args` gives them,
 * and its result.
 */
export function callAttributes(
  event: CallSpanEvent,
  values: { args: string | undefined } | undefined,
): CodemodeSpanAttributes {
  const attributes: CodemodeSpanAttributes = {
    "codemode.execution.id": event.executionId,
    "codemode.call.connector": event.connector,
    "codemode.call.method": event.method,
    "codemode.call.outcome": callOutcome(event),
  };
  if (event.type !== "call_refused") attributes["codemode.call.seq"] = event.seq;
  if (event.type === "call_applied" || event.type === "call_failed")
    attributes["codemode.call.duration_ms"] = event.durationMs;
  else attributes["codemode.call.duration_ms"] = 0;
  if (event.type === "call_failed") attributes["codemode.call.executed"] = event.executed;
  if (event.type === "call_replayed") attributes["codemode.call.failed"] = event.failed;
  if (event.type === "call_paused") attributes["codemode.call.uncertain"] = event.uncertain;
  if (!values) return attributes;
  if (values.args !== undefined) attributes["codemode.call.args"] = values.args;
  const result = "result" in event ? json(event.result) : undefined;
  if (result !== undefined) attributes["codemode.call.result"] = result;
  return attributes;
}

/**
 * `value` as JSON for an attribute (attribute values are primitives), or `undefined` when absent or not
 * serializable.
 */
export function json(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
