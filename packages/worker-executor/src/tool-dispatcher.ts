import { RpcTarget } from "cloudflare:workers";
import {
  type CallMeta,
  callHostFunction,
  decodeDurable,
  encodeDurable,
  errorMessage,
  type HostFunction,
} from "@codemode/runtime-core";

/**
 * The Workers RPC bridge for one provider's host functions. `call(name, argsJson, metaJson)` takes the
 * positional arguments serialized with runtime-core's durable codec and returns a serialized envelope,
 * `{ result }` or `{ error }`, in the same codec, so binary data, bigint, `Date`, `Map`, `Set` and
 * `undefined` survive the trip, and a tool's failure reaches the sandbox as a message instead of an RPC
 * exception. With a serialized {@link CallMeta} as third argument, functions marked with `withCallMeta`
 * receive it. It never throws.
 */
export class ToolDispatcher extends RpcTarget {
  readonly #fns: Map<string, HostFunction>;

  constructor(fns: Record<string, HostFunction>) {
    super();
    this.#fns = new Map(Object.entries(fns));
  }

  /** Calls the function `name`; see the class description for the envelope. */
  async call(name: string, argsJson?: string, metaJson?: string): Promise<string> {
    const fn = this.#fns.get(String(name));
    if (!fn) {
      const known = [...this.#fns.keys()].filter((key) => !key.startsWith("__"));
      return errorEnvelope(
        `Tool "${String(name)}" not found. Available tools: ${known.join(", ") || "(none)"}.`,
      );
    }
    let args: unknown[];
    let meta: CallMeta | undefined;
    try {
      const decoded = argsJson ? decodeDurable(argsJson) : [];
      args = Array.isArray(decoded) ? decoded : [decoded];
      meta = metaJson ? parseCallMeta(metaJson) : undefined;
    } catch (error) {
      return errorEnvelope(
        `The arguments of tool "${String(name)}" could not be read: ${errorMessage(error)}`,
      );
    }
    let result: unknown;
    try {
      result = await callHostFunction(fn, meta, args);
    } catch (error) {
      return errorEnvelope(errorMessage(error));
    }
    return resultEnvelope(`tool "${String(name)}"`, result);
  }
}

/** `{ result }` in the durable codec, or an error envelope naming `what` when the result cannot cross. */
export function resultEnvelope(what: string, result: unknown): string {
  try {
    return encodeDurable({ result });
  } catch (error) {
    return errorEnvelope(
      `The result of ${what} cannot be sent to the sandbox: it contains ${errorMessage(error)}. Return plain data: JSON values, binary data, bigint, Date, Map or Set.`,
    );
  }
}

/** `{ error }` in the durable codec. */
export function errorEnvelope(message: string): string {
  return encodeDurable({ error: message });
}

function parseCallMeta(text: string): CallMeta {
  const value = JSON.parse(text) as Partial<CallMeta> | null;
  if (!value || !Number.isSafeInteger(value.seq) || typeof value.cause !== "string") {
    throw new Error("the call identity is not { seq: integer, cause: string }");
  }
  return { seq: value.seq as number, cause: value.cause };
}
