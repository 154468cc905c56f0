import type { BenchmarkCase, SampleContext } from "./cases.ts";
import type { Contender } from "./contenders.ts";

/** Medians of one case, by contender name. */
export interface CaseResult {
  name: string;
  unit: string;
  medians: Record<string, number>;
  /**
   * Median over rounds of first contender / second contender, each pair measured back to back: steadier
   * than the ratio of medians on a machine whose load drifts during the run. Absent for single-contender cases.
   */
  pairedRatio?: number;
  samples: number;
  /** Every measured sample, by contender name, in round order (rounds line up across contenders). */
  values: Record<string, number[]>;
}

/** How many rounds to run. */
export interface MeasureOptions {
  warmupRounds: number;
  rounds: number;
  now(): number;
}

/**
 * Runs every case for every contender in rounds, interleaved (the contender order alternates each round,
 * so neither always runs warm after the other), discards the warm-up rounds and keeps the median of the rest.
 */
export async function measure(
  loader: WorkerLoader,
  contenders: readonly Contender[],
  cases: readonly BenchmarkCase[],
  options: MeasureOptions,
): Promise<CaseResult[]> {
  const executors = contenders.map((contender) => ({
    name: contender.name,
    executor: contender.create(loader),
  }));
  const samples = new Map<string, number[]>();
  const key = (benchmark: BenchmarkCase, contender: string) => `${benchmark.name}\u0000${contender}`;
  for (let round = 0; round < options.warmupRounds + options.rounds; round++) {
    const ordered = round % 2 === 0 ? executors : [...executors].reverse();
    for (const benchmark of cases) {
      for (const { name, executor } of ordered) {
        if (benchmark.contenders && !benchmark.contenders.includes(name)) continue;
        const context: SampleContext = { executor, now: options.now };
        // One unmeasured sample first, so the measured one never pays for what the previous contender or
        // case left behind (the teardown of its sandboxes, garbage in the host).
        await benchmark.sample(context);
        const value = await benchmark.sample(context);
        if (round < options.warmupRounds) continue;
        const list = samples.get(key(benchmark, name)) ?? [];
        list.push(value);
        samples.set(key(benchmark, name), list);
      }
    }
  }
  return cases.map((benchmark) => {
    const medians: Record<string, number> = {};
    const values: Record<string, number[]> = {};
    for (const { name } of executors) {
      const list = samples.get(key(benchmark, name));
      if (list) {
        medians[name] = median(list);
        values[name] = list;
      }
    }
    const result: CaseResult = {
      name: benchmark.name,
      unit: benchmark.unit,
      medians,
      samples: options.rounds,
      values,
    };
    const [first, second] = executors.map(({ name }) => samples.get(key(benchmark, name)));
    if (first && second && first.length === second.length) {
      result.pairedRatio = median(first.map((value, index) => value / (second[index] as number)));
    }
    return result;
  });
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
