import { RpcTarget } from "cloudflare:workers";
import {
  type CallMeta,
  type ConnectorBinding,
  decodeDurable,
  errorMessage,
  type HostFunction,
  hash64,
} from "@codemode/runtime-core";
import type { ExecutionGate } from "./execution-gate.ts";
import { dispatchTool, errorEnvelope, resultEnvelope } from "./tool-dispatcher.ts";

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
 * `|`. The call's cause is `hash64(parent + "." + index)`: the n-th call issued in the parent context.
 */
interface Route {
  kind: number;
  meta: CallMeta;
  namespace: string;
  name: string;
}

const LATE_ENVELOPE = errorEnvelope(
  "The code execution finished before this call settled, so its result is not available. Await every call before returning.",
);
const MALFORMED_ENVELOPE = errorEnvelope("Malformed host call from the sandbox.");
const ROOT = "root";

/**
 * The one host entry point of a sandbox: every provider and connector call of one execution arrives here,
 * passed to the sandbox as an RPC argument (live objects cannot go into a loaded Worker's `env`). It gates
 * each call on the execution being live, attaches the call's identity (`seq`, `cause`) and, after the call
 * settles, the clock reading of `determinism.clockAt`. The wire format is two strings in, one string out
 * (`<cause>\n[@<clock>\n]<envelope>`), since every extra RPC argument costs measurable time per call; the
 * cause is hashed here rather than in the sandbox, whose freshly started isolate runs such code far slower.
 * It never throws: failures are error envelopes.
 */
export class SandboxBridge extends RpcTarget {
  readonly #targets: BridgeTargets;

  constructor(targets: BridgeTargets) {
    super();
    this.#targets = targets;
  }

  /** One host call from the sandbox: `route` is `kind|seq|index|parent|namespace|name`, `argsText` the encoded arguments. */
  call(route: string, argsText: string): Promise<string> {
    const parsed = parseRoute(route);
    if (!parsed || typeof argsText !== "string") return Promise.resolve(`${ROOT}\n${MALFORMED_ENVELOPE}`);
    const { gate, clockAt } = this.#targets;
    const cause = parsed.meta.cause;
    if (gate.closed) return Promise.resolve(`${cause}\n${LATE_ENVELOPE}`);
    const running = gate.run(
      () => this.#dispatch(parsed, argsText),
      () => LATE_ENVELOPE,
    );
    if (!clockAt) return running.then((envelope) => `${cause}\n${envelope}`);
    return running.then((envelope) => `${cause}\n${this.#clockLine(parsed.meta)}${envelope}`);
  }

  /** `@<reading>\n` from `determinism.clockAt`, or nothing when it has no reading or the run is over. */
  #clockLine(meta: CallMeta): string {
    if (this.#targets.gate.closed) return "";
    try {
      const at = this.#targets.clockAt?.(meta);
      return typeof at === "number" && Number.isFinite(at) ? `@${at}\n` : "";
    } catch {
      return "";
    }
  }

  #dispatch(route: Route, argsText: string): Promise<string> {
    if (route.kind === CallKind.provider) {
      const fns = this.#targets.providers.get(route.namespace);
      if (!fns)
        return Promise.resolve(errorEnvelope(`No provider named "${route.namespace}" in this execution.`));
      return dispatchTool(fns, route.name, argsText, route.meta);
    }
    return this.#callConnector(route, argsText);
  }

  async #callConnector({ namespace, name, meta }: Route, argsText: string): Promise<string> {
    const binding = this.#targets.connectors.get(namespace);
    if (!binding) return errorEnvelope(`No connector named "${namespace}" in this execution.`);
    let input: unknown;
    try {
      const args = decodeDurable(argsText);
      input = Array.isArray(args) ? args[0] : undefined;
    } catch (error) {
      return errorEnvelope(`The arguments of ${namespace}.${name} could not be read: ${errorMessage(error)}`);
    }
    let result: unknown;
    try {
      result = await binding.callTool(name, input, meta);
    } catch (error) {
      return errorEnvelope(errorMessage(error));
    }
    return resultEnvelope(`${namespace}.${name}`, result);
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
    meta: { seq, cause: hash64(`${route.slice(third + 1, fourth)}.${index}`) },
    namespace: route.slice(fourth + 1, fifth),
    name: route.slice(fifth + 1),
  };
}
