import { childCause, ROOT_CAUSE, timerCause } from "@codemode/runtime-core/sandbox-shared";
import { jsonParse, originalSetInterval, originalSetTimeout } from "./captured.ts";
import { describeError } from "./describe-error.ts";
import { encodeArgs } from "./encode-args.ts";
import { localReply, putBackReplayed, type Reply, takeReplayed } from "./replay.ts";
import { trackTimer } from "./run-timers.ts";

/** The host's side of the sandbox's calls: `SandboxBridge`, an RPC stub here. */
export interface HostBridge {
  call(route: string, args: string | unknown[], replayed?: string[]): Promise<Reply | string>;
  sync(): Promise<unknown>;
}

/** Kinds of host call; the numbers are the wire values (`CallKind` of the bridge). */
export const PROVIDER_CALL = 0;
export const CONNECTOR_CALL = 1;

/** A context the code runs in: its name (a cause, or "root") and how many host calls and timers it issued. */
interface CallContext {
  id: string;
  calls: number;
  timers: number;
}

let context: CallContext = { id: ROOT_CAUSE, calls: 0, timers: 0 };
let nextSeq = 0;
let outstanding = 0;
let callsEnded = false;
let hostBridge: HostBridge | undefined;
// The bridge's call method, read once: reading a method of an RPC stub makes a new callable object every
// time (measured: about 1.5 µs of a call).
let bridgeCall: HostBridge["call"] = () => Promise.reject(new Error("The sandbox's calls have not started."));
let awaitTurn: ((seq: number) => Promise<void>) | undefined;
let onClock: ((at: unknown) => void) | undefined;

/** The id of the context the code runs in now (what seeded randomness draws for). */
export function contextId(): string {
  return context.id;
}

/**
 * Starts the run's calls on `bridge`. `awaitTurnWith` (only with determinism: `createOrderedDelivery()`)
 * makes replies wait for their turn, and `clock` receives the clock reading of each reply. Replaces the
 * timers with ones whose callbacks run in a context of their own (see runtime-core's `identity/call-identity.ts`).
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export function startCalls(
  bridge: HostBridge,
  awaitTurnWith: ((seq: number) => Promise<void>) | undefined,
  clock: ((at: unknown) => void) | undefined,
): void {
  hostBridge = bridge;
  bridgeCall = bridge.call;
  onClock = clock;
  awaitTurn = awaitTurnWith;
  globalThis.setTimeout = timerWrapper(
    originalSetTimeout as unknown as TimerFunction,
    false,
  ) as unknown as typeof setTimeout;
  globalThis.setInterval = timerWrapper(
    originalSetInterval as unknown as TimerFunction,
    true,
  ) as unknown as typeof setInterval;
}

/**
 * Ends the run's calls. A call the code started but did not await may not have reached the host yet: one
 * more call on the same bridge arrives after it (calls on one stub are delivered in order), so once that
 * answers, the host has every call the code started and runs it to completion, as fire-and-forget calls
 * should. `letCallsArrive` is false for an interrupted run, which starts nothing more on the host.
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export async function endCalls(letCallsArrive: boolean): Promise<void> {
  callsEnded = true;
  if (!letCallsArrive || outstanding === 0 || hostBridge === undefined) return;
  try {
    await hostBridge.sync();
  } catch {
    // the host is gone; nothing more to wait for
  }
}

function failureMessage(namespace: string, name: string, error: unknown): string {
  const label = `${namespace}.${name}`;
  return error instanceof Error && error.name === "DataCloneError"
    ? `The arguments of ${label} cannot be sent to the host: ${error.message} Pass plain data: JSON values, binary data, bigint, Date, Map or Set.`
    : `The host call ${label} failed: ${describeError(error)}`;
}

// The reply of a call that did not reach the host (or whose host is gone), as the host would have answered.
function failedReply(
  parent: CallContext,
  index: number,
  namespace: string,
  name: string,
  error: unknown,
): Reply {
  return [childCause(parent.id, index), undefined, failureMessage(namespace, name, error), undefined];
}

// Opens the context of the delivered call and answers its result, or throws its error.
function settle(answer: Reply | string): unknown {
  const reply = typeof answer === "string" ? (jsonParse(answer) as Reply) : answer;
  context = { id: reply[0], calls: 0, timers: 0 };
  if (onClock !== undefined) onClock(reply[1]);
  if (reply[2] !== undefined && reply[2] !== null) throw new Error(reply[2]);
  return reply[3];
}

function sendCall(
  kind: number,
  seq: number,
  index: number,
  parent: CallContext,
  namespace: string,
  name: string,
  args: unknown[],
  replayed: string[] | undefined,
): Promise<Reply | string> {
  const route = `${kind}|${seq}|${index}|${parent.id}|${namespace}|${name}`;
  const sent = encodeArgs(args);
  return replayed === undefined ? bridgeCall(route, sent) : bridgeCall(route, sent, replayed);
}

async function calledAfterEnd(namespace: string, name: string): Promise<never> {
  throw new Error(
    `${namespace}.${name} was called after the execution finished; await every call before returning.`,
  );
}

async function settleLater(reply: Reply): Promise<unknown> {
  return settle(reply);
}

function arrived(reply: Reply | string): unknown {
  outstanding--;
  return settle(reply);
}

/**
 * One host call. Without ordered delivery (no determinism) its reply is delivered as it arrives, through the
 * RPC promise's own `then`: no async function, and no extra turn, per call. With it, {@link orderedCall}
 * holds the reply for its turn.
 */
export function hostCall(kind: number, namespace: string, name: string, args: unknown[]): Promise<unknown> {
  if (callsEnded) return calledAfterEnd(namespace, name);
  const parent = context;
  const index = parent.calls++;
  const seq = nextSeq++;
  if (__HARNESS_DETERMINISM__ && awaitTurn !== undefined)
    return orderedCall(kind, namespace, name, args, parent, index, seq);
  outstanding++;
  let pending: Promise<Reply | string>;
  try {
    pending = sendCall(kind, seq, index, parent, namespace, name, args, undefined);
  } catch (error) {
    outstanding--;
    return settleLater(failedReply(parent, index, namespace, name, error));
  }
  return pending.then(arrived, (error: unknown) => {
    outstanding--;
    return settle(failedReply(parent, index, namespace, name, error));
  });
}

// A host call with ordered delivery: its reply (from the host, or answered here from a replay record) waits
// for its turn. Awaited, not chained with then: awaiting the turn (a native promise) does not call a then the
// code may have replaced on Promise.prototype.
async function orderedCall(
  kind: number,
  namespace: string,
  name: string,
  args: unknown[],
  parent: CallContext,
  index: number,
  seq: number,
): Promise<unknown> {
  let reply =
    __HARNESS_REPLAY__ && kind === CONNECTOR_CALL
      ? localReply(namespace, name, args, parent.id, index)
      : undefined;
  if (reply === undefined) {
    outstanding++;
    // The causes answered here since the last host call ride along; none, the usual case, costs no argument.
    const replayed = __HARNESS_REPLAY__ ? takeReplayed() : undefined;
    try {
      reply = (await sendCall(kind, seq, index, parent, namespace, name, args, replayed)) as Reply;
    } catch (error) {
      // The call may never have left (arguments that cannot be sent): report its causes with a later one.
      if (__HARNESS_REPLAY__ && replayed !== undefined) putBackReplayed(replayed);
      reply = failedReply(parent, index, namespace, name, error);
    } finally {
      outstanding--;
    }
  }
  await (awaitTurn as (seq: number) => Promise<void>)(seq);
  return settle(reply);
}

type TimerFunction = (callback: unknown, delay?: number, ...args: unknown[]) => unknown;

// Each timer the code sets is remembered (run-timers.ts), so the end of the run cancels those still pending.
// @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
function timerWrapper(original: TimerFunction, repeating: boolean): TimerFunction {
  return (callback, delay, ...args) => {
    if (typeof callback !== "function") return trackTimer(original(callback, delay, ...args), repeating);
    const timerContext = { id: timerCause(context.id, context.timers++), calls: 0, timers: 0 };
    const handle = original(
      (...values: unknown[]) => {
        context = timerContext;
        return callback(...values);
      },
      delay,
      ...args,
    );
    return trackTimer(handle, repeating);
  };
}
