import { INSTRUMENTATION_PREFIX } from "../budget/instrument-code.ts";

/** Binding of the sandbox module that the harness block sets to its entry point, the default export. */
export const SANDBOX_BINDING = `${INSTRUMENTATION_PREFIX}Sandbox`;

/** What a sandbox module includes beyond the core harness. */
export interface SandboxFeatures {
  /** The seeded randomness and clock, and ordered delivery: only for `options.determinism`. */
  determinism: boolean;
  /** The full value formatter, for code that names `console` or throws. */
  formatter: boolean;
  /** Answering recorded calls in the sandbox: only when `options.determinism.replay` holds records. */
  replay: boolean;
}

/** Every combination of features a sandbox can need (replaying recorded calls needs determinism). */
export const FEATURE_COMBINATIONS: readonly SandboxFeatures[] = [false, true].flatMap((determinism) =>
  [false, true].flatMap((formatter) =>
    (determinism ? [false, true] : [false]).map((replay) => ({ determinism, formatter, replay })),
  ),
);

/** The key of a combination of features in {@link FEATURE_COMBINATIONS} and the generated harnesses. */
export function featuresKey({ determinism, formatter, replay }: SandboxFeatures): string {
  return `${Number(determinism)}${Number(formatter)}${Number(replay)}`;
}
