import { type BenchmarkCase, expectStatus, type SampleContext } from "./benchmark-case.ts";
import { readsThenWrite, workRuntime } from "./work-runtime.ts";

/** Logged reads before the approval-gated call, and how many paused runs one sample approves. */
const SIZES: ReadonlyArray<{ reads: number; approvals: number; target?: { ratioAtMost: number } }> = [
  { reads: 10, approvals: 6 },
  { reads: 100, approvals: 3, target: { ratioAtMost: 0.5 } },
  { reads: 500, approvals: 1 },
];

/**
 * `approve()` of a run that made N logged reads before an approval-gated write: the replay of N recorded
 * calls plus the approved call. Each sample first pauses fresh runs (not timed), then times their approvals
 * one after another and answers the mean.
 */
async function approveCost(
  context: SampleContext,
  reads: number,
  approvals: number,
  withListener: boolean,
): Promise<number> {
  const { runtime, ledger } = workRuntime(context, { withListener });
  const program = readsThenWrite(reads);
  const paused: string[] = [];
  for (let index = 0; index < approvals; index++) {
    paused.push(expectStatus(await runtime.execute({ code: program }), "paused").executionId);
  }
  const readsBefore = ledger.reads;
  const started = context.now();
  for (const executionId of paused) expectStatus(await runtime.approve({ executionId }), "completed");
  const elapsed = context.now() - started;
  if (ledger.reads !== readsBefore)
    throw new Error("approve executed a recorded read again instead of replaying it");
  return elapsed / approvals;
}

export const APPROVE_CASES: readonly BenchmarkCase[] = [
  ...SIZES.map(
    ({ reads, approvals, target }): BenchmarkCase => ({
      id: `approve-after-${reads}`,
      group: "approve",
      title: `approve() after ${reads} logged reads (replay ${reads}, then the approved write)`,
      unit: "ms/approve",
      parameter: reads,
      target,
      alsoOnDisk: reads === 100,
      maximumRounds: reads === 500 ? 6 : undefined,
      sample: (context) => approveCost(context, reads, approvals, false),
    }),
  ),
  {
    id: "approve-after-100-listener",
    group: "approve-listener",
    title: "approve() after 100 logged reads, ours with an event listener",
    unit: "ms/approve",
    variantOf: "approve-after-100",
    sample: (context) => approveCost(context, 100, 3, true),
  },
];
