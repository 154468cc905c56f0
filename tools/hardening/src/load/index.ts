export { type LatencySummary, latencySummary } from "./latency-summary.ts";
export type { LoadAudit, LoadRunOutput, LoadTarget } from "./load-target.ts";
export { expectedSum, LOAD_CONNECTOR, type LoadTool, loadProgram, loadTools } from "./load-tools.ts";
export { type LoadOutcome, type LoadScenario, runLoadScenario } from "./run-load-scenario.ts";
