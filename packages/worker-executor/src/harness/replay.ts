import { canonicalPlainJson, childCause } from "@codemode/runtime-core/sandbox-shared";
import { bareArray, jsonParse } from "./captured.ts";

/** A recorded connector call the host handed over (`determinism.replay`), as JSON. */
interface ReplayRecord {
  cause: string;
  connector: string;
  method: string;
  /** The canonical JSON of the call's input (runtime-core's `canonicalPlainJson`). */
  args: string;
  at?: number;
  error?: string;
  result?: string;
}

/** A reply as the host sends it: `[cause, clock, error, result]`. */
export type Reply = [cause: string, clock: unknown, error: string | null | undefined, result: unknown];

let table: Record<string, ReplayRecord> | undefined;
let replayed: string[] = bareArray();

/**
 * Replay in the sandbox: installs the recorded connector calls, keyed by cause. A call with the recorded
 * cause, connector, method and canonical arguments is then answered here ({@link localReply}), with no host
 * round trip; the host learns which ones with the next host call or the run's answer
 * ({@link takeReplayed}). Anything else, even a near match, goes to the host, which replays it, executes it
 * or reports the divergence. The arguments are compared with runtime-core's own `canonicalPlainJson`, the
 * function the host wrote the records' `args` with.
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export function installReplay(json: string | undefined): void {
  if (json === undefined) return;
  // Without a prototype, like every table used after the code started.
  table = { __proto__: null } as unknown as Record<string, ReplayRecord>;
  const records = jsonParse(json) as ReplayRecord[];
  for (let index = 0; index < records.length; index++) {
    const record = records[index] as ReplayRecord;
    table[record.cause] = record;
  }
}

/** Whether any recorded call may still be answered here. */
export function hasReplay(): boolean {
  return table !== undefined;
}

/** The reply of a recorded call that matches this one, taken from the table, or `undefined`. */
export function localReply(
  namespace: string,
  name: string,
  args: unknown[],
  parent: string,
  index: number,
): Reply | undefined {
  if (table === undefined) return undefined;
  const cause = childCause(parent, index);
  const record = table[cause];
  if (record === undefined || record.connector !== namespace || record.method !== name) return undefined;
  if (canonicalPlainJson(args[0]) !== record.args) return undefined;
  delete table[cause];
  replayed[replayed.length] = cause;
  return [cause, record.at, record.error, record.result === undefined ? undefined : jsonParse(record.result)];
}

/**
 * The causes answered here since the last take, or `undefined` when there are none (the usual case).
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export function takeReplayed(): string[] | undefined {
  if (replayed.length === 0) return undefined;
  const taken = replayed;
  replayed = bareArray();
  return taken;
}

/** Returns causes taken for a host call that failed, ahead of any answered since. */
export function putBackReplayed(causes: string[]): void {
  for (let index = 0; index < replayed.length; index++) causes[causes.length] = replayed[index] as string;
  replayed = causes;
}
