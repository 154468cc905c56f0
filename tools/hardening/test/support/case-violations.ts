import { invariantViolations } from "../../src/invariants/index.ts";
import type { CaseRecord } from "./drive-case.ts";
import { world } from "./world.ts";

/** The hardening invariants over one driven case (every execution must have ended). */
export function caseViolations(scope: string, record: CaseRecord): string[] {
  return invariantViolations({
    ledger: world(scope).ledger,
    snapshots: record.snapshots,
    final: record.final,
    requireTerminal: true,
  });
}
