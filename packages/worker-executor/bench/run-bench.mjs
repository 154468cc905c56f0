// Starts the benchmark worker in workerd (wrangler's unstable_startWorker), runs it once, prints a table of
// medians (ours, reference, ours/reference) and writes the results to bench/results.json.
// Usage: pnpm bench  (CODEMODE_BENCH_ITERATIONS sets the measured rounds; default 30).
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { unstable_startWorker } from "wrangler";

process.env.WRANGLER_SEND_METRICS ??= "false";
const rounds = Number(process.env.CODEMODE_BENCH_ITERATIONS ?? 30);
const warmup = Math.max(3, Math.round(rounds / 6));
const config = fileURLToPath(new URL("./wrangler.jsonc", import.meta.url));
const output = fileURLToPath(new URL("./results.json", import.meta.url));

const worker = await unstable_startWorker({
  config,
  dev: {
    server: { hostname: "127.0.0.1", port: 0 },
    inspector: false,
    logLevel: "warn",
    watch: false,
    persist: false,
  },
});
let exitCode = 0;
try {
  await worker.ready;
  const response = await withDeadline(worker.fetch(`http://127.0.0.1/run?rounds=${rounds}&warmup=${warmup}`));
  const report = await response.json();
  if (!response.ok || report.error) throw new Error(`benchmark failed: ${report.error ?? response.status}`);
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

function withDeadline(promise) {
  const limitMs = 5 * 60_000;
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
    ];
  });
  const header = ["case", "unit", ours, reference, `${ours}/${reference}`, "paired ratio"];
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
