import type { ResultRow, TokenRow } from "./bench-results.ts";
import { countTokens } from "./count-tokens.ts";
import { summarize } from "./summarize.ts";
import type { WorkerSession } from "./worker-session.ts";

/** A benchmark row as the worker lists it (`GET /cases`). */
export interface CaseInfo {
  id: string;
  group: string;
  title: string;
  unit: string;
  parameter?: number;
  target?: { ratioAtMost: number };
  maximumRounds?: number;
  alsoOnDisk?: boolean;
  variantOf?: string;
}

interface CaseRun {
  samples: { ours: number[]; reference: number[] };
}

/** Measures one row: its interleaved rounds in the worker, summarized per contender. */
export async function measureRow(
  session: WorkerSession,
  info: CaseInfo,
  storage: ResultRow["storage"],
  rounds: number,
  warmup: number,
): Promise<ResultRow> {
  const started = Date.now();
  const measured = Math.min(rounds, info.maximumRounds ?? rounds);
  const run = await session.get<CaseRun>(
    `/run?case=${encodeURIComponent(info.id)}&rounds=${measured}&warmup=${warmup}`,
  );
  const ours = summarize(run.samples.ours);
  const reference = summarize(run.samples.reference);
  const ratio = ours.median / reference.median;
  const { maximumRounds: _rounds, alsoOnDisk: _disk, ...shown } = info;
  const row: ResultRow = { ...shown, storage, ours, reference, ratio };
  if (info.target) row.meetsTarget = ratio <= info.target.ratioAtMost;
  console.log(
    `  ${info.id}${storage === "disk" ? " [disk]" : ""}: ours ${ours.median.toFixed(3)}, reference ${reference.median.toFixed(3)} ${info.unit}, ratio ${ratio.toFixed(2)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return row;
}

/** Tool-description sizes in tokens for each catalog size, for both contenders and the classic approach. */
export async function measureTokens(
  session: WorkerSession,
  sizes: readonly number[],
): Promise<{ rows: TokenRow[]; toolsPerConnector: number }> {
  const descriptions = await session.get<{
    toolsPerConnector: number;
    ours: Record<string, string>;
    reference: Record<string, string>;
    classic: Record<string, string>;
  }>(`/descriptions?sizes=${sizes.join(",")}`);
  const rows = sizes.map((tools) => ({
    tools,
    ours: countTokens(descriptions.ours[String(tools)] ?? ""),
    reference: countTokens(descriptions.reference[String(tools)] ?? ""),
    classic: countTokens(descriptions.classic[String(tools)] ?? ""),
  }));
  return { rows, toolsPerConnector: descriptions.toolsPerConnector };
}
