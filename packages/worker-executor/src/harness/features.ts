/**
 * The harness's optional parts, fixed when a variant is built: the package build replaces each name with
 * `true` or `false` (esbuild `define`, see `scripts/build-harness.mjs`), so the bundler drops the parts a
 * variant leaves out and the sandbox compiles only what its execution needs. Modules test the names
 * themselves (a constant re-exported from here would not be folded before tree-shaking). Tests define them
 * too (`vitest.config.ts`). Which variant an execution gets is `SandboxFeatures`
 * (src/sandbox/sandbox-features.ts).
 */
declare global {
  /** Seeded randomness and clock, and ordered delivery: only for `options.determinism`. */
  const __HARNESS_DETERMINISM__: boolean;
  /** The full value formatter, for code that names `console` or throws. */
  const __HARNESS_FORMATTER__: boolean;
  /** Answering recorded calls in the sandbox: only when `options.determinism.replay` holds records. */
  const __HARNESS_REPLAY__: boolean;
}

export {};
