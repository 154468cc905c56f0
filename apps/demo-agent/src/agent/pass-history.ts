import type { ProxyToolOutput, ToolLogEntry } from "codemode";
import { type ClassifiedCall, classifyCalls } from "./call-origin.ts";

/** What started a pass. */
export type PassTrigger = "chat" | "approve" | "snippet";

/** One recorded pass of an execution, with its calls classified against the pass before it. */
export type PassView = {
  pass: number;
  trigger: PassTrigger;
  status: ProxyToolOutput["status"];
  startedAt: number;
  endedAt: number;
  calls: ClassifiedCall[];
};

type PassRow = {
  execution_id: string;
  pass: number;
  trigger: string;
  status: string;
  calls: string;
  started_at: number;
  ended_at: number;
};

/**
 * Keeps the call log each pass of an execution left behind (the `calls` of the runtime's output), so the page
 * can show per pass which calls executed and which replayed. The runtime keeps only the latest log; this
 * history is the demo's own, in the agent's SQLite database.
 */
export class PassHistory {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
  }

  /** Records the pass that produced `output`. */
  record(
    trigger: PassTrigger,
    output: ProxyToolOutput,
    startedAt: number,
    endedAt: number = Date.now(),
  ): void {
    const last = this.#sql
      .exec<{ pass: number | null }>(
        "SELECT MAX(pass) AS pass FROM demo_passes WHERE execution_id = ?",
        output.executionId,
      )
      .one();
    this.#sql.exec(
      "INSERT INTO demo_passes (execution_id, pass, trigger, status, calls, started_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      output.executionId,
      (last.pass ?? 0) + 1,
      trigger,
      output.status,
      JSON.stringify(output.calls ?? []),
      startedAt,
      endedAt,
    );
  }

  /** The passes of one execution, oldest first, each classified against the one before. */
  passes(executionId: string): PassView[] {
    const rows = this.#sql
      .exec<PassRow>("SELECT * FROM demo_passes WHERE execution_id = ? ORDER BY pass", executionId)
      .toArray();
    let previous: ToolLogEntry[] | undefined;
    return rows.map((row) => {
      const calls = JSON.parse(row.calls) as ToolLogEntry[];
      const view: PassView = {
        pass: row.pass,
        trigger: row.trigger as PassTrigger,
        status: row.status as ProxyToolOutput["status"],
        startedAt: row.started_at,
        endedAt: row.ended_at,
        calls: classifyCalls(previous, calls),
      };
      previous = calls;
      return view;
    });
  }
}
