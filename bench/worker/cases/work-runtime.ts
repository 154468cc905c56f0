import { type WorkLedger, workConnector } from "../connectors/work-tools.ts";
import type { BenchRuntime } from "../contenders/contender.ts";
import type { SampleContext } from "./benchmark-case.ts";

/** The host's warm runtime over the work connector (one handle per host, as a long-lived agent keeps). */
export function workRuntime(
  context: SampleContext,
  options: { withListener?: boolean; withTracer?: boolean } = {},
): { runtime: BenchRuntime; ledger: WorkLedger } {
  const withListener = options.withListener === true;
  const withTracer = options.withTracer === true;
  const key = `work-runtime${withListener ? "-listener" : ""}${withTracer ? "-tracer" : ""}`;
  return context.memo(key, () => {
    const ledger: WorkLedger = { reads: 0, writes: 0 };
    const runtime = context.contender.createRuntime(context.ctx, context.loader, {
      connectors: [workConnector(ledger)],
      withListener,
      withTracer,
    });
    return { runtime, ledger };
  });
}

/** The trivial program. */
export const TRIVIAL = "async () => 1";

/** A program making `count` sequential reads, then returning the last title. */
export function sequentialReads(count: number): string {
  return `async () => { let last; for (let n = 0; n < ${count}; n++) last = await work.read({ n }); return last?.title ?? null; }`;
}

/** A program making `count` sequential reads, then an approval-gated write. */
export function readsThenWrite(count: number): string {
  return `async () => { let total = 0; for (let n = 0; n < ${count}; n++) total += (await work.read({ n })).id; return work.write({ n: total }); }`;
}

/** A program awaiting `count` reads issued at once with `Promise.all`. */
export function concurrentReads(count: number): string {
  return `async () => (await Promise.all(Array.from({ length: ${count} }, (_, n) => work.read({ n })))).length`;
}
