import type { BenchmarkCase, SampleContext } from "./cases.ts";
import type { Contender } from "./contenders.ts";

/** The samples of one case; the runner merges them over requests and reports medians and paired ratios. */
export interface CaseSamples {
  name: string;
  unit: string;
  /** Every measured sample, by contender name, in round order (rounds line up across contenders). */
  values: Record<string, number[]>;
}

/** How many rounds to run. */
export interface MeasureOptions {
  rounds: number;
  now(): number;
}

/**
 * Runs every case for every contender in rounds, interleaved (the contender order alternates each round,
 * so neither always runs warm after the other), and answers every sample.
 */
export async function measure(
  loader: WorkerLoader,
  contenders: readonly Contender[],
  cases: readonly BenchmarkCase[],
  options: MeasureOptions,
): Promise<CaseSamples[]> {
  const executors = contenders.map((contender) => ({
    name: contender.name,
    executor: contender.create(loader),
  }));
  const results: CaseSamples[] = cases.map((benchmark) => ({
    name: benchmark.name,
    unit: benchmark.unit,
    values: {},
  }));
  for (let round = 0; round < options.rounds; round++) {
    const ordered = round % 2 === 0 ? executors : [...executors].reverse();
    for (const [index, benchmark] of cases.entries()) {
      const { values } = results[index] as CaseSamples;
      for (const { name, executor } of ordered) {
        if (benchmark.contenders && !benchmark.contenders.includes(name)) continue;
        const context: SampleContext = { executor, now: options.now };
        // One unmeasured sample first, so the measured one never pays for what the previous contender or
        // case left behind (the teardown of its sandboxes, garbage in the host).
        await benchmark.sample(context);
        const list = values[name] ?? [];
        list.push(await benchmark.sample(context));
        values[name] = list;
      }
    }
  }
  return results;
}
