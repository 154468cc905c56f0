import { APPROVE_CASES } from "./approve-cases.ts";
import type { BenchmarkCase } from "./benchmark-case.ts";
import { CALL_CASES } from "./call-cases.ts";
import { DISCOVERY_CASES } from "./discovery-cases.ts";
import { EXECUTE_CASES } from "./execute-cases.ts";
import { STORAGE_CASES } from "./storage-cases.ts";

/** Every benchmark row, in table order. Add a case to one of these lists to extend the table. */
export const ALL_CASES: readonly BenchmarkCase[] = [
  ...EXECUTE_CASES,
  ...CALL_CASES,
  ...APPROVE_CASES,
  ...DISCOVERY_CASES,
  ...STORAGE_CASES,
];

/** A case by id. */
export function caseById(id: string): BenchmarkCase | undefined {
  return ALL_CASES.find((benchmark) => benchmark.id === id);
}
