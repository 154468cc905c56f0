import {
  CodemodeError,
  type ExecuteOptions,
  type ExecuteResult,
  type Executor,
  normalizeCode,
  type ResolvedProvider,
} from "@codemode/runtime-core";
import { errorMessage, type HostFunction, toProviders } from "@codemode/runtime-core/internal";
import { DEFAULT_SANDBOX_CSP } from "./sandbox-document.ts";
import { DEFAULT_TIMEOUT_MS } from "./sandbox-limits.ts";
import { prepareNamespaces } from "./sandbox-namespaces.ts";
import { runInSandboxFrame } from "./sandbox-run.ts";

/** Options of {@link IframeSandboxExecutor}. */
export interface IframeSandboxExecutorOptions {
  /**
   * Milliseconds one execution may take, `30000` by default. At the timeout the sandbox's Worker is terminated
   * (this stops even `while (true) {}`), the iframe is removed and the run fails with an error.
   */
  timeout?: number;
  /**
   * Content-Security-Policy of the sandbox document, inherited by the Worker that runs the code. The default
   * allows no network at all. A replacement must still allow inline scripts and `eval` (`script-src
   * 'unsafe-inline' 'unsafe-eval'`) and `worker-src blob:`, or every run fails with an error saying so.
   */
  csp?: string;
}

/**
 * Runs model code in the browser, isolated from the page: every `execute()` creates a hidden iframe with
 * `sandbox="allow-scripts"` only (an opaque origin: no cookies, storage or DOM of the page) under a restrictive
 * Content-Security-Policy, and runs the code in a Worker started inside it. Providers are globals there
 * (`codemode.search(...)`), their preludes run first, and tool calls travel to the host by `postMessage` with a
 * per-execution nonce. The iframe is removed when the run ends.
 *
 * Unlike the reference implementation, a program that never yields (`while (true) {}`) is stopped at the
 * timeout without freezing the page, also when several run at once, and once a run has ended no further tool
 * call of it reaches the host. Failures are returned in `ExecuteResult.error`; `execute()` never throws.
 * `ExecuteOptions.signal` is honoured; `connectors` are not supported (the run fails saying so);
 * `determinism` is ignored.
 */
export class IframeSandboxExecutor implements Executor {
  readonly #timeout: number;
  readonly #csp: string;
  #warnedDeprecatedForm = false;

  /**
   * @throws {CodemodeError} `invalid_argument` when `timeout` is not a positive number of milliseconds (at most
   * 2^31 - 1, the longest timer browsers keep) or `csp` is not a string.
   */
  constructor(options: IframeSandboxExecutorOptions = {}) {
    const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    if (typeof timeout !== "number" || !(timeout > 0) || timeout > MAX_TIMER_DELAY_MS) {
      throw new CodemodeError(
        "invalid_argument",
        `IframeSandboxExecutor timeout must be a positive number of milliseconds up to ${MAX_TIMER_DELAY_MS}, got ${String(options.timeout)}.`,
      );
    }
    const csp = options.csp ?? DEFAULT_SANDBOX_CSP;
    if (typeof csp !== "string") {
      throw new CodemodeError(
        "invalid_argument",
        "IframeSandboxExecutor csp must be a Content-Security-Policy string.",
      );
    }
    this.#timeout = timeout;
    this.#csp = csp;
  }

  /**
   * Runs `code` (a function expression, normalized with `normalizeCode`) once with `providersOrFns` as sandbox
   * globals. A plain record of functions is the deprecated form of one provider named `codemode`.
   */
  async execute(
    code: string,
    providersOrFns: ResolvedProvider[] | Record<string, HostFunction>,
    options?: ExecuteOptions,
  ): Promise<ExecuteResult> {
    try {
      if (typeof document === "undefined" || typeof window === "undefined") {
        return failure(
          "IframeSandboxExecutor runs only in a browser page (it needs `document`). Use a Workers executor elsewhere.",
        );
      }
      if (typeof code !== "string") return failure("The code to execute must be a string.");
      if (options?.connectors !== undefined && options.connectors.length > 0) {
        return failure(
          "IframeSandboxExecutor does not support connectors. Pass their tools as providers instead.",
        );
      }
      const { providers, deprecatedForm } = toProviders(providersOrFns ?? []);
      if (deprecatedForm && !this.#warnedDeprecatedForm) {
        this.#warnedDeprecatedForm = true;
        console.warn(
          '[codemode] Passing a record of functions to IframeSandboxExecutor.execute() is deprecated; pass [{ name: "codemode", fns }] instead.',
        );
      }
      const prepared = prepareNamespaces(providers);
      if ("error" in prepared) return failure(prepared.error);
      return await runInSandboxFrame({
        code: normalizeCode(code),
        namespaces: prepared.namespaces,
        timeout: this.#timeout,
        csp: this.#csp,
        ...(options?.signal === undefined ? {} : { signal: options.signal }),
      });
    } catch (error) {
      return failure(`The sandbox could not run the code: ${errorMessage(error)}`);
    }
  }
}

/** Browsers fire a `setTimeout` with a longer delay at once, so a longer timeout would mean none at all. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

function failure(error: string): ExecuteResult {
  return { result: undefined, error, logs: [] };
}
