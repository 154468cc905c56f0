import type {
  ExecuteOptions,
  ExecuteResult,
  Executor,
  HostFunction,
  ResolvedProvider,
} from "../types/executor.ts";
import { toProviders } from "../types/executor.ts";

/**
 * A minimal in-process executor for tests in Node: it evaluates the normalized code with `new Function`, exposes
 * each provider as a namespace of real async host calls, captures `console.log`, and reports failures in
 * `ExecuteResult.error` as the executor contract requires. It is no sandbox; production executors isolate code.
 */
export class FunctionExecutor implements Executor {
  readonly received: { code: string; options?: ExecuteOptions }[] = [];

  async execute(
    code: string,
    providersOrFns: ResolvedProvider[] | Record<string, HostFunction>,
    options?: ExecuteOptions,
  ): Promise<ExecuteResult> {
    this.received.push(options === undefined ? { code } : { code, options });
    const { providers } = toProviders(providersOrFns);
    const logs: string[] = [];
    const capture = { log: (...values: unknown[]) => logs.push(values.map(String).join(" ")) };
    const namespaces = providers.map((provider) => {
      const namespace: Record<string, HostFunction> = {};
      for (const [name, fn] of Object.entries(provider.fns)) {
        namespace[name] = async (...args: unknown[]) => {
          await Promise.resolve();
          return fn(...args);
        };
      }
      return namespace;
    });
    try {
      const run = new Function(
        ...providers.map((provider) => provider.name),
        "console",
        `return (${code})();`,
      );
      const result: unknown = await run(...namespaces, capture);
      return { result, logs };
    } catch (error) {
      return { result: undefined, error: error instanceof Error ? error.message : String(error), logs };
    }
  }
}
