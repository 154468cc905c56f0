/**
 * `@codemode/runtime-core/sandbox-shared`: the pure functions the Workers sandbox harness of
 * `@codemode/worker-executor` bundles, so the sandbox and the host agree byte for byte by running the same
 * code: call identity, `hash64`, the canonical JSON writer and the description of thrown values. Every module
 * reached from here imports nothing outside runtime-core and uses no platform API. Not part of the public API.
 */
export { describeThrownWithin } from "./describe-thrown.ts";
export { childCause, ROOT_CAUSE, timerCause } from "./identity/call-identity.ts";
export { canonicalPlainJson } from "./identity/canonical-plain-json.ts";
export { hash64 } from "./identity/hash64.ts";
