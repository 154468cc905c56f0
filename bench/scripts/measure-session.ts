// One worker session of `pnpm bench`, in its own process (a second `unstable_startWorker` in one process
// stalled): `tsx scripts/measure-session.ts <spec.json> <output.json>`. Measures the rows the spec names
// (and the tokens and load when asked) and writes what it measured. When a row stalls, it writes the rows so
// far and the stalled one, and exits: run-bench.ts retries the rest in a fresh process.
import { readFileSync, writeFileSync } from "node:fs";
import type { LoadSummary, ResultRow, TokenRow } from "./bench-results.ts";
import { type CaseInfo, measureRow, measureTokens } from "./measure-rows.ts";
import { runLoad } from "./run-load.ts";
import { startWorker } from "./worker-session.ts";

/** What the parent asks one session to measure. */
export interface SessionSpec {
  storage: ResultRow["storage"];
  directory: string;
  /** Row ids to measure, in order; `null` for every row. */
  rows: string[] | null;
  rounds: number;
  warmup: number;
  tokenSizes?: number[];
  load?: boolean;
}

/** What one session measured. */
export interface SessionOutput {
  cases: CaseInfo[];
  rows: ResultRow[];
  tokens?: { rows: TokenRow[]; toolsPerConnector: number };
  load?: LoadSummary[];
  stalled?: { id: string; progress: string };
}

const [specPath, outputPath] = process.argv.slice(2);
if (!specPath || !outputPath) throw new Error("usage: measure-session.ts <spec.json> <output.json>");
const spec = JSON.parse(readFileSync(specPath, "utf8")) as SessionSpec;
const session = await startWorker(spec.directory);
const output: SessionOutput = { cases: [], rows: [] };
const isStall = (error: unknown) =>
  error instanceof Error && /timeout|aborted/i.test(`${error.name} ${error.message}`);
try {
  output.cases = await session.get<CaseInfo[]>("/cases");
  const wanted =
    spec.rows === null ? output.cases : output.cases.filter((info) => spec.rows?.includes(info.id));
  for (const info of wanted) {
    try {
      output.rows.push(await measureRow(session, info, spec.storage, spec.rounds, spec.warmup));
    } catch (error) {
      if (!isStall(error)) throw error;
      let progress = "no answer";
      try {
        progress = JSON.stringify(await session.get("/progress"));
      } catch {
        // the worker does not answer at all
      }
      output.stalled = { id: info.id, progress };
      break;
    }
  }
  if (!output.stalled && spec.tokenSizes) output.tokens = await measureTokens(session, spec.tokenSizes);
  if (!output.stalled && spec.load) {
    console.log("load:");
    output.load = await runLoad(session);
  }
} finally {
  writeFileSync(outputPath, JSON.stringify(output));
  // a stalled worker may never finish disposing: give it ten seconds, then exit (which ends workerd too)
  await Promise.race([session.dispose(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
process.exit(0);
