import { errorMessage } from "../../src/errors.ts";
import { childCause, ROOT_CAUSE } from "../../src/identity/call-identity.ts";
import { canonicalPlainJson } from "../../src/identity/canonical-plain-json.ts";
import { hash64 } from "../../src/identity/hash64.ts";
import {
  type CallMeta,
  callHostFunction,
  type ExecuteOptions,
  type ExecuteResult,
  type Executor,
  type HostFunction,
  type ReplayRecord,
  type ResolvedProvider,
  toProviders,
} from "../../src/types/executor.ts";

/**
 * A real executor for plain-Node tests: evaluates the code with `new Function`, with real asynchronous host
 * calls. Like the Workers executor it gives each host call a `CallMeta` (issue order and causal identity),
 * delivers results in issue order when `determinism` is set (so interleavings replay), seeds `Math.random`,
 * virtualizes `Date.now`, honours the abort signal and closes its gate when the run settles.
 */
export class NodeTestExecutor implements Executor {
  /** Host calls that reached the host after their run had settled (must stay 0). */
  lateCalls = 0;
  /** Recorded calls answered in the sandbox from `determinism.replay`, over every run. */
  localReplays = 0;
  runs = 0;
  readonly timeout: number;

  constructor(options: { timeout?: number } = {}) {
    this.timeout = options.timeout ?? 5_000;
  }

  async execute(
    code: string,
    providersOrFns: ResolvedProvider[] | Record<string, HostFunction>,
    options: ExecuteOptions = {},
  ): Promise<ExecuteResult> {
    this.runs++;
    const { providers } = toProviders(providersOrFns);
    const logs: string[] = [];
    const run = new SandboxRun(options, () => this.lateCalls++);
    const names: string[] = [];
    const values: unknown[] = [];
    for (const provider of providers) {
      const namespace: Record<string, unknown> = {};
      for (const [name, fn] of Object.entries(provider.fns)) {
        namespace[name] = (...args: unknown[]) => run.call((meta) => callHostFunction(fn, meta, args));
      }
      names.push(provider.name);
      values.push(namespace);
    }
    for (const connector of options.connectors ?? []) {
      names.push(connector.name);
      values.push(
        new Proxy(
          {},
          {
            get: (_target, method) =>
              typeof method === "string"
                ? (args: unknown) =>
                    run.call((meta) => connector.binding.callTool(method, args, meta), {
                      connector: connector.name,
                      method,
                      args,
                    })
                : undefined,
          },
        ),
      );
    }
    const console = {
      log: (...parts: unknown[]) => logs.push(parts.map(String).join(" ")),
      warn: (...parts: unknown[]) => logs.push(`[warn] ${parts.map(String).join(" ")}`),
      error: (...parts: unknown[]) => logs.push(`[error] ${parts.map(String).join(" ")}`),
    };
    const sandboxGlobals = { console, Math: run.math(), Date: run.dateClass() };
    const allNames = [...names, ...Object.keys(sandboxGlobals)];
    const allValues = [...values, ...Object.values(sandboxGlobals)];
    const preludes = providers
      .filter((provider) => provider.prelude)
      .map((provider) => provider.prelude)
      .join("\n");
    let program: () => Promise<unknown>;
    try {
      program = new Function(...allNames, `${preludes}\nreturn (${code}\n);`)(
        ...allValues,
      ) as () => Promise<unknown>;
    } catch (error) {
      return { result: undefined, error: errorMessage(error), logs };
    }
    const outcome = await run.race(async () => program(), this.timeout);
    run.close();
    this.localReplays += run.localReplays;
    const replayed = run.unreported();
    return replayed.length > 0 ? { ...outcome, logs, replayed } : { ...outcome, logs };
  }
}

class SandboxRun {
  readonly #options: ExecuteOptions;
  readonly #onLate: () => void;
  readonly #ordered: boolean;
  #issued = 0;
  #delivered = 0;
  #context = ROOT_CAUSE;
  readonly #children = new Map<string, number>();
  readonly #ready = new Map<number, () => void>();
  #draining = false;
  #closed = false;
  readonly #replay: Map<string, ReplayRecord>;
  readonly #replayed: string[] = [];
  localReplays = 0;
  #clock: number;
  readonly #seed: string;
  /** One random stream per causal context, so skipping a replayed step's closure does not shift later draws. */
  readonly #streams = new Map<string, () => number>();

  constructor(options: ExecuteOptions, onLate: () => void) {
    this.#options = options;
    this.#onLate = onLate;
    this.#ordered = options.determinism !== undefined;
    this.#clock = options.determinism?.startTime ?? 0;
    this.#seed = options.determinism?.seed ?? String(Math.random());
    this.#replay = new Map((options.determinism?.replay ?? []).map((record) => [record.cause, record]));
  }

  /**
   * A host call. A connector call (`target` given) whose identity, method and canonical arguments match a
   * record of `determinism.replay` is answered here, like the Workers sandbox does; the host learns of it
   * with the next host call's `meta.replayed` or the run's `replayed`.
   */
  call(
    invoke: (meta: CallMeta) => Promise<unknown>,
    target?: { connector: string; method: string; args: unknown },
  ): Promise<unknown> {
    if (this.#closed) {
      this.#onLate();
      return Promise.reject(new Error("the run has ended"));
    }
    const index = this.#children.get(this.#context) ?? 0;
    this.#children.set(this.#context, index + 1);
    const meta: CallMeta = { seq: this.#issued++, cause: childCause(this.#context, index) };
    const record = target ? this.#replay.get(meta.cause) : undefined;
    if (
      record &&
      target &&
      record.connector === target.connector &&
      record.method === target.method &&
      canonicalPlainJson(target.args) === record.args
    ) {
      this.#replay.delete(meta.cause);
      this.#replayed.push(meta.cause);
      this.localReplays++;
      return new Promise((resolve, reject) => {
        const deliver = () =>
          record.error !== undefined
            ? reject(new Error(record.error))
            : resolve(record.result === undefined ? undefined : JSON.parse(record.result));
        // like a host reply, it arrives in a later macrotask, never while the issuing code still runs
        setTimeout(() => this.#settle(meta, deliver, record.at), 0);
      });
    }
    if (this.#replayed.length > 0) meta.replayed = this.unreported();
    return new Promise((resolve, reject) => {
      invoke(meta).then(
        (value) => this.#settle(meta, () => resolve(value)),
        (error) => this.#settle(meta, () => reject(error)),
      );
    });
  }

  /** Causes answered here and not yet reported to the host. */
  unreported(): string[] {
    return this.#replayed.splice(0);
  }

  #settle(meta: CallMeta, deliver: () => void, recordedAt?: number): void {
    const at = recordedAt ?? this.#options.determinism?.clockAt?.(meta);
    this.#ready.set(meta.seq, () => {
      if (at !== undefined) this.#clock = at;
      this.#context = meta.cause;
      deliver();
    });
    this.#pump();
  }

  #pump(): void {
    if (this.#draining) return;
    const key = this.#ordered ? this.#delivered : this.#ready.keys().next().value;
    if (key === undefined) return;
    const deliver = this.#ready.get(key);
    if (!deliver) return;
    this.#ready.delete(key);
    if (this.#ordered) this.#delivered++;
    this.#draining = true;
    deliver();
    setTimeout(() => {
      this.#draining = false;
      this.#pump();
    }, 0);
  }

  math(): Math {
    const math = Object.create(Math) as Math;
    Object.defineProperty(math, "random", { value: () => this.#stream()() });
    return math;
  }

  #stream(): () => number {
    let stream = this.#streams.get(this.#context);
    if (!stream) {
      stream = seeded(`${this.#seed}/${this.#context}`);
      this.#streams.set(this.#context, stream);
    }
    return stream;
  }

  dateClass(): DateConstructor {
    const run = this;
    const Real = Date;
    const Virtual = function (this: unknown, ...args: unknown[]) {
      if (args.length === 0) return new Real(run.#clock);
      return new (Real as unknown as new (...values: unknown[]) => Date)(...args);
    } as unknown as DateConstructor;
    Virtual.now = () => this.#clock;
    return this.#options.determinism ? Virtual : Real;
  }

  async race(work: () => Promise<unknown>, timeout: number): Promise<{ result: unknown; error?: string }> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const signal = this.#options.signal;
    const stopped = new Promise<{ result: unknown; error: string }>((resolve) => {
      timer = setTimeout(
        () => resolve({ result: undefined, error: `timed out after ${timeout} ms` }),
        timeout,
      );
      signal?.addEventListener("abort", () => resolve({ result: undefined, error: "aborted" }), {
        once: true,
      });
      if (signal?.aborted) resolve({ result: undefined, error: "aborted" });
    });
    const finished = work().then(
      (result) => ({ result }),
      (error: unknown) => ({ result: undefined, error: errorMessage(error) }),
    );
    try {
      return await Promise.race([finished, stopped]);
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.#closed = true;
  }
}

/** sfc32 seeded from a string. */
function seeded(seed: string): () => number {
  const hex = hash64(seed) + hash64(`${seed}!`);
  let a = Number.parseInt(hex.slice(0, 8), 16);
  let b = Number.parseInt(hex.slice(8, 16), 16);
  let c = Number.parseInt(hex.slice(16, 24), 16);
  let d = Number.parseInt(hex.slice(24, 32), 16);
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}
