import type { Executor } from "../types/executor.ts";
import type { ToolProvider, ToolProviderTools } from "../types/provider.ts";

/** Input of a code tool: the model's program, one JavaScript async arrow function. */
export type CodeInput = { code: string };

/**
 * Output of a code tool that ran to completion: the program's return value and, when it logged anything,
 * its console output. A failed run throws instead (see `createCodeTool` of each adapter).
 */
export type CodeOutput = { result: unknown; logs?: string[] };

/** Options of the framework adapters' `createCodeTool`. */
export interface CreateCodeToolOptions {
  /**
   * The tools the program may call: one record of tools (exposed as `codemode.*`), or providers, each with
   * its own sandbox namespace (`{ name: "github", tools }` becomes `github.*`).
   */
  tools: ToolProviderTools | ToolProvider[];
  /** The sandbox that runs the program, for example a `DynamicWorkerExecutor`. */
  executor: Executor;
  /**
   * Replaces the default description. `{{types}}` is replaced by the generated TypeScript declarations of
   * every callable tool, so a custom text can still show the model what it may call.
   */
  description?: string;
}
