import type {
  ConnectorBinding,
  ExecuteOptions,
  ExecuteResult,
  Executor,
  ResolvedProvider,
} from "@codemode/runtime-core";
import { errorMessage, type HostFunction, toProviders } from "@codemode/runtime-core/internal";
import { warnDeprecatedFunctionRecord } from "./deprecation.ts";
import { ExecutionGate } from "./execution-gate.ts";
import {
  type DynamicWorkerExecutorOptions,
  type ResolvedExecutorOptions,
  resolveExecutorOptions,
} from "./executor-options.ts";
import { type PreparedExecution, prepareExecution } from "./prepare-execution.ts";
import { EXECUTOR_MODULE } from "./sandbox/executor-module.ts";
import { SandboxBridge } from "./sandbox-bridge.ts";

/** Compatibility date of every sandbox Worker. */
export const SANDBOX_COMPATIBILITY_DATE = "2026-04-01";

/**
 * Compatibility flags of every sandbox Worker: no `nodejs_compat` (so no `process`, `require` or `Buffer`),
 * and two flags that make each new sandbox Worker, whose global scope is built from scratch on every
 * `execute()`, cheaper to create: together about 3% of an `execute()`. Code rarely notices them:
 * - `do_not_set_tostring_tag`: Workers API objects have no `Symbol.toStringTag`, so
 *   `Object.prototype.toString.call(new Headers())` and `String(new Headers())` give `"[object Object]"`, and
 *   a library in `modules` that recognizes a `Blob` or `FormData` by that tag does not.
 * - `workers_api_getters_setters_on_instance`: the properties of objects such as `Response`, `Request`,
 *   `Event` or `Blob` (`status`, `headers`, `size`, ...) are own enumerable properties of each object instead
 *   of accessors on its prototype. Reading and writing them works the same, but `Object.keys`, spreading,
 *   `JSON.stringify` and `console.log` show them, and a subclass getter of the same name is shadowed.
 *
 * Everything else follows {@link SANDBOX_COMPATIBILITY_DATE}.
 */
export const SANDBOX_COMPATIBILITY_FLAGS: readonly string[] = Object.freeze([
  "do_not_set_tostring_tag",
  "workers_api_getters_setters_on_instance",
]);

/**
 * Extra wait past `timeout` before the host gives up on a sandbox that does not answer at all. The host's
 * clock starts at the call, the sandbox's own timeout only once its Worker has started, so the grace must
 * cover start-up: over 1 s has been seen on a busy 2-core machine, and 10 s leaves an order of magnitude. It
 * only delays the answer for a sandbox that is stuck for good (the sandbox's timeout ends everything else).
 */
const HOST_GRACE_MS = 10_000;

/**
 * What the sandbox's `run` answers: `[error, result, logs]`, or, when the code made every array
 * thenable, a JSON string `[error]`.
 */
type SandboxAnswer =
  | [
      error: string | undefined,
      result: unknown,
      logs: string[],
      interrupted?: "timeout" | "budget",
      replayed?: string[],
    ]
  | string;

/** The sandbox's default export: a plain object, whose methods take exactly one argument over RPC. */
interface SandboxEntrypoint {
  run(input: { bridge: SandboxBridge; setup: PreparedExecution["setup"] }): Promise<SandboxAnswer>;
}

/**
 * Runs model code in a fresh isolated Worker created through the Worker Loader, one per `execute()`,
 * forgotten when the call settles. It uses `loader.load(code)`, which creates an anonymous Worker that is
 * never reused nor cached: `loader.get(uniqueId, ...)` keeps every Worker it created cached under its id
 * (measured locally: about 0.65 MB retained per execution, over 2 GB after 3,000 executions). The Worker is loaded without `nodejs_compat` (no
 * `process`, `require`, `Buffer` or host `env`), with `globalOutbound: null` unless a `Fetcher` is given,
 * and `limits: { cpuMs }`. Providers and connectors become sandbox globals whose calls cross by Workers RPC
 * through one gated host entry point; every call carries its causal identity (`CallMeta`), and with
 * `options.determinism` the sandbox is seeded and its replies are delivered in issue order, so a replay
 * sees the same program. Failures are reported in `ExecuteResult.error`; `execute` never throws.
 */
export class DynamicWorkerExecutor implements Executor {
  readonly #options: ResolvedExecutorOptions;

  /** Throws a `CodemodeError` (`configuration`) for options that cannot work, such as a missing loader. */
  constructor(options: DynamicWorkerExecutorOptions) {
    this.#options = resolveExecutorOptions(options);
  }

  /** Runs `code` once; see the class description. */
  async execute(
    code: string,
    providersOrFns: ResolvedProvider[] | Record<string, HostFunction>,
    options: ExecuteOptions = {},
  ): Promise<ExecuteResult> {
    try {
      return await this.#execute(code, providersOrFns, options);
    } catch (error) {
      return { result: undefined, error: errorMessage(error) };
    }
  }

  async #execute(
    code: string,
    providersOrFns: ResolvedProvider[] | Record<string, HostFunction>,
    options: ExecuteOptions,
  ): Promise<ExecuteResult> {
    const { providers, deprecatedForm } = toProviders(providersOrFns ?? []);
    if (deprecatedForm) warnDeprecatedFunctionRecord();
    const { signal, determinism } = options;
    if (signal?.aborted) return abortedResult(signal);
    const connectors: ConnectorBinding[] = options.connectors ?? [];
    const prepared = prepareExecution(code, providers, connectors, this.#options, determinism);
    if (!prepared.ok) return { result: undefined, error: prepared.error };
    const { execution } = prepared;

    const gate = new ExecutionGate();
    const bridge = new SandboxBridge({
      gate,
      providers: new Map(
        execution.providers.map((provider) => [provider.name, new Map(Object.entries(provider.fns))]),
      ),
      connectors: new Map(connectors.map((connector) => [connector.name, connector.binding])),
      clockAt: determinism?.clockAt ? (meta) => determinism.clockAt?.(meta) : undefined,
    });
    const worker = this.#load(execution.moduleSource);
    const entrypoint = worker.getEntrypoint() as unknown as SandboxEntrypoint & Partial<Disposable>;
    const stops: Array<() => void> = [];
    try {
      const running = entrypoint.run({ bridge, setup: execution.setup }).then(toResult, (error: unknown) => ({
        result: undefined,
        error: `The sandbox failed: ${errorMessage(error)}`,
      }));
      return await Promise.race([running, ...this.#stopConditions(signal, stops)]);
    } finally {
      gate.close();
      for (const stop of stops) stop();
      disposeQuietly(entrypoint);
      disposeQuietly(worker);
    }
  }

  #load(moduleSource: string): WorkerStub {
    const { loader, modules, globalOutbound, bindings, cpuMs } = this.#options;
    const code: WorkerLoaderWorkerCode = {
      compatibilityDate: SANDBOX_COMPATIBILITY_DATE,
      compatibilityFlags: [...SANDBOX_COMPATIBILITY_FLAGS],
      mainModule: EXECUTOR_MODULE,
      modules: { ...modules, [EXECUTOR_MODULE]: moduleSource },
      globalOutbound,
      limits: { cpuMs },
    };
    if (bindings) code.env = bindings;
    return loader.load(code);
  }

  /** Promises that end the execution early: the host-side timeout backstop and the abort signal. */
  #stopConditions(signal: AbortSignal | undefined, stops: Array<() => void>): Array<Promise<ExecuteResult>> {
    const limit = this.#options.timeout;
    const conditions: Array<Promise<ExecuteResult>> = [
      new Promise((resolve) => {
        const timer = setTimeout(
          () =>
            resolve({
              result: undefined,
              error: `Execution timed out after ${limit} ms (the sandbox stopped responding)`,
              interrupted: "timeout",
            }),
          limit + HOST_GRACE_MS,
        );
        stops.push(() => clearTimeout(timer));
      }),
    ];
    if (signal) {
      conditions.push(
        new Promise((resolve) => {
          const onAbort = () => resolve(abortedResult(signal));
          signal.addEventListener("abort", onAbort, { once: true });
          stops.push(() => signal.removeEventListener("abort", onAbort));
        }),
      );
    }
    return conditions;
  }
}

/**
 * The execution's result from the sandbox's answer. The answer is checked, not trusted: code that replaced
 * built-ins could still bend what the harness sends, and a caller must only ever see an `ExecuteResult` of
 * the documented shape (an error string, log lines as strings).
 */
function toResult(answer: unknown): ExecuteResult {
  if (typeof answer === "string") {
    const [error] = parseQuietly(answer);
    return { result: undefined, error: typeof error === "string" ? error : MALFORMED_ANSWER };
  }
  if (!Array.isArray(answer)) return { result: undefined, error: MALFORMED_ANSWER };
  const [error, result, logs, interrupted, replayed] = answer;
  const lines = Array.isArray(logs) ? logs.filter((line): line is string => typeof line === "string") : [];
  let outcome: ExecuteResult;
  if (error === undefined) outcome = { result, logs: lines };
  else
    outcome = { result: undefined, error: typeof error === "string" ? error : MALFORMED_ANSWER, logs: lines };
  if (interrupted === "timeout" || interrupted === "budget") outcome.interrupted = interrupted;
  if (Array.isArray(replayed) && replayed.length > 0) {
    outcome.replayed = replayed.filter((cause): cause is string => typeof cause === "string");
  }
  return outcome;
}

const MALFORMED_ANSWER =
  "The sandbox answered in an unexpected shape (did the code replace built-in methods?).";

function parseQuietly(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function abortedResult(signal: AbortSignal): ExecuteResult {
  const reason = signal.reason === undefined ? "" : `: ${errorMessage(signal.reason)}`;
  return { result: undefined, error: `Execution aborted${reason}`, interrupted: "abort" };
}

/**
 * Disposes a loaded Worker or entrypoint stub at once instead of leaving its native handle to garbage
 * collection, which may run after the isolate started shutting down. Never masks the execution's outcome.
 */
function disposeQuietly(resource: unknown): void {
  const dispose = (resource as Partial<Disposable> | null)?.[Symbol.dispose];
  if (typeof dispose !== "function") return;
  try {
    dispose.call(resource);
  } catch {
    // the outcome is already decided; a failed disposal changes nothing for the caller
  }
}
