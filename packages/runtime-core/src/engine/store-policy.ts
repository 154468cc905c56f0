import type { CommitCondition, StoredExecutionRow } from "../machine/records.ts";
import type { Snippet } from "../types/snippet.ts";
import { mayRunSnippets } from "./platform-prelude.ts";
import type { ClaimRequest } from "./ports.ts";

/**
 * The decisions every {@link ExecutionStore} makes the same way, taken here so the SQLite and memory stores
 * only read and write (a store applies state-machine decisions; it does not make them). The other ones are
 * in `machine/lifecycle.ts` (`resumeRefusal`, `startPass`, `rejectAction`, `expireExecution`,
 * `selectPrunable`) and `machine/records.ts` (`lateEffects`).
 *
 * @module
 */

/**
 * What a store does with `ExecutionStore.commit`: `apply` the patch; `refuse` it (the commit answers `false`);
 * or refuse it but record the calls a fenced-out pass made (`record-late`, see `lateEffects`).
 */
export type CommitVerdict = "apply" | "refuse" | "record-late";

/** The verdict on a commit under `condition` into an execution now at `row`'s attempt and status. */
export function commitVerdict(
  row: Pick<StoredExecutionRow, "attempt" | "status">,
  condition: CommitCondition,
): CommitVerdict {
  if (row.attempt !== condition.attempt) return condition.keepEffects ? "record-late" : "refuse";
  if (condition.expectStatus && !condition.expectStatus.includes(row.status)) return "refuse";
  return "apply";
}

/** Whether a claim returns the saved snippets with the execution whose code is `code`. */
export function claimReturnsSnippets(request: Pick<ClaimRequest, "withSnippets">, code: string): boolean {
  return request.withSnippets === true || (request.withSnippets === "auto" && mayRunSnippets(code));
}

/** The snippet `ExecutionStore.saveSnippet` saves: the execution's code and connectors, with `fields`. */
export function snippetFromExecution(
  row: Pick<StoredExecutionRow, "code" | "connectors">,
  name: string,
  fields: { description: string; inputSchema?: unknown; savedAt: number },
): Snippet {
  const snippet: Snippet = { name, description: fields.description, code: row.code, savedAt: fields.savedAt };
  if (fields.inputSchema !== undefined) snippet.inputSchema = fields.inputSchema;
  if (row.connectors) snippet.connectors = [...row.connectors];
  return snippet;
}
