import { RpcTarget } from "cloudflare:workers";
import type { CallMeta } from "@codemode/runtime-core";
import {
  callHostFunction,
  decodeDurable,
  encodeDurable,
  errorMessage,
  type HostFunction,
} from "@codemode/runtime-core/internal";

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
  call(name: string, argsJson?: string, metaJson?: string): Promise<string> {
    let meta: CallMeta | undefined;
    try {
      meta = metaJson ? parseCallMeta(metaJson) : undefined;
    } catch (error) {
      return Promise.resolve(
        errorEnvelope(
          `The call identity for tool "${String(name)}" could not be read: ${errorMessage(error)}`,
        ),
      );
    }
    return dispatchTool(this.#fns, String(name), argsJson, meta);
  }
}

/** A host call's outcome: the function's result, or the message of what it threw. */
export type ToolOutcome = { ok: true; result: unknown } | { ok: false; error: string };

/**
 * Runs one host function for the sandbox: the shared core of {@link ToolDispatcher.call} and of the
 * executor's own bridge (which receives values rather than serialized text). Never throws.
 */
export function invokeTool(
  fns: ReadonlyMap<string, HostFunction>,
  name: string,
  args: unknown[],
  meta: CallMeta | undefined,
): Promise<ToolOutcome> {
  const fn = fns.get(name);
  if (!fn) {
    const known = [...fns.keys()].filter((key) => !key.startsWith("__"));
    return Promise.resolve({
      ok: false,
      error: `Tool "${name}" not found. Available tools: ${known.join(", ") || "(none)"}.`,
    });
  }
  return toOutcome(() => callHostFunction(fn, meta, args));
}

/**
 * The outcome of `work`, which may throw, return a value or return a promise. Written with `then` rather
 * than as an async function: one promise hop per host call instead of three.
 */
export function toOutcome(work: () => unknown): Promise<ToolOutcome> {
  let pending: Promise<unknown>;
  try {
    pending = Promise.resolve(work());
  } catch (error) {
    return Promise.resolve({ ok: false, error: errorMessage(error) });
  }
  return pending.then(
    (result): ToolOutcome => ({ ok: true, result }),
    (error: unknown): ToolOutcome => ({ ok: false, error: errorMessage(error) }),
  );
}

async function dispatchTool(
  fns: ReadonlyMap<string, HostFunction>,
  name: string,
  argsJson: string | undefined,
  meta: CallMeta | undefined,
): Promise<string> {
  let args: unknown[];
  try {
    const decoded = argsJson ? decodeDurable(argsJson) : [];
    args = Array.isArray(decoded) ? decoded : [decoded];
  } catch (error) {
    return errorEnvelope(`The arguments of tool "${name}" could not be read: ${errorMessage(error)}`);
  }
  const outcome = await invokeTool(fns, name, args, meta);
  return outcome.ok ? resultEnvelope(`tool "${name}"`, outcome.result) : errorEnvelope(outcome.error);
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
