import type { ModelMessage } from "ai";
import {
  CodemodeError,
  type CodemodeRuntimeHandle,
  createCodemodeRuntime,
  DynamicWorkerExecutor,
  type ProxyToolOutput,
  type Snippet,
} from "codemode";
import { NotesConnector } from "../connectors/notes-connector.ts";
import { parseLatency, type ServiceLatency } from "../connectors/simulated-latency.ts";
import { TeamConnector } from "../connectors/team-connector.ts";
import { TrackerConnector } from "../connectors/tracker-connector.ts";
import { ensureDemoSchema } from "../data/demo-schema.ts";
import { IssueStore } from "../data/issue-store.ts";
import { NoteStore } from "../data/note-store.ts";
import { SnippetCalls } from "../data/snippet-calls.ts";
import { TeamStore } from "../data/team-store.ts";
import type { DemoEnv } from "../env.ts";
import { snippetRunProgram } from "../model/programs.ts";
import { ActiveTurn } from "./active-turn.ts";
import { ChatHistory } from "./chat-history.ts";
import { PassHistory, type PassTrigger } from "./pass-history.ts";
import { type RunView, toRunView } from "./run-view.ts";
import { staleDecision } from "./stale-decision.ts";

/** How many executions the audit trail shows. */
const AUDIT_LIMIT = 30;
/** Snippet names the page accepts: short, readable, usable in `codemode.run("name")`. */
const SNIPPET_NAME = /^[A-Za-z][\w-]{0,47}$/;

/**
 * One agent's demo world: its SQLite-backed stores, its three connectors (the tracker over MCP, the team API
 * over OpenAPI, the hand-written notes connector) and the Code Mode runtime over them, created with
 * `createCodemodeRuntime` and a `DynamicWorkerExecutor`. Every operation that runs a pass records the pass, so
 * the page can show what each pass executed and replayed. A chat run's live status comes from the progress
 * its own tool call streams (see `runChatTurn`); the runs the page starts here (snippet runs, approvals,
 * rollbacks) show when they return, so the runtime needs no event listener.
 */
export class DemoWorkspace {
  readonly issues: IssueStore;
  readonly notes: NoteStore;
  readonly team: TeamStore;
  readonly history: ChatHistory;
  readonly passes: PassHistory;
  readonly snippetCalls: SnippetCalls;
  readonly runtime: CodemodeRuntimeHandle;
  #turn: ActiveTurn | undefined;
  readonly #connectors: Array<TrackerConnector | TeamConnector | NotesConnector>;
  #revertible: Promise<Set<string>> | undefined;

  /**
   * `serviceLatency` replaces what the tracker and team calls wait (default: `SERVICE_LATENCY_MS` of `env`);
   * tests pass a function that holds one service's calls.
   */
  constructor(ctx: DurableObjectState, env: DemoEnv, serviceLatency?: ServiceLatency) {
    const sql = ctx.storage.sql;
    ensureDemoSchema(sql);
    this.issues = new IssueStore(sql);
    this.notes = new NoteStore(sql);
    this.team = new TeamStore(sql);
    this.history = new ChatHistory(sql);
    this.passes = new PassHistory(sql);
    this.snippetCalls = new SnippetCalls(sql);
    const latency = serviceLatency ?? parseLatency(env.SERVICE_LATENCY_MS);
    this.#connectors = [
      new TrackerConnector(ctx, this.issues, latency),
      new TeamConnector(ctx, this.team, latency),
      new NotesConnector(ctx, this.notes),
    ];
    this.runtime = createCodemodeRuntime({
      ctx,
      executor: new DynamicWorkerExecutor({ loader: env.LOADER, timeout: 30_000 }),
      connectors: this.#connectors,
    });
  }

  /** Runs code as a new execution and records its first pass. */
  async execute(code: string, trigger: PassTrigger): Promise<ProxyToolOutput> {
    const startedAt = Date.now();
    const output = await this.runtime.execute({ code });
    this.passes.record(trigger, output, startedAt);
    return output;
  }

  /** The chat turn in progress, if any. */
  get turn(): ActiveTurn | undefined {
    return this.#turn;
  }

  /**
   * Starts a chat turn. One at a time per workspace: a second tab's message would interleave with the first
   * turn's model messages, so it is refused with a `conflict` that says to wait.
   */
  beginTurn(message: string): ActiveTurn {
    if (this.#turn !== undefined) {
      throw new CodemodeError(
        "conflict",
        "The agent is still answering another message (from this or another tab); send yours when it is done.",
      );
    }
    this.#turn = new ActiveTurn(message);
    return this.#turn;
  }

  /**
   * Ends the chat turn: stores its messages and forgets the turn in one synchronous step, so a state read sees
   * the turn either in progress or in the history, never in both or neither.
   */
  endTurn(messages: readonly ModelMessage[]): void {
    this.history.append(messages);
    this.#turn = undefined;
  }

  /**
   * Approves a paused execution: the next pass replays what was applied and runs the approved action. An
   * approval that comes after the run moved on (another click, another tab, a repeated request) runs no
   * pass and is recorded nowhere: it is a `conflict` saying "already approved" (or rejected).
   */
  async approve(executionId: string, seq?: number): Promise<RunView> {
    const before = await this.run(executionId);
    const waiting = before.pending.find((action) => seq === undefined || action.seq === seq);
    if (before.status !== "paused" || waiting === undefined) throw staleDecision(before, seq);
    const action = `${waiting.connector}.${waiting.method}`;
    const startedAt = Date.now();
    const output = await this.runtime.approve({ executionId, seq });
    // A refused approval (another one got there first) ran no pass, so its output has no calls.
    if (output.status === "error" && output.calls === undefined) {
      const now = await this.run(executionId);
      const unchanged = now.status === "paused" && now.pending.some((entry) => entry.seq === waiting.seq);
      if (unchanged) throw new CodemodeError("conflict", `The approval was not applied: ${output.error}`);
      throw staleDecision(now, waiting.seq);
    }
    this.passes.record("approve", output, startedAt);
    const run = await this.run(executionId);
    if (output.status === "completed") this.history.event(`Approved ${action}; the run completed.`);
    else if (output.status === "paused")
      this.history.event(`Approved ${action}; the run paused for another approval.`);
    else this.history.event(`Approved ${action}, but the run failed: ${output.error}`);
    return run;
  }

  /** Rejects one pending action, which ends the execution; a stale rejection is a `conflict` like approve's. */
  async reject(executionId: string, seq: number): Promise<RunView> {
    const before = await this.run(executionId);
    const waiting = before.pending.find((action) => action.seq === seq);
    if (waiting === undefined || !(await this.runtime.reject({ executionId, seq }))) {
      throw staleDecision(await this.run(executionId), seq);
    }
    this.history.event(`Rejected ${waiting.connector}.${waiting.method}; the run ended without running it.`);
    return this.run(executionId);
  }

  /** Reverts the execution's applied actions, newest first. */
  async rollback(executionId: string): Promise<RunView> {
    await this.runtime.rollback({ executionId });
    const run = await this.run(executionId);
    const reverted = run.log
      .filter((entry) => entry.state === "reverted")
      .map((entry) => `${entry.connector}.${entry.method}`);
    this.history.event(
      reverted.length > 0
        ? `Rolled back ${reverted.join(", ")}.`
        : "Rollback found nothing to revert: the run's calls have no revert.",
    );
    return run;
  }

  /** Saves a completed execution's code as a snippet. */
  async saveSnippet(executionId: string, name: string, description: string): Promise<Snippet> {
    if (!SNIPPET_NAME.test(name)) {
      throw new CodemodeError(
        "invalid_argument",
        `"${name}" is not a usable snippet name: start with a letter, then letters, digits, "_" or "-" (at most 48).`,
      );
    }
    const run = await this.run(executionId);
    if (run.status !== "completed") {
      throw new CodemodeError(
        "conflict",
        `Execution ${executionId} is ${run.status}; only a completed run can be saved as a snippet.`,
      );
    }
    const snippet = await this.runtime.saveSnippet(name, { executionId, description });
    this.snippetCalls.save(name, run.log);
    this.history.event(`Saved the run as snippet “${name}”.`);
    return snippet;
  }

  /** Deletes a snippet and what the demo recorded about it; `false` when there was none. */
  async deleteSnippet(name: string): Promise<boolean> {
    const deleted = await this.runtime.deleteSnippet(name);
    this.snippetCalls.delete(name);
    return deleted;
  }

  /** Runs a saved snippet through `codemode.run` as a new execution. */
  async runSnippet(name: string): Promise<RunView> {
    const snippets = await this.runtime.snippets();
    if (!snippets.some((snippet) => snippet.name === name)) {
      const known = snippets.map((snippet) => snippet.name).join(", ") || "none yet";
      throw new CodemodeError("not_found", `No snippet named "${name}". Saved snippets: ${known}.`);
    }
    const output = await this.execute(snippetRunProgram(name), "snippet");
    this.history.event(
      output.status === "error"
        ? `Ran snippet “${name}”: it failed: ${output.error}`
        : `Ran snippet “${name}”: ${output.status === "paused" ? "waiting for approval" : output.status}.`,
    );
    return this.run(output.executionId);
  }

  /** `connector.method` names with a revert, read once from the connectors' tools. */
  #revertibleMethods(): Promise<Set<string>> {
    this.#revertible ??= Promise.all(
      this.#connectors.map(async (connector) =>
        (await connector.revertibleMethods()).map((method) => `${connector.name()}.${method}`),
      ),
    ).then((names) => new Set(names.flat()));
    this.#revertible.catch(() => {
      this.#revertible = undefined;
    });
    return this.#revertible;
  }

  /** One execution as the page shows it. */
  async run(executionId: string): Promise<RunView> {
    const execution = (await this.runtime.executions(AUDIT_LIMIT * 4)).find(
      (entry) => entry.id === executionId,
    );
    if (execution === undefined) {
      throw new CodemodeError(
        "not_found",
        `No execution ${executionId}. It may have been pruned; reload the page.`,
      );
    }
    return toRunView(execution, this.passes.passes(executionId), await this.#revertibleMethods());
  }

  /** The audit trail: recent executions, newest first, with their passes. */
  async runs(): Promise<RunView[]> {
    const [executions, revertible] = await Promise.all([
      this.runtime.executions(AUDIT_LIMIT),
      this.#revertibleMethods(),
    ]);
    return executions.map((execution) => toRunView(execution, this.passes.passes(execution.id), revertible));
  }
}
