let warned = false;

/**
 * Warns, once per process, that `execute(code, { fnName: fn })` is deprecated. Once, because an agent
 * calls `execute` on every turn and a warning per call would drown its logs.
 */
export function warnDeprecatedFunctionRecord(): void {
  if (warned) return;
  warned = true;
  console.warn(
    '[codemode] Passing a function record to executor.execute() is deprecated: pass ResolvedProvider[] instead, for example [{ name: "codemode", fns }]. The record still runs as one provider named codemode.',
  );
}
