/**
 * Cold-start benchmark of discovery on real OpenAPI documents, ours vs `@cloudflare/codemode@0.5.6`.
 * For every sample a new workerd process is started (wrangler `unstable_startWorker` on
 * `worker/cold-start/`), so its first request meets a cold isolate; it measures the first search on a
 * new runtime handle with new connector instances (cold isolate), the first search on a second new handle
 * (warm isolate), on a third over a re-parsed copy of the document, and a warm search, then (the isolate
 * settled) the mean of five fresh handles and of five warm searches, for each contender and API. Prints
 * medians and ratios; no assertion.
 *
 * Run: `npx tsx scripts/cold-start.ts` (from bench/); `CODEMODE_COLD_SAMPLES` sets samples (default 3);
 * `CODEMODE_COLD_STORAGE=kept` measures a cold isolate over storage a former process wrote.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_startWorker } from "wrangler";
import type { ColdStartSample } from "../worker/cold-start/cold-start-sample.ts";

process.env.WRANGLER_SEND_METRICS ??= "false";
const SAMPLES = Number(process.env.CODEMODE_COLD_SAMPLES ?? 3);
const APIS = (process.env.CODEMODE_COLD_APIS ?? "github,stripe,slack,jira,digitalocean").split(",");
const CONTENDERS = (process.env.CODEMODE_COLD_CONTENDERS ?? "ours,reference").split(",") as (
  | "ours"
  | "reference"
)[];
/**
 * `fresh` (default): every sample starts with empty storage, the first search ever of a Durable Object.
 * `kept`: a first process searches once and ends; the sample runs in a new process over that storage, as
 * an evicted Durable Object meets its next request (cold isolate, warm database).
 */
const STORAGE = process.env.CODEMODE_COLD_STORAGE === "kept" ? "kept" : "fresh";
const CONFIG = fileURLToPath(new URL("../worker/cold-start/wrangler.jsonc", import.meta.url));

async function startWorker(persist: string) {
  return unstable_startWorker({
    config: CONFIG,
    dev: {
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      logLevel: "warn",
      watch: false,
      persist,
    },
  });
}

async function sampleInFreshProcess(contender: string, api: string): Promise<ColdStartSample> {
  const persist = mkdtempSync(join(tmpdir(), "codemode-cold-"));
  if (STORAGE === "kept") {
    const primer = await startWorker(persist);
    try {
      await primer.ready;
      const primed = await primer.fetch(`http://127.0.0.1/prime?contender=${contender}&api=${api}`);
      if (!primed.ok) throw new Error(`${contender} ${api}: priming failed, ${await primed.text()}`);
    } finally {
      await primer.dispose();
    }
  }
  const worker = await startWorker(persist);
  try {
    await worker.ready;
    const response = await worker.fetch(`http://127.0.0.1/measure?contender=${contender}&api=${api}`);
    const text = await response.text();
    if (!response.ok) throw new Error(`${contender} ${api}: ${response.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as ColdStartSample;
  } finally {
    await worker.dispose();
    rmSync(persist, { recursive: true, force: true });
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const rows: Record<string, string | number>[] = [];
for (const api of APIS) {
  const medians: Record<string, ColdStartSample> = {};
  for (const contender of CONTENDERS) {
    const samples: ColdStartSample[] = [];
    for (let sample = 0; sample < SAMPLES; sample++) samples.push(await sampleInFreshProcess(contender, api));
    medians[contender] = {
      firstHandle: median(samples.map((sample) => sample.firstHandle)),
      freshHandle: median(samples.map((sample) => sample.freshHandle)),
      reparsedHandle: median(samples.map((sample) => sample.reparsedHandle)),
      warm: median(samples.map((sample) => sample.warm)),
      settledFreshHandle: median(samples.map((sample) => sample.settledFreshHandle)),
      settledWarm: median(samples.map((sample) => sample.settledWarm)),
    };
    console.log(api, contender, JSON.stringify(samples));
  }
  const none: ColdStartSample = {
    firstHandle: 0,
    freshHandle: 0,
    reparsedHandle: 0,
    warm: 0,
    settledFreshHandle: 0,
    settledWarm: 0,
  };
  const ours = medians.ours ?? none;
  const reference = medians.reference ?? none;
  const ratio = (left: number, right: number): string => (right > 0 ? (left / right).toFixed(2) : "-");
  rows.push({
    api,
    "cold isolate, ours ms": ours.firstHandle,
    "cold isolate, reference ms": reference.firstHandle,
    "cold ours/ref": ratio(ours.firstHandle, reference.firstHandle),
    "fresh handle, ours ms": ours.freshHandle,
    "fresh handle, reference ms": reference.freshHandle,
    "re-parsed document, ours ms": ours.reparsedHandle,
    "re-parsed document, reference ms": reference.reparsedHandle,
    "warm search, ours ms": ours.warm,
    "warm search, reference ms": reference.warm,
    "ours fresh/warm": ratio(ours.freshHandle, Math.max(ours.warm, 1)),
    "ours re-parsed/warm": ratio(ours.reparsedHandle, Math.max(ours.warm, 1)),
    "settled fresh handle, ours ms": ours.settledFreshHandle,
    "settled warm search, ours ms": ours.settledWarm,
    "ours settled fresh/warm": ratio(ours.settledFreshHandle, ours.settledWarm),
    "settled fresh handle, reference ms": reference.settledFreshHandle,
  });
}
console.log(
  `Cold start (median of ${SAMPLES} samples, a new workerd process per sample, ${STORAGE} storage; clock resolution 1 ms)`,
);
console.table(rows);
