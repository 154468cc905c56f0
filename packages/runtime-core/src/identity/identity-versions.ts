import type { StoredExecutionRow } from "../machine/records.ts";
import { CALL_IDENTITY_VERSION, CODEC_VERSION } from "./call-identity.ts";

/**
 * The call-identity versions this engine can continue a run under. A run is replayed only under the rules it
 * was recorded with: when a new version changes the rules, the old rules stay (selected by the version the
 * run recorded) for as long as a version is listed here. Version 1 is the only one so far.
 */
export const SUPPORTED_IDENTITY_VERSIONS: readonly number[] = [CALL_IDENTITY_VERSION];

/** The durable codec versions this engine can decode and compare recorded values of. */
export const SUPPORTED_CODEC_VERSIONS: readonly number[] = [CODEC_VERSION];

/** The versions an execution records when it starts: this engine's. */
export function currentVersions(): Pick<StoredExecutionRow, "identityVersion" | "codecVersion"> {
  return { identityVersion: CALL_IDENTITY_VERSION, codecVersion: CODEC_VERSION };
}

/**
 * Why this engine cannot continue `row` (approve or recover it), or `undefined` when it can: the run was
 * recorded under a call-identity or codec version this engine does not have the rules of (a newer codemode
 * wrote it, or an older one whose rules were retired). Replaying it anyway would match its calls wrongly and
 * end it in a divergence, or worse, so the caller is told what to do instead. Reject, rollback, listing and
 * deletion do not replay, so they work on every version.
 */
export function versionRefusal(
  row: Pick<StoredExecutionRow, "id" | "identityVersion" | "codecVersion">,
): string | undefined {
  const identity = SUPPORTED_IDENTITY_VERSIONS.includes(row.identityVersion);
  const codec = SUPPORTED_CODEC_VERSIONS.includes(row.codecVersion);
  if (identity && codec) return undefined;
  const what = identity
    ? `durable codec version ${row.codecVersion} (this codemode reads ${SUPPORTED_CODEC_VERSIONS.join(", ")})`
    : `call identity version ${row.identityVersion} (this codemode replays ${SUPPORTED_IDENTITY_VERSIONS.join(", ")})`;
  return `Execution "${row.id}" was recorded under ${what}, so this codemode cannot continue it without mismatching its recorded calls. Continue it with the codemode release that started it, or reject its pending action (or roll it back) and run the code again.`;
}
