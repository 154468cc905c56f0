/** Terminal executions kept when a new run begins. */
export const DEFAULT_MAX_EXECUTIONS = 50;

/** Age after which `expirePaused` terminates a paused or running execution: 24 hours. */
export const DEFAULT_PAUSED_TTL_MS = 86_400_000;

/**
 * Limit of one durable value (code, arguments, a recorded result) in serialized string length. Durable values
 * are never truncated, since replay would feed corrupted data to resumed code; a breach fails the run instead.
 */
export const MAX_DURABLE_VALUE_BYTES = 1_000_000;

/** Default sandbox namespace of a provider and of the platform SDK. */
export const DEFAULT_NAMESPACE = "codemode";

/** Default runtime name. */
export const DEFAULT_RUNTIME_NAME = "default";

/**
 * Longest description of a thrown value kept in a log entry or given back to the code, in characters. A tool
 * may throw anything (a huge message, an object whose getters throw); what is recorded is always a bounded
 * string, so the failure is recorded and replays as the same throw.
 */
export const MAX_THROWN_DESCRIPTION_CHARS = 20_000;

/**
 * Most entries one execution's log may hold. A fresh call or step beyond it fails the run with an actionable
 * error, so a runaway program (a snippet that runs itself, a loop of calls) ends cleanly instead of growing a
 * log that no longer fits one write to the store.
 */
export const MAX_EXECUTION_LOG_ENTRIES = 10_000;

/**
 * Most characters one execution's log may hold over all its entries (arguments, results, names). It keeps a
 * whole log, which a pass loads in one read and may write in one batch, well under the platform's 32 MiB
 * limit of one RPC message; a call or result beyond it fails the run with an actionable error.
 */
export const MAX_EXECUTION_LOG_BYTES = 8_000_000;

/**
 * How deep `codemode.run` may nest (a snippet that runs a snippet that runs ...). Deeper fails that call with
 * an actionable error: a snippet that runs itself without end stops at this depth.
 */
export const MAX_SNIPPET_DEPTH = 32;
