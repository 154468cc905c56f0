import { decodeDurable } from "../codec/durable-codec.ts";
import type { WorkingExecution } from "../machine/working-execution.ts";
import { STEP_CONNECTOR } from "../types/execution.ts";
import type { ReplayRecord } from "../types/executor.ts";

/** How a durable tag starts in encoded text: values that carry one are not plain JSON. */
const TAG = '"$cm":';

/** Most encoded text a pass hands the sandbox for local replay; later entries replay through the host. */
const MAX_TABLE_CHARS = 2_000_000;

/**
 * The recorded calls a sandbox may answer itself on this pass: connector calls with a causal identity whose
 * arguments and result are plain JSON, applied or failed. Steps (their closures run in the sandbox),
 * ephemeral reads (they run again), and pending or in-flight calls (the host decides them) are left out.
 */
export function replayTable(working: WorkingExecution): ReplayRecord[] {
  const records: ReplayRecord[] = [];
  let size = 0;
  for (const entry of working.entries.values()) {
    if (entry.cause === undefined || entry.connector === STEP_CONNECTOR || entry.ephemeral) continue;
    if (entry.args.includes(TAG)) continue;
    const record: ReplayRecord = {
      cause: entry.cause,
      connector: entry.connector,
      method: entry.method,
      args: entry.args,
    };
    if (entry.at !== undefined) record.at = entry.at;
    if (entry.state === "applied") {
      if (entry.result === undefined || entry.result.includes(TAG)) continue;
      record.result = entry.result;
    } else if (entry.state === "error") {
      record.error = String(entry.result === undefined ? "" : decodeDurable(entry.result));
    } else {
      continue;
    }
    size += record.args.length + (record.result?.length ?? record.error?.length ?? 0);
    if (size > MAX_TABLE_CHARS) break;
    records.push(record);
  }
  return records;
}
