import { RpcTarget } from "cloudflare:workers";
import { type CallMeta, type ConnectorBinding, decodeDurable, errorMessage } from "@codemode/runtime-core";
import type { ExecutionGate } from "./execution-gate.ts";
import { errorEnvelope, resultEnvelope, type ToolDispatcher } from "./tool-dispatcher.ts";

/** Kinds of host call the sandbox makes; the numbers are the wire values. */
export const CallKind = { provider: 0, connector: 1 } as const;

/**
 * What the sandbox receives for one host call: the envelope, and the clock reading the host's
 * `determinism.clockAt` gave for the call, if any.
 */
export interface BridgeReply {
  envelope: string;
  at?: number;
}

/** What the bridge dispatches to, for one execution. */
export interface BridgeTargets {
  gate: ExecutionGate;
  providers: ReadonlyMap<string, ToolDispatcher>;
  connectors: ReadonlyMap<string, ConnectorBinding["binding"]>;
  clockAt?: (meta: CallMeta) => number | undefined;
}

const LATE_REPLY: BridgeReply = {
  envelope: errorEnvelope(
    "The code execution finished before this call settled, so its result is not available. Await every call before returning.",
  ),
};

/**
 * The one host entry point of a sandbox: every provider and connector call of one execution arrives here,
 * passed to the sandbox as an RPC argument (live objects cannot go into a loaded Worker's `env`). It gates
 * each call on the execution being live, attaches the call's identity (`seq`, `cause`) and, after the call
 * settles, the clock reading of `determinism.clockAt`. It never throws: failures are error envelopes.
 */
export class SandboxBridge extends RpcTarget {
  readonly #targets: BridgeTargets;

  constructor(targets: BridgeTargets) {
    super();
    this.#targets = targets;
  }

  /** One host call from the sandbox. */
  async call(
    kind: number,
    namespace: string,
    name: string,
    argsText: string,
    seq: number,
    cause: string,
  ): Promise<BridgeReply> {
    const { gate, clockAt } = this.#targets;
    if (gate.closed) return LATE_REPLY;
    if (!Number.isSafeInteger(seq) || typeof cause !== "string" || typeof argsText !== "string") {
      return { envelope: errorEnvelope("Malformed host call from the sandbox.") };
    }
    const meta: CallMeta = { seq, cause };
    const envelope = await gate.run(
      () => this.#dispatch(kind, String(namespace), String(name), argsText, meta),
      () => LATE_REPLY.envelope,
    );
    if (!clockAt || gate.closed) return { envelope };
    try {
      const at = clockAt(meta);
      return at === undefined ? { envelope } : { envelope, at };
    } catch {
      return { envelope };
    }
  }

  #dispatch(
    kind: number,
    namespace: string,
    name: string,
    argsText: string,
    meta: CallMeta,
  ): Promise<string> {
    if (kind === CallKind.provider) {
      const dispatcher = this.#targets.providers.get(namespace);
      if (!dispatcher)
        return Promise.resolve(errorEnvelope(`No provider named "${namespace}" in this execution.`));
      return dispatcher.call(name, argsText, JSON.stringify(meta));
    }
    return this.#callConnector(namespace, name, argsText, meta);
  }

  async #callConnector(namespace: string, method: string, argsText: string, meta: CallMeta): Promise<string> {
    const binding = this.#targets.connectors.get(namespace);
    if (!binding) return errorEnvelope(`No connector named "${namespace}" in this execution.`);
    let input: unknown;
    try {
      const args = decodeDurable(argsText);
      input = Array.isArray(args) ? args[0] : undefined;
    } catch (error) {
      return errorEnvelope(
        `The arguments of ${namespace}.${method} could not be read: ${errorMessage(error)}`,
      );
    }
    let result: unknown;
    try {
      result = await binding.callTool(method, input, meta);
    } catch (error) {
      return errorEnvelope(errorMessage(error));
    }
    return resultEnvelope(`${namespace}.${method}`, result);
  }
}
