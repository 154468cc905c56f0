/** The line workerd prints when it aborts the process at isolate shutdown (workerd issue 6506). */
export declare const WORKERD_6506: string;
/** Whether a finished `vitest run` passed, failed, or was killed by workerd issue 6506 with nothing failed. */
export declare function classifyRun(
  output: string,
  exitCode: number | null,
): "passed" | "failed" | "workerd-6506";
/** The test files a run reported as passed (vitest's `✓ <file> (N tests)` lines), in the order printed. */
export declare function passedFiles(output: string): string[];
/** How many test files the run counted (`Test Files ... (N)`), or undefined when it printed no summary. */
export declare function fileTotal(output: string): number | undefined;
