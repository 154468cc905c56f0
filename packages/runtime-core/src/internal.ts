/**
 * `@codemode/runtime-core/internal`: what sibling packages share with runtime-core but users do not need.
 * Not part of the public API; it may change in any release.
 *
 * The pure functions here also run inside the Workers sandbox (the harness of `@codemode/worker-executor`
 * bundles them), so the sandbox and the host agree byte for byte by running the same code.
 */
export { describeThrownWithin } from "./describe-thrown.ts";
export { childCause, ROOT_CAUSE, timerCause } from "./identity/call-identity.ts";
export { canonicalPlainJson } from "./identity/canonical-plain-json.ts";
export { hash64 } from "./identity/hash64.ts";
