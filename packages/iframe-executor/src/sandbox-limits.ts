/** Default of `IframeSandboxExecutorOptions.timeout`: how long one execution may run, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Console lines kept per execution; a further note says that output was cut. Bounds the host's memory. */
export const MAX_LOG_LINES = 1_000;

/** Characters kept of one console line; the rest is replaced by a count. */
export const MAX_LOG_LINE_CHARACTERS = 5_000;

/**
 * How long the host waits for the iframe to confirm that it terminated the Worker before removing the iframe
 * anyway. The iframe's thread never runs model code, so the confirmation normally takes a few milliseconds.
 */
export const TERMINATE_CONFIRMATION_MS = 1_000;

/**
 * How long after the iframe's `load` event the host waits for the runtime's first message before it reports
 * that the runtime never started (typically a custom `csp` without `'unsafe-inline'`).
 */
export const STARTUP_GRACE_MS = 1_000;

/**
 * Tool calls one execution may have waiting for the host at once. A program that calls tools in a loop without
 * awaiting them gets an error for the excess calls instead of flooding the host with messages.
 */
export const MAX_PENDING_TOOL_CALLS = 1_000;
