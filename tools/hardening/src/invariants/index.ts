export { type InvariantInput, invariantViolations } from "./check-invariants.ts";
export { type Approval, callKey, type Effect, EffectLedger, stableJson } from "./effect-ledger.ts";
export {
  ALLOWED_TRANSITIONS,
  DOCUMENTED_STATUSES,
  type ObservedEntry,
  type ObservedExecution,
  TERMINAL_STATUSES,
} from "./observed-execution.ts";
