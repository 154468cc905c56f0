/**
 * How a built runtime script gets its setup. Each entry (frame/entry.ts, worker/entry.ts) reads one free
 * identifier, {@link RUNTIME_SETUP_PARAMETER}, which the bundle never declares; src/sandbox-document.ts wraps the
 * script in a function with that parameter and calls it with the setup as JSON:
 * `((__codemodeRuntimeSetup) => { <bundle> })(<json>)`. So the setup, like everything else of the runtime,
 * lives in a closure: nothing the runtime binds is reachable from the global scope the model's code runs in.
 */
export const RUNTIME_SETUP_PARAMETER = "__codemodeRuntimeSetup";
