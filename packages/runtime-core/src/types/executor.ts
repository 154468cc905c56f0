/**
 * The executor contract: anything that runs model code once in a sandbox, with host functions exposed under
 * namespaces. Executors hold no state between calls and report failures in `ExecuteResult.error`.
 */

/** Outcome of one sandbox run. */
export interface ExecuteResult {
  result: unknown;
  error?: string;
  logs?: string[];
  /**
   * codemode: set when the run did not end by itself: its timeout, its runaway-code budget, or an abort. A
   * runtime then starts no call the run had issued but the host had not started yet (DESIGN 8).
   */
  interrupted?: "timeout" | "budget" | "abort";
  /** codemode: causes of recorded calls the sandbox answered itself and had not yet reported in a `CallMeta`. */
  replayed?: string[];
}

/** A function the sandbox can call on the host. Arguments are positional. */
export type HostFunction = (...args: unknown[]) => Promise<unknown>;

/** A sandbox namespace: host functions under `name.*`, plus optional sandbox-side JavaScript. */
export interface ResolvedProvider {
  name: string;
  fns: Record<string, HostFunction>;
  /**
   * JavaScript run inside the sandbox after the namespace exists, to define sandbox-side functions on it
   * (closures cannot cross the RPC boundary). Properties it assigns take precedence over host dispatch.
   */
  prelude?: string;
}

/**
 * Identity of one call as the sandbox sees it. Executors that support it pass it with every host call; a
 * runtime uses it to match calls on replay independently of their arrival order.
 */
export interface CallMeta {
  /** Order in which the sandbox issued the call (0-based, over every host call of the pass). */
  seq: number;
  /** Causal identity: which earlier call's continuation issued this call, and its order there. */
  cause: string;
  /**
   * Causes of recorded calls the sandbox answered from `SandboxDeterminism.replay` since its previous host
   * call: the host learns which recorded calls the pass has reached without a round trip for each.
   */
  replayed?: string[];
}

/**
 * A recorded call the sandbox may answer itself on replay, without a host round trip: when a call with this
 * causal identity, connector and method has arguments whose canonical JSON is exactly `args`. Anything else
 * goes to the host, which replays it, executes it or reports the divergence.
 */
export interface ReplayRecord {
  cause: string;
  connector: string;
  method: string;
  /** Canonical JSON (object keys sorted) of the recorded arguments; plain JSON only. */
  args: string;
  /** JSON of the recorded result (plain JSON only), when the call succeeded. */
  result?: string;
  /** The recorded error message, when the call failed. */
  error?: string;
  /** The clock reading to show once the result is delivered. */
  at?: number;
}

/** A connector exposed as a sandbox global; the sandbox calls `callTool(method, args)` over RPC. */
export interface ConnectorBinding {
  name: string;
  binding: {
    /** `meta` is passed by executors that track call identity (codemode's do); others omit it. */
    callTool(method: string, args: unknown, meta?: CallMeta): Promise<unknown>;
  };
}

/**
 * Inputs that make a sandbox run reproducible, so a replay pass sees the same values as the first pass
 * without the model wrapping every nondeterministic expression in `codemode.step`.
 */
export interface SandboxDeterminism {
  /** Seeds `Math.random`, `crypto.randomUUID` and `crypto.getRandomValues`. */
  seed: string;
  /** What `Date.now()` returns before the first host reply. */
  startTime: number;
  /**
   * Clock reading to show after the reply to `call` is delivered, or `undefined` to keep the clock.
   * Called on the host once the call settled.
   */
  clockAt?(call: CallMeta): number | undefined;
  /** Recorded calls the sandbox may answer itself (optional; executors that cannot may ignore it). */
  replay?: ReplayRecord[];
}

/** Options of one `Executor.execute` call. */
export interface ExecuteOptions {
  /** Connectors exposed as globals, called over RPC. */
  connectors?: ConnectorBinding[];
  /** codemode: seed and clock for a reproducible run. Executors that cannot honour it ignore it. */
  determinism?: SandboxDeterminism;
  /**
   * codemode: aborting it ends the run at once (for example when a pass pauses for approval): the sandbox is
   * torn down, pending host calls fail inside it and no further call reaches the host.
   */
  signal?: AbortSignal;
}

/** Runs model code in a sandbox. Implementations never throw: failures go to `ExecuteResult.error`. */
export interface Executor {
  execute(
    code: string,
    providersOrFns: ResolvedProvider[] | Record<string, HostFunction>,
    options?: ExecuteOptions,
  ): Promise<ExecuteResult>;
}

/**
 * Marks a provider function that also wants the caller's {@link CallMeta}. Executors that track call
 * identity call `fn[CALL_META_HANDLER](meta, ...args)` instead of `fn(...args)`.
 */
export const CALL_META_HANDLER: unique symbol = Symbol.for("codemode.callMetaHandler");

/** A host function that can receive the caller's {@link CallMeta}. */
export type MetaAwareHostFunction = HostFunction & {
  [CALL_META_HANDLER]?: (meta: CallMeta | undefined, ...args: unknown[]) => Promise<unknown>;
};

/** Wraps a handler that needs the caller's {@link CallMeta} as a plain host function any executor can call. */
export function withCallMeta(
  handler: (meta: CallMeta | undefined, ...args: unknown[]) => Promise<unknown>,
): MetaAwareHostFunction {
  const fn: MetaAwareHostFunction = (...args: unknown[]) => handler(undefined, ...args);
  fn[CALL_META_HANDLER] = handler;
  return fn;
}

/** Calls a host function, passing `meta` when the function asks for it. */
export function callHostFunction(
  fn: HostFunction,
  meta: CallMeta | undefined,
  args: unknown[],
): Promise<unknown> {
  const handler = (fn as MetaAwareHostFunction)[CALL_META_HANDLER];
  return handler ? handler(meta, ...args) : fn(...args);
}

/**
 * Normalizes the second argument of `Executor.execute`: the deprecated function record becomes one provider
 * named `codemode`.
 */
export function toProviders(providersOrFns: ResolvedProvider[] | Record<string, HostFunction>): {
  providers: ResolvedProvider[];
  deprecatedForm: boolean;
} {
  if (Array.isArray(providersOrFns)) return { providers: providersOrFns, deprecatedForm: false };
  return { providers: [{ name: "codemode", fns: providersOrFns }], deprecatedForm: true };
}
