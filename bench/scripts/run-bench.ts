// `pnpm bench`: runs every benchmark row inside workerd for codemode and @cloudflare/codemode@0.5.6 side by
// side, counts tool-description tokens, runs the load scenarios, prints the tables and writes
// bench/results.json, bench/RESULTS.md and bench/charts/*.svg.
// CODEMODE_BENCH_ITERATIONS sets the measured rounds per row (default 10).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchResults } from "./bench-results.ts";
import { TOKENIZER } from "./count-tokens.ts";
import type { SessionOutput, SessionSpec } from "./measure-session.ts";
import { renderLineChart } from "./render-chart.ts";
import { renderConsole, renderMarkdown } from "./render-report.ts";

process.env.WRANGLER_SEND_METRICS ??= "false";
const BENCH_DIR = fileURLToPath(new URL("..", import.meta.url));
const rounds = Number(process.env.CODEMODE_BENCH_ITERATIONS ?? 10);
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error("CODEMODE_BENCH_ITERATIONS must be a whole number >= 1");
const warmupRounds = Math.max(2, Math.round(rounds / 5));
const diskRounds = Math.max(3, Math.round(rounds / 2));
const TOKEN_SIZES = [10, 100, 1_000];
const TSX = join(BENCH_DIR, "node_modules", ".bin", "tsx");

/** Rows that stalled once and were measured again in a fresh worker, with what was in flight. */
const stalls: string[] = [];

/**
 * Measures `rows` (every row when `null`) with one storage mode, each worker session in its own process;
 * a row that stalls is measured again, once, in a fresh process with fresh storage.
 */
function measureSessions(
  request: Omit<SessionSpec, "directory">,
  directory: () => string,
): Omit<SessionOutput, "stalled"> {
  const merged: Omit<SessionOutput, "stalled"> = { cases: [], rows: [] };
  let spec = request;
  let remaining = spec.rows;
  const retried = new Set<string>();
  for (;;) {
    const workDirectory = mkdtempSync(join(tmpdir(), "codemode-bench-session-"));
    const storage = directory();
    const specPath = join(workDirectory, "spec.json");
    const outputPath = join(workDirectory, "output.json");
    writeFileSync(specPath, JSON.stringify({ ...spec, rows: remaining, directory: storage }));
    const child = spawnSync(TSX, [join(BENCH_DIR, "scripts", "measure-session.ts"), specPath, outputPath], {
      stdio: "inherit",
      env: process.env,
      timeout: 20 * 60_000,
    });
    let output: SessionOutput | undefined;
    try {
      output = JSON.parse(readFileSync(outputPath, "utf8")) as SessionOutput;
    } catch {
      output = undefined;
    }
    rmSync(workDirectory, { recursive: true, force: true });
    rmSync(storage, { recursive: true, force: true });
    if (!output || child.status !== 0)
      throw new Error(`a benchmark session failed (exit ${child.status ?? child.signal})`);
    if (merged.cases.length === 0) merged.cases = output.cases;
    merged.rows.push(...output.rows);
    if (output.tokens) merged.tokens = output.tokens;
    if (output.load) merged.load = output.load;
    if (!output.stalled) return merged;
    const { id, progress } = output.stalled;
    if (retried.has(id)) throw new Error(`row ${id} stalled twice (in flight: ${progress})`);
    retried.add(id);
    const label = `${id}${spec.storage === "disk" ? " [disk]" : ""}`;
    stalls.push(`${label} (in flight: ${progress})`);
    console.log(`  ${label} stalled (in flight: ${progress}); measuring it again in a fresh worker`);
    const ids = remaining ?? output.cases.map((info) => info.id);
    remaining = ids.slice(ids.indexOf(id));
    spec = {
      ...spec,
      tokenSizes: output.tokens ? undefined : spec.tokenSizes,
      load: output.load ? false : spec.load,
    };
  }
}

function memoryDirectory(): string {
  return existsSync("/dev/shm")
    ? mkdtempSync("/dev/shm/codemode-bench-")
    : mkdtempSync(join(tmpdir(), "codemode-bench-"));
}

/** On the disk, outside the benchmark's folder (which wrangler's watcher may cover). */
function diskDirectory(): string {
  return mkdtempSync(join(tmpdir(), "codemode-bench-disk-"));
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

console.log("rows (Durable Object storage in memory):");
const memory = measureSessions(
  { storage: "memory", rows: null, rounds, warmup: warmupRounds, tokenSizes: TOKEN_SIZES, load: true },
  memoryDirectory,
);
const diskIds = memory.cases.filter((info) => info.alsoOnDisk).map((info) => info.id);
console.log("rows (Durable Object storage on disk):");
const disk = measureSessions(
  { storage: "disk", rows: diskIds, rounds: diskRounds, warmup: 1 },
  diskDirectory,
);
const rows = [...memory.rows, ...disk.rows];
const tokens = memory.tokens ?? { rows: [], toolsPerConnector: 0 };
const load = memory.load ?? [];

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
