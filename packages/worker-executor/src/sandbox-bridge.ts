import { RpcTarget } from "cloudflare:workers";
import type { CallMeta, ConnectorBinding } from "@codemode/runtime-core";
import {
  childCause,
  decodeDurable,
  encodeDurable,
  errorMessage,
  type HostFunction,
  ROOT_CAUSE,
} from "@codemode/runtime-core/internal";
import type { ExecutionGate } from "./execution-gate.ts";
import { isPlainJson } from "./plain-json.ts";
import { invokeTool, type ToolOutcome, toOutcome } from "./tool-dispatcher.ts";

/** Kinds of host call the sandbox makes; the numbers are the wire values. */
export const CallKind = { provider: 0, connector: 1 } as const;

/** What the bridge dispatches to, for one execution. */
export interface BridgeTargets {
  gate: ExecutionGate;
  /** Each provider's functions by sanitized name, keyed by namespace. */
  providers: ReadonlyMap<string, ReadonlyMap<string, HostFunction>>;
  connectors: ReadonlyMap<string, ConnectorBinding["binding"]>;
  clockAt?: (meta: CallMeta) => number | undefined;
}

/**
 * A parsed route: `kind|seq|index|parent|namespace|name`, the name last since a connector method may hold
 * `|`. The call's cause is runtime-core's `childCause(parent, index)`: the n-th call issued in the parent context.
 */
interface Route {
  kind: number;
  meta: CallMeta;
  namespace: string;
  name: string;
}

/**
 * What the sandbox receives for one host call: `[cause, clock, error, result]`. `clock` is the reading of
 * `determinism.clockAt` (or `undefined`), `error` the failure message (or `undefined` on success). A
 * successful reply whose result is plain JSON travels as that array's JSON text instead (with `null` for
 * the absent clock and error): Workers RPC carries a string faster than a structured clone.
 */
export type BridgeReply = [
  cause: string,
  clock: number | undefined,
  error: string | undefined,
  result: unknown,
];

const LATE_MESSAGE =
  "The code execution finished before this call settled, so its result is not available. Await every call before returning.";

/**
 * The one host entry point of a sandbox: every provider and connector call of one execution arrives here,
 * passed to the sandbox as an RPC argument (live objects cannot go into a loaded Worker's `env`). It gates
 * each call on the execution being live, attaches the call's identity (`seq`, `cause`) and, after the call
 * settles, the clock reading of `determinism.clockAt`. Values cross as Workers RPC structured clones and are
 * normalized here with runtime-core's durable codec (functions, symbols and cycles are refused with the
 * path where they occur; what reaches a tool or the sandbox is what a replay would see), so the freshly
 * started sandbox, which runs JavaScript far slower than this warm isolate, does no encoding. For the same
 * reason the cause is hashed here. It never throws: failures travel in the reply.
 */
export class SandboxBridge extends RpcTarget {
  readonly #targets: BridgeTargets;

  constructor(targets: BridgeTargets) {
    super();
    this.#targets = targets;
  }

  /**
   * One host call from the sandbox: `route` is `kind|seq|index|parent|namespace|name`, `args` the positional
   * arguments, as JSON text when JSON keeps them intact or else as a structured clone, and `replayed` the
   * causes of recorded calls the sandbox answered itself since its previous host call.
   */
  call(route: string, args: string | unknown[], replayed?: unknown): Promise<BridgeReply | string> {
    const parsed = parseRoute(route);
    if (!parsed || (typeof args !== "string" && !Array.isArray(args))) {
      return Promise.resolve([ROOT_CAUSE, undefined, "Malformed host call from the sandbox.", undefined]);
    }
    const { gate } = this.#targets;
    const { meta } = parsed;
    if (Array.isArray(replayed)) meta.replayed = replayed.filter((cause) => typeof cause === "string");
    if (gate.closed) return Promise.resolve([meta.cause, undefined, LATE_MESSAGE, undefined]);
    const running = gate.run(
      () => this.#dispatch(parsed, args),
      (): ToolOutcome => ({ ok: false, error: LATE_MESSAGE }),
    );
    return running.then((outcome) => reply(meta.cause, this.#clock(meta), outcome, parsed));
  }

  /**
   * Answers at once. The sandbox calls it as its run ends while calls are still unanswered: calls on one stub
   * arrive in order, so by the time this answers every call the code started has reached the host.
   */
  sync(): undefined {
    return undefined;
  }

  /** The reading of `determinism.clockAt` for a settled call, or `undefined` when it has none or the run is over. */
  #clock(meta: CallMeta): number | undefined {
    const { clockAt, gate } = this.#targets;
    if (!clockAt || gate.closed) return undefined;
    try {
      const at = clockAt(meta);
      return typeof at === "number" && Number.isFinite(at) ? at : undefined;
    } catch {
      return undefined;
    }
  }

  #dispatch(route: Route, rawArgs: string | unknown[]): Promise<ToolOutcome> {
    const { kind, namespace, name, meta } = route;
    const args = readArgs(rawArgs, route);
    if (!args.ok) return Promise.resolve(args);
    const values = args.result as unknown[];
    if (kind === CallKind.provider) {
      const fns = this.#targets.providers.get(namespace);
      if (!fns) return failed(`No provider named "${namespace}" in this execution.`);
      return invokeTool(fns, name, values, meta);
    }
    const binding = this.#targets.connectors.get(namespace);
    if (!binding) return failed(`No connector named "${namespace}" in this execution.`);
    return toOutcome(() => binding.callTool(name, values[0], meta));
  }
}

/**
 * The reply (see {@link BridgeReply}): JSON text when the result is plain JSON, which needs no further
 * check; otherwise the result normalized with the durable codec, or the error naming what cannot cross.
 */
function reply(
  cause: string,
  clock: number | undefined,
  outcome: ToolOutcome,
  route: Route,
): BridgeReply | string {
  if (!outcome.ok) return [cause, clock, outcome.error, undefined];
  if (isPlainJson(outcome.result)) {
    return `[${JSON.stringify(cause)},${clock ?? "null"},null,${JSON.stringify(outcome.result)}]`;
  }
  const normalized = normalize(outcome.result, route, "result");
  return normalized.ok
    ? [cause, clock, undefined, normalized.result]
    : [cause, clock, normalized.error, undefined];
}

/**
 * The arguments as a tool receives them: JSON text (which the sandbox sends only when JSON keeps the
 * values intact, so it needs no further check) or a structured clone, normalized with the durable codec.
 */
function readArgs(args: string | unknown[], route: Route): ToolOutcome {
  if (typeof args !== "string") return normalize(args, route, "arguments");
  try {
    const parsed: unknown = JSON.parse(args);
    return Array.isArray(parsed)
      ? { ok: true, result: parsed }
      : { ok: false, error: `${cannotSend(route, "arguments")}: they are not a list.` };
  } catch (error) {
    return { ok: false, error: `${cannotSend(route, "arguments")}: ${errorMessage(error)}` };
  }
}

/** The start of the message for a call's arguments or result that cannot cross; built only on failure. */
function cannotSend(route: Route, part: "arguments" | "result"): string {
  const label = `${route.namespace}.${route.name}`;
  return part === "arguments"
    ? `The arguments of ${label} cannot be sent to the host`
    : `The result of ${label} cannot be sent to the sandbox`;
}

function failed(error: string): Promise<ToolOutcome> {
  return Promise.resolve({ ok: false, error });
}

/**
 * The value as the durable codec round-trips it (what a replay would see), or an error naming the path of
 * what cannot cross: a function, a symbol or a cycle.
 */
function normalize(value: unknown, route: Route, part: "arguments" | "result"): ToolOutcome {
  try {
    return { ok: true, result: decodeDurable(encodeDurable(value)) };
  } catch (error) {
    return {
      ok: false,
      error: `${cannotSend(route, part)}: it contains ${errorMessage(error)}. Pass plain data: JSON values, binary data, bigint, Date, Map or Set.`,
    };
  }
}

function parseRoute(route: unknown): Route | undefined {
  if (typeof route !== "string") return undefined;
  const cuts: number[] = [];
  for (let at = route.indexOf("|"); at >= 0 && cuts.length < 5; at = route.indexOf("|", at + 1))
    cuts.push(at);
  const [first, second, third, fourth, fifth] = cuts;
  if (
    first === undefined ||
    second === undefined ||
    third === undefined ||
    fourth === undefined ||
    fifth === undefined
  ) {
    return undefined;
  }
  const kind = Number(route.slice(0, first));
  const seq = Number(route.slice(first + 1, second));
  const index = Number(route.slice(second + 1, third));
  if (kind !== CallKind.provider && kind !== CallKind.connector) return undefined;
  if (!Number.isSafeInteger(seq) || seq < 0 || !Number.isSafeInteger(index) || index < 0) return undefined;
  return {
    kind,
    meta: { seq, cause: childCause(route.slice(third + 1, fourth), index) },
    namespace: route.slice(fourth + 1, fifth),
    name: route.slice(fifth + 1),
  };
}
