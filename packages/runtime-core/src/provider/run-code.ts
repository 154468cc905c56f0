import { normalizeCode } from "@codemode/normalize";
import { CodemodeError } from "../errors.ts";
import type { ConnectorBinding, Executor, ResolvedProvider } from "../types/executor.ts";

/** Options of {@link runCode}. */
export interface RunCodeOptions {
  /** Model code in any form {@link normalizeCode} accepts. */
  code: string;
  /** The sandbox that runs it. */
  executor: Executor;
  /** Namespaces of host functions visible to the code. */
  providers: ResolvedProvider[];
  /** Connectors exposed as sandbox globals. */
  connectors?: ConnectorBinding[];
}

/**
 * Runs model code once, without the durable runtime: normalizes it, executes it and returns its result (with
 * the captured console output when there is any).
 *
 * Executors report failures as data; this turns `ExecuteResult.error` into a thrown `Error` whose message
 * carries the error and the console output, because the lines logged just before a failure are usually what a
 * model needs to fix its code.
 */
export async function runCode(options: RunCodeOptions): Promise<{ result: unknown; logs?: string[] }> {
  const { code, executor, providers, connectors } = options;
  const outcome = await executor.execute(
    normalizeCode(code),
    providers,
    connectors !== undefined && connectors.length > 0 ? { connectors } : undefined,
  );
  const logs = outcome.logs !== undefined && outcome.logs.length > 0 ? outcome.logs : undefined;
  if (outcome.error !== undefined && outcome.error !== "") {
    const console = logs === undefined ? "" : `\n\nConsole output:\n${logs.join("\n")}`;
    throw new CodemodeError("execution_failed", `Code execution failed: ${outcome.error}${console}`);
  }
  return logs === undefined ? { result: outcome.result } : { result: outcome.result, logs };
}
