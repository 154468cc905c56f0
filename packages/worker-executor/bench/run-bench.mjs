// Starts the benchmark worker in workerd (wrangler's unstable_startWorker), runs the rounds in short requests,
// prints a table of medians (ours, reference, ours/reference, paired ratio and paired trimmed mean) and writes
// bench/results.json.
// Usage: pnpm bench  (CODEMODE_BENCH_ITERATIONS sets the measured rounds; default 30).
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { unstable_startWorker } from "wrangler";

process.env.WRANGLER_SEND_METRICS ??= "false";
const rounds = Number(process.env.CODEMODE_BENCH_ITERATIONS ?? 30);
const warmup = Math.max(3, Math.round(rounds / 6));
const config = fileURLToPath(new URL("./wrangler.jsonc", import.meta.url));
const output = fileURLToPath(new URL("./results.json", import.meta.url));

// workerd sometimes stops answering one long request that loads thousands of sandboxes, so the rounds run
// in short requests (chunks), and a chunk that does not answer in time is run again in a fresh workerd.
const CHUNK_ROUNDS = 4;
const CHUNK_DEADLINE_MS = 90_000;
const MAX_RESTARTS = 3;

let exitCode = 0;
let worker = await startWorker();
try {
  await runRounds(warmup, { warmup: true });
  const report = await runRounds(rounds, { warmup: false });
  printTable(report);
  await writeFile(
    output,
    `${JSON.stringify({ ...report, measuredAt: new Date().toISOString() }, null, 2)}\n`,
  );
  console.log(`\nwrote ${output}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await worker.dispose();
}
process.exit(exitCode);

async function startWorker() {
  const started = await unstable_startWorker({
    config,
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      logLevel: "warn",
      watch: false,
      persist: false,
    },
  });
  await started.ready;
  return started;
}

/** Runs `total` rounds in chunks and merges their samples (warm-up rounds are run and thrown away). */
async function runRounds(total, { warmup: isWarmup }) {
  let merged;
  let restarts = 0;
  for (let done = 0; done < total; ) {
    const size = Math.min(CHUNK_ROUNDS, total - done);
    let chunk;
    try {
      chunk = await runChunk(size);
    } catch (error) {
      if (++restarts > MAX_RESTARTS) throw error;
      console.error(`chunk failed (${error.message}); starting a fresh workerd and running it again`);
      await worker.dispose().catch(() => {});
      worker = await startWorker();
      await runChunk(2).catch(() => {}); // warm the new process up again
      continue;
    }
    done += size;
    if (!isWarmup) merged = merge(merged, chunk);
  }
  return merged && summarize(merged);
}

async function runChunk(size) {
  const response = await withDeadline(worker.fetch(`http://127.0.0.1/run?rounds=${size}`), CHUNK_DEADLINE_MS);
  const report = await response.json();
  if (!response.ok || report.error) throw new Error(`benchmark failed: ${report.error ?? response.status}`);
  return report;
}

function merge(into, chunk) {
  if (!into) return { ...chunk, results: chunk.results.map((result) => ({ ...result })) };
  into.results.forEach((result, index) => {
    const values = chunk.results[index].values;
    for (const [name, list] of Object.entries(values))
      result.values[name] = [...result.values[name], ...list];
  });
  return into;
}

/** Medians and the paired ratio (first contender over second, round by round) over every merged sample. */
function summarize(report) {
  const [first, second] = report.contenders;
  const results = report.results.map((result) => {
    const medians = Object.fromEntries(
      Object.entries(result.values).map(([name, list]) => [name, median(list)]),
    );
    const mine = result.values[first];
    const theirs = result.values[second];
    const ratios =
      mine && theirs && mine.length === theirs.length
        ? mine.map((value, index) => value / theirs[index])
        : undefined;
    const pairedRatio = ratios && median(ratios);
    const pairedTrimmed =
      ratios && trimmedGeometricMean(ratios.filter((_, index) => mine[index] > 0 && theirs[index] > 0));
    return { ...result, medians, pairedRatio, pairedTrimmed, samples: mine?.length ?? 0 };
  });
  return { ...report, rounds, warmupRounds: warmup, results };
}

function median(values) {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// The Workers clock advances in whole milliseconds, so samples of a few milliseconds are coarse and their
// medians often tie: this mean of the round-by-round ratios (on a log scale, the tenth at each end dropped, as a
// stalled or garbage-collecting round lands there) resolves differences of a percent or two that the median
// rounds away. A per-call sample can come out at or below zero (the empty execution measured slower than the
// program of calls): such a round has no meaningful ratio, and the caller leaves it out.
function trimmedGeometricMean(ratios) {
  const logs = ratios.map(Math.log).sort((left, right) => left - right);
  if (logs.length === 0) return undefined;
  const cut = Math.floor(logs.length / 10);
  const kept = logs.slice(cut, logs.length - cut);
  return Math.exp(kept.reduce((sum, value) => sum + value, 0) / kept.length);
}

function withDeadline(promise, limitMs) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the benchmark did not answer within ${limitMs / 1000} s`)),
      limitMs,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function printTable(report) {
  const [ours, reference] = report.contenders;
  const rows = report.results.map((result) => {
    const mine = result.medians[ours];
    const theirs = result.medians[reference];
    return [
      result.name,
      result.unit,
      format(mine),
      format(theirs),
      mine !== undefined && theirs !== undefined ? (mine / theirs).toFixed(2) : "-",
      result.pairedRatio === undefined ? "-" : result.pairedRatio.toFixed(2),
      result.pairedTrimmed === undefined ? "-" : result.pairedTrimmed.toFixed(3),
    ];
  });
  const header = [
    "case",
    "unit",
    ours,
    reference,
    `${ours}/${reference}`,
    "paired ratio",
    "paired trimmed mean",
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ");
  console.log(
    `\nmedians of ${report.rounds} interleaved rounds after ${report.warmupRounds} warm-up rounds, inside workerd\n`,
  );
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
  for (const row of rows) console.log(line(row));
}

function format(value) {
  return value === undefined ? "-" : value.toFixed(value < 10 ? 3 : 1);
}
