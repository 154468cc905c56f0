import { MINIFIED_HARNESSES } from "./harness-texts.ts";
import { featuresKey, SANDBOX_BINDING, type SandboxFeatures } from "./sandbox-features.ts";

/** Main module name of the sandbox Worker; a user module under this key is ignored. */
export const EXECUTOR_MODULE = "executor.js";

/**
 * Source of the sandbox Worker's only module: the per-execution program part at the top level, then the
 * harness (src/harness, built and minified by the package build), a function expression called at once, so
 * the model's code sees none of its names while the harness sees the program part. The harness captures the
 * globals it relies on before any of the model's code runs, so code that replaces `setTimeout`, `Promise` or
 * `JSON` cannot break it. One module that imports nothing loads fastest, optional parts are included only
 * when the execution needs them, and the harness is minified: the sandbox's start-up time grows with the
 * amount of code it compiles.
 *
 * `run` answers `[error, result, logs]`, the result a structured clone of the code's value (functions and
 * symbols refused, class instances as plain objects), and never a thenable (see `answer` in
 * src/harness/entry.ts).
 */
export function sandboxModuleSource(program: string, features: SandboxFeatures): string {
  const harness = MINIFIED_HARNESSES[featuresKey(features)];
  if (harness === undefined) throw new Error(`No sandbox harness for features ${featuresKey(features)}.`);
  return `${program}\nlet ${SANDBOX_BINDING};\n${harness}\nexport default ${SANDBOX_BINDING};`;
}
