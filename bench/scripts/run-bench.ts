// `pnpm bench`: runs every benchmark row inside workerd for codemode and @cloudflare/codemode@0.5.6 side by
// side, counts tool-description tokens, runs the load scenarios, prints the tables and writes
// bench/results.json, bench/RESULTS.md and bench/charts/*.svg.
// CODEMODE_BENCH_ITERATIONS sets the measured rounds per row (default 10).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchResults, ResultRow, TokenRow } from "./bench-results.ts";
import { countTokens, TOKENIZER } from "./count-tokens.ts";
import { renderLineChart } from "./render-chart.ts";
import { renderConsole, renderMarkdown } from "./render-report.ts";
import { runLoad } from "./run-load.ts";
import { summarize } from "./summarize.ts";
import { startWorker, type WorkerSession } from "./worker-session.ts";

process.env.WRANGLER_SEND_METRICS ??= "false";
const BENCH_DIR = fileURLToPath(new URL("..", import.meta.url));
const rounds = Number(process.env.CODEMODE_BENCH_ITERATIONS ?? 10);
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error("CODEMODE_BENCH_ITERATIONS must be a whole number >= 1");
const warmupRounds = Math.max(2, Math.round(rounds / 5));
const diskRounds = Math.max(3, Math.round(rounds / 2));
const TOKEN_SIZES = [10, 100, 1_000];

interface CaseInfo {
  id: string;
  group: string;
  title: string;
  unit: string;
  parameter?: number;
  target?: { ratioAtMost: number };
  maximumRounds?: number;
  alsoOnDisk?: boolean;
}

interface CaseRun {
  samples: { ours: number[]; reference: number[] };
}

/** Rows that stalled once and were measured again in a fresh worker, with what was in flight. */
const stalls: string[] = [];

/** A worker for one storage mode, restarted (with fresh storage) when a row stalls. */
interface SessionHolder {
  session: WorkerSession;
  restart(): Promise<void>;
}

/** Runs one row; when the request stalls, records what was in flight, restarts the worker and retries once. */
async function runRow(holder: SessionHolder, path: string, label: string): Promise<CaseRun> {
  try {
    return await holder.session.get<CaseRun>(path);
  } catch (error) {
    if (!(error instanceof Error) || !/timeout|aborted/i.test(`${error.name} ${error.message}`)) throw error;
    let progress = "unknown";
    try {
      progress = JSON.stringify(await holder.session.get("/progress"));
    } catch {
      // the worker may not answer at all; the retry below still runs
    }
    stalls.push(`${label}: stalled (in flight: ${progress}); measured again in a fresh worker`);
    console.log(`  ${label} stalled (in flight: ${progress}); restarting the worker and measuring it again`);
    await holder.restart();
    return holder.session.get<CaseRun>(path);
  }
}

async function measureRows(
  holder: SessionHolder,
  cases: readonly CaseInfo[],
  storage: ResultRow["storage"],
  caseRounds: number,
  warmup: number,
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  for (const info of cases) {
    const started = Date.now();
    const measured = Math.min(caseRounds, info.maximumRounds ?? caseRounds);
    const run = await runRow(
      holder,
      `/run?case=${encodeURIComponent(info.id)}&rounds=${measured}&warmup=${warmup}`,
      `${info.id}${storage === "disk" ? " [disk]" : ""}`,
    );
    const ours = summarize(run.samples.ours);
    const reference = summarize(run.samples.reference);
    const ratio = ours.median / reference.median;
    const row: ResultRow = { ...info, storage, ours, reference, ratio };
    delete (row as { maximumRounds?: number }).maximumRounds;
    delete (row as { alsoOnDisk?: boolean }).alsoOnDisk;
    if (info.target) row.meetsTarget = ratio <= info.target.ratioAtMost;
    rows.push(row);
    console.log(
      `  ${info.id}${storage === "disk" ? " [disk]" : ""}: ours ${ours.median.toFixed(3)}, reference ${reference.median.toFixed(3)} ${info.unit}, ratio ${ratio.toFixed(2)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  return rows;
}

async function tokenRows(session: WorkerSession): Promise<{ rows: TokenRow[]; toolsPerConnector: number }> {
  const descriptions = await session.get<{
    toolsPerConnector: number;
    ours: Record<string, string>;
    reference: Record<string, string>;
    classic: Record<string, string>;
  }>(`/descriptions?sizes=${TOKEN_SIZES.join(",")}`);
  const rows = TOKEN_SIZES.map((tools) => ({
    tools,
    ours: countTokens(descriptions.ours[String(tools)] ?? ""),
    reference: countTokens(descriptions.reference[String(tools)] ?? ""),
    classic: countTokens(descriptions.classic[String(tools)] ?? ""),
  }));
  return { rows, toolsPerConnector: descriptions.toolsPerConnector };
}

function memoryDirectory(): string {
  return existsSync("/dev/shm")
    ? mkdtempSync("/dev/shm/codemode-bench-")
    : mkdtempSync(join(tmpdir(), "codemode-bench-"));
}

/** On the disk, outside the benchmark's folder: wrangler watches the project, and writes there reload it. */
function diskDirectory(): string {
  return mkdtempSync(join(tmpdir(), "codemode-bench-disk-"));
}

/** Starts a worker on a fresh directory from `directory()`; a restart disposes it and starts another. */
async function holdSession(directory: () => string): Promise<SessionHolder & { dispose(): Promise<void> }> {
  const directories: string[] = [directory()];
  const holder = {
    session: await startWorker(directories[0] as string),
    async restart() {
      await holder.session.dispose();
      const next = directory();
      directories.push(next);
      holder.session = await startWorker(next);
    },
    async dispose() {
      await holder.session.dispose();
      for (const used of directories) rmSync(used, { recursive: true, force: true });
    },
  };
  return holder;
}

/** HEAD, marked when the measured packages had uncommitted changes (the bench runs their sources). */
function gitCommit(): string {
  if (process.env.CODEMODE_BENCH_COMMIT) return process.env.CODEMODE_BENCH_COMMIT;
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: BENCH_DIR,
      encoding: "utf8",
    }).trim();
    const changes = execFileSync("git", ["status", "--porcelain", "--", "../packages"], {
      cwd: BENCH_DIR,
      encoding: "utf8",
    }).trim();
    return changes === "" ? head : `${head} + uncommitted changes in packages/`;
  } catch {
    return "unknown";
  }
}

function writeCharts(results: BenchResults): void {
  const chartsDirectory = join(BENCH_DIR, "charts");
  mkdirSync(chartsDirectory, { recursive: true });
  const series = (group: string) =>
    (["ours", "reference"] as const).map((contender) => ({
      name: contender === "ours" ? "codemode (ours)" : "@cloudflare/codemode 0.5.6",
      color: contender === "ours" ? "#d9480f" : "#1c7ed6",
      points: results.rows
        .filter((row) => row.group === group && row.storage === "memory" && row.parameter !== undefined)
        .map((row) => ({ x: row.parameter as number, y: row[contender].median })),
    }));
  writeFileSync(
    join(chartsDirectory, "replay-cost.svg"),
    renderLineChart({
      title: "approve() after N logged reads (replay cost)",
      xLabel: "N, logged reads before the approval-gated call",
      yLabel: "ms per approve() (median)",
      series: series("approve"),
    }),
  );
  writeFileSync(
    join(chartsDirectory, "search-latency.svg"),
    renderLineChart({
      title: "runtime.search latency against catalog size",
      xLabel: "methods in the catalog",
      yLabel: "ms per search (median)",
      series: series("search"),
    }),
  );
}

const startedAt = Date.now();
const loadAverageAtStart = loadavg();
console.log(`benchmark: ${rounds} rounds after ${warmupRounds} warm-up rounds per row`);

const memory = await holdSession(memoryDirectory);
let rows: ResultRow[];
let tokens: Awaited<ReturnType<typeof tokenRows>>;
let load: BenchResults["load"];
let cases: CaseInfo[];
try {
  cases = await memory.session.get<CaseInfo[]>("/cases");
  console.log("rows (Durable Object storage in memory):");
  rows = await measureRows(memory, cases, "memory", rounds, warmupRounds);
  tokens = await tokenRows(memory.session);
  console.log("load:");
  load = await runLoad(memory.session);
} finally {
  await memory.dispose();
}

const disk = await holdSession(diskDirectory);
try {
  console.log("rows (Durable Object storage on disk):");
  rows.push(
    ...(await measureRows(
      disk,
      cases.filter((info) => info.alsoOnDisk),
      "disk",
      diskRounds,
      1,
    )),
  );
} finally {
  await disk.dispose();
}

const processors = cpus();
const results: BenchResults = {
  measuredAt: new Date().toISOString(),
  commit: gitCommit(),
  machine: {
    cpus: processors[0]?.model.trim() ?? "unknown",
    cores: processors.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    platform: `${process.platform} ${process.arch}`,
    node: process.version,
    loadAverageAtStart,
    loadAverageAtEnd: loadavg(),
  },
  settings: { rounds, warmupRounds, diskRounds },
  rows,
  tokens: { tokenizer: TOKENIZER, ...tokens },
  load,
  stalls,
  durationSeconds: (Date.now() - startedAt) / 1000,
};
writeFileSync(join(BENCH_DIR, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(BENCH_DIR, "RESULTS.md"), renderMarkdown(results));
writeCharts(results);
console.log(`\n${renderConsole(results)}\n\nwrote bench/results.json, bench/RESULTS.md, bench/charts/*.svg`);
process.exit(0);
