import { STEP_CONNECTOR } from "../types/execution.ts";
import { hash64 } from "./hash64.ts";

/**
 * Call identity: how a call arriving from the sandbox is matched to a call recorded by an earlier pass. Every
 * rule that host and sandbox must agree on lives here (and in {@link canonicalPlainJson} and the durable
 * codec), and every execution records the {@link CALL_IDENTITY_VERSION} and {@link CODEC_VERSION} it started
 * under, so a run paused for a day survives an engine upgrade: it continues under the rules it was recorded
 * with, or is refused with instructions (`identity-versions.ts`), never replayed under different rules.
 *
 * Version 1 (since 2026-12-01): a call's cause is `hash64(parent + "." + n)` for the n-th host call issued in
 * context `parent` (the program starts in {@link ROOT_CAUSE}; the continuation of a call runs in the context
 * named by its cause; the n-th timer of a context opens the context `hash64(parent + ".timer." + n)`); `hash64`
 * is 64-bit FNV-1a over UTF-16 code units; arguments compare as their canonical (key-sorted) durable encoding;
 * a call without a cause matches by arrival order; the idempotency key is `execution:seq:hash64(connector.method)`.
 *
 * Change any of these and the version must change, with the old rules kept for runs recorded under them.
 */
export const CALL_IDENTITY_VERSION = 1;

/**
 * Version of the durable value codec (`encodeDurable`, `canonicalJson`): recorded arguments are compared as
 * its canonical text and recorded results are decoded by it, so a run continues only under the codec it was
 * recorded with. Version 1: JSON plus `$cm` tags (see `durable-codec.ts`).
 */
export const CODEC_VERSION = 1;

/** The context the program starts in: the parent of its first host calls. */
export const ROOT_CAUSE = "root";

/** The cause of the `index`-th host call (from 0) issued in context `parent`. */
export function childCause(parent: string, index: number): string {
  return hash64(`${parent}.${index}`);
}

/** The context opened by the `index`-th timer (from 0) that context `parent` scheduled. */
export function timerCause(parent: string, index: number): string {
  return hash64(`${parent}.timer.${index}`);
}

/**
 * A stable idempotency key for one call: the same execution, position (`seq`) and method give the same key on
 * every pass and after a host crash, so a connector can recognise a call it may already have applied. The
 * arguments are deliberately not part of it: a call the host ran but never recorded (it died first) runs
 * again at the same position, and its arguments may differ if they came from earlier unrecorded results; the
 * connector must still see the same key, or it would apply the action twice.
 */
export function idempotencyKey(
  executionId: string,
  seq: number,
  call: { connector: string; method: string },
): string {
  return `${executionId}:${seq}:${hash64(`${call.connector}.${call.method}`)}`;
}

/** How messages name a call: `github.create_issue`, or `codemode.step("name")` for a step. */
export function callLabel(call: { connector: string; method: string }): string {
  return call.connector === STEP_CONNECTOR
    ? `codemode.step("${call.method}")`
    : `${call.connector}.${call.method}`;
}
