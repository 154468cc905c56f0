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
