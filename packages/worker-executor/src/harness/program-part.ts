/**
 * The bindings of the sandbox module's program part (src/sandbox/program-module.ts), which sits above the
 * harness at the module's top level: the harness refers to them by name, and sets {@link SANDBOX_BINDING}
 * to its entry point. They are module bindings, not globals; they are declared as globals here so the
 * harness type-checks, and a test checks that these names are the program part's.
 */
declare global {
  /** The providers' preludes, as functions run in order. */
  const __codemode$preludes: ReadonlyArray<() => void>;
  /** Evaluates the code's function expression. */
  const __codemode$program: () => unknown;
  /** The budget breach message, even of a breach the code caught, or `undefined`. */
  const __codemode$budgetError: () => string | undefined;
  /** Called on the first budget breach, so the run ends even when the breach was in an unawaited chain. */
  let __codemode$onBreach: (message: string) => void;
  /** The sandbox module's default export: the harness's entry point. */
  let __codemode$Sandbox: unknown;
}

/** The names above, for the test that checks them against the program part's. */
export const PROGRAM_PART_NAMES = {
  preludes: "__codemode$preludes",
  program: "__codemode$program",
  budgetError: "__codemode$budgetError",
  onBreach: "__codemode$onBreach",
  sandbox: "__codemode$Sandbox",
} as const;
