/**
 * The part of the sandbox that runs the model's code: a dedicated Worker started from a `blob:` URL inside the
 * sandboxed iframe. A Worker (unlike the iframe's own thread) can be stopped with `worker.terminate()` even while
 * it spins in `while (true) {}`, so a runaway program never holds the iframe, nor the page, hostage.
 *
 * {@link sandboxWorkerMain} is turned into source text with `Function.prototype.toString` and shipped to the
 * Worker, so it must stay self-contained: no imports, no references to module scope, and no syntax a bundler
 * would lower to a helper function (object spread, private fields, decorators). Types are erased and allowed.
 */

/** What the Worker is told before it starts. */
export interface WorkerSetup {
  /** The normalized model code: one function expression, usually `async () => { ... }`. */
  code: string;
  /** Globals to define, in order, each with the names of its host tools and its optional prelude. */
  namespaces: Array<{ name: string; tools: string[]; prelude?: string }>;
  /** At most this many console lines are reported; one more line says that the rest was dropped. */
  maxLogLines: number;
  /** Longer console lines are cut to this many characters. */
  maxLogLineCharacters: number;
  /** Tool calls that may await their reply at once; a call beyond this fails at once instead of queueing. */
  maxPendingCalls: number;
}

/** Messages the Worker sends to the iframe, which relays them to the host with the execution's nonce. */
export type WorkerToFrameMessage =
  | { type: "tool-call"; id: number; namespace: string; name: string; args: unknown[] }
  | { type: "console"; line: string }
  | { type: "execution-result"; result?: unknown; error?: string };

/** Messages the iframe passes on to the Worker. */
export type FrameToWorkerMessage = { type: "tool-result"; id: number; result?: unknown; error?: string };

/** The few Worker globals the runtime touches; the package compiles against DOM types, not WebWorker ones. */
interface WorkerScope {
  addEventListener(
    type: string,
    listener: (event: MessageEvent & ErrorEvent & PromiseRejectionEvent) => void,
  ): void;
  removeEventListener(type: string, listener: (event: MessageEvent) => void): void;
  console: Record<string, unknown>;
}

/** Entry point of the Worker. Waits for the private channel to the iframe, then runs the code once. */
export function sandboxWorkerMain(setup: WorkerSetup): void {
  const scope = globalThis as unknown as WorkerScope;
  // Taken before the model's code runs, which may replace any built-in: what runs after it started uses only
  // these, objects without a prototype, indexed loops and await (never a then or a Map method the code can
  // reach), so tool calls, logs and the result keep working whatever the code replaced.
  const NativePromise = Promise;
  const stringify = JSON.stringify;
  const reflectGet = Reflect.get;
  const objectKeys = Object.keys;
  const sliceText = Function.prototype.call.bind(String.prototype.slice) as (
    text: string,
    start: number,
    end?: number,
  ) => string;

  // The channel arrives as the first message. Only this closure keeps the port, so the model's code (which
  // starts later, in the same global scope) cannot reach it; its own `postMessage` goes nowhere the host hears.
  const onConnect = (event: MessageEvent) => {
    const port = event.ports[0];
    if (port === undefined) return;
    scope.removeEventListener("message", onConnect);
    run(port);
  };
  scope.addEventListener("message", onConnect);

  // An Error's message, led by its kind when that says more than "Error" (a SyntaxError, a TypeError, ...).
  // Always a string, even for an error whose message or name is not one, or throws when read.
  function describe(error: unknown): string {
    try {
      if (error instanceof Error) {
        const message = typeof error.message === "string" ? error.message : String(error.message);
        const name = typeof error.name === "string" ? error.name : "Error";
        if (message === "") return name;
        return name === "Error" || name === "" ? message : `${name}: ${message}`;
      }
      if (typeof error === "string") return error;
      try {
        const json = stringify(error);
        if (json !== undefined) return json;
      } catch {
        // not JSON-serializable: fall through to String()
      }
      return String(error);
    } catch {
      return "Error (it could not be read)";
    }
  }

  // Never throws: a getter or a toString that throws, or a revoked Proxy, shows as [unreadable: ...] instead
  // of making console.log throw into the code.
  function formatLogValue(value: unknown): string {
    try {
      if (typeof value === "string") return value;
      if (value instanceof Error) return `${value.name}: ${value.message}`;
      if (typeof value === "object" && value !== null) {
        try {
          const json = stringify(value);
          if (json !== undefined) return json;
        } catch {
          // circular or otherwise unserializable: fall through to String()
        }
      }
      return String(value);
    } catch (error) {
      return `[unreadable: ${describe(error)}]`;
    }
  }

  function listNames(names: string[]): string {
    if (names.length === 0) return "none";
    let shown = "";
    for (let index = 0; index < names.length && index < 20; index++)
      shown += (index > 0 ? ", " : "") + names[index];
    return names.length > 20 ? `${shown} and ${names.length - 20} more` : shown;
  }

  function run(port: MessagePort): void {
    const post = port.postMessage.bind(port);
    const send = (message: WorkerToFrameMessage) => post(message);
    const pending: Record<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }> =
      Object.create(null);
    let pendingCount = 0;
    let nextCallId = 0;
    let logLines = 0;

    port.onmessage = (event: MessageEvent) => {
      const message = event.data as FrameToWorkerMessage | null;
      if (typeof message !== "object" || message === null || message.type !== "tool-result") return;
      const call = pending[message.id];
      if (call === undefined) return;
      delete pending[message.id];
      pendingCount -= 1;
      if (typeof message.error === "string") call.reject(new Error(message.error));
      else call.resolve(message.result);
    };

    const log = (prefix: string, values: unknown[]) => {
      if (logLines > setup.maxLogLines) return;
      logLines += 1;
      let line = prefix;
      if (logLines > setup.maxLogLines)
        line = `[codemode] console output stopped after ${setup.maxLogLines} lines`;
      else
        for (let index = 0; index < values.length; index++)
          line += (index > 0 ? " " : "") + formatLogValue(values[index]);
      if (line.length > setup.maxLogLineCharacters) {
        line = `${sliceText(line, 0, setup.maxLogLineCharacters)}… [${line.length - setup.maxLogLineCharacters} more characters]`;
      }
      send({ type: "console", line });
    };
    const levels: Array<[string, string]> = [
      ["log", ""],
      ["info", "[info] "],
      ["debug", "[debug] "],
      ["warn", "[warn] "],
      ["error", "[error] "],
    ];
    for (const [level, prefix] of levels) {
      scope.console[level] = (...values: unknown[]) => log(prefix, values);
    }
    // Errors nobody awaited would otherwise vanish; the model needs to see them to fix its code.
    scope.addEventListener("error", (event) => {
      event.preventDefault();
      log("[error] Uncaught ", [event.error ?? event.message]);
    });
    scope.addEventListener("unhandledrejection", (event) => {
      event.preventDefault();
      log("[error] Unhandled rejection: ", [describe(event.reason)]);
    });
    // A blocked request fails with a bare network error; say that the policy blocked it, and what.
    scope.addEventListener("securitypolicyviolation", (event) => {
      const violation = event as unknown as SecurityPolicyViolationEvent;
      log("[warn] ", [
        `Blocked by the sandbox's Content-Security-Policy (${violation.effectiveDirective}): ${violation.blockedURI}`,
      ]);
    });

    const callHost = (namespace: string, name: string, args: unknown[]) =>
      new NativePromise<unknown>((resolve, reject) => {
        // A loop that fires calls without awaiting them must not flood the host.
        if (pendingCount >= setup.maxPendingCalls) {
          reject(
            new RangeError(
              `Too many tool calls at once (${setup.maxPendingCalls} are already waiting). Await calls, or run them in smaller batches.`,
            ),
          );
          return;
        }
        const id = nextCallId;
        nextCallId += 1;
        try {
          send({ type: "tool-call", id, namespace, name, args });
        } catch (error) {
          reject(
            new TypeError(
              `The arguments of ${namespace}.${name}() cannot be sent to the host (${describe(error)}). Pass JSON-compatible values.`,
            ),
          );
          return;
        }
        pending[id] = { resolve, reject };
        pendingCount += 1;
      });

    const finish = (outcome: { result?: unknown; error?: string }) => {
      try {
        send({ type: "execution-result", result: outcome.result, error: outcome.error });
      } catch (error) {
        send({
          type: "execution-result",
          error: `The code's result cannot be sent back (${describe(error)}). Return JSON-compatible data.`,
        });
      }
    };

    const globals = globalThis as unknown as Record<string, unknown>;
    for (const namespace of setup.namespaces) {
      if (namespace.name in globals) {
        finish({
          error: `Namespace "${namespace.name}" would hide the sandbox's global "${namespace.name}". Give the provider another name.`,
        });
        return;
      }
      const tools = namespace.tools;
      const target: Record<string, unknown> = {};
      for (const tool of tools) {
        // defineProperty, not assignment: a tool called `__proto__` must stay a tool.
        Object.defineProperty(target, tool, {
          value: (...args: unknown[]) => callHost(namespace.name, tool, args),
          writable: true,
          enumerable: true,
          configurable: true,
        });
      }
      const proxy = new Proxy(target, {
        get(object, key, receiver) {
          if (typeof key !== "string" || key in object || key === "then")
            return reflectGet(object, key, receiver);
          return () =>
            NativePromise.reject(
              new TypeError(
                `${namespace.name}.${key} is not a tool. Available in ${namespace.name}: ${listNames(objectKeys(object))}.`,
              ),
            );
        },
      });
      Object.defineProperty(globals, namespace.name, { value: proxy, writable: false, configurable: true });
    }

    // Indirect eval runs at global scope: the code and the preludes see the namespaces and nothing of this closure.
    // biome-ignore lint/security/noGlobalEval: running the model's code is this sandbox's purpose; CSP allows it here only
    const evaluate = eval;
    for (const namespace of setup.namespaces) {
      if (namespace.prelude === undefined) continue;
      try {
        evaluate(namespace.prelude);
      } catch (error) {
        finish({ error: `The prelude of namespace "${namespace.name}" failed: ${describe(error)}` });
        return;
      }
    }
    let program: unknown;
    try {
      program = evaluate(`(${setup.code}\n)`);
    } catch (error) {
      finish({ error: describe(error) });
      return;
    }
    if (typeof program !== "function") {
      finish({
        error: `The code must be a function such as \`async () => { ... }\`, but it evaluated to ${typeof program}.`,
      });
      return;
    }
    const entry = program as () => unknown;
    // Awaited, not chained with then: code that replaces Promise.prototype.then cannot keep the result from
    // being sent. The first await lets the setup's own turn end before the code starts.
    void (async () => {
      let outcome: { result?: unknown; error?: string };
      try {
        await undefined;
        outcome = { result: await entry() };
      } catch (error) {
        outcome = { error: describe(error) };
      }
      finish(outcome);
    })();
  }
}
