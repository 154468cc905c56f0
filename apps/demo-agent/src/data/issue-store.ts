/** One tracker issue, as the MCP server returns it. */
export type Issue = {
  number: number;
  title: string;
  body: string;
  status: "open" | "closed";
  assignee: string | null;
  labels: string[];
  createdAt: number;
  closedAt: number | null;
};

/** What creating an issue takes. */
export type NewIssue = { title: string; body?: string; assignee?: string; labels?: string[] };

/** Words too common to tell issues apart. */
const STOP_WORDS = new Set(
  "the and for with when that this from into about are was were has have been not but all any our its new issue issues bug".split(
    " ",
  ),
);

type IssueRow = {
  number: number;
  title: string;
  body: string;
  status: string;
  assignee: string | null;
  labels: string;
  created_at: number;
  closed_at: number | null;
};

/**
 * The issue tracker's data in the agent's SQLite database. Every write is visible at once to the page (the
 * Issues panel) and to later runs, which is what makes approvals and rollbacks observable in the demo.
 */
export class IssueStore {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
  }

  /** Issues with the given status (all of them for `"all"`), newest first. */
  list(status: "open" | "closed" | "all" = "open"): Issue[] {
    const rows =
      status === "all"
        ? this.#sql.exec<IssueRow>("SELECT * FROM demo_issues ORDER BY number DESC").toArray()
        : this.#sql
            .exec<IssueRow>("SELECT * FROM demo_issues WHERE status = ? ORDER BY number DESC", status)
            .toArray();
    return rows.map(toIssue);
  }

  /** Issues whose title, body, labels or assignee contain any word of `query` (case-insensitive). */
  search(query: string): Issue[] {
    const words = query
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
    if (words.length === 0) return [];
    return this.list("all").filter((issue) => {
      const haystack = [issue.title, issue.body, issue.assignee ?? "", ...issue.labels]
        .join(" ")
        .toLowerCase();
      return words.some((word) => haystack.includes(word));
    });
  }

  /** One issue, or `undefined`. */
  get(number: number): Issue | undefined {
    const row = this.#sql.exec<IssueRow>("SELECT * FROM demo_issues WHERE number = ?", number).toArray()[0];
    return row === undefined ? undefined : toIssue(row);
  }

  /** Files a new open issue and returns it. */
  create(input: NewIssue, now: number = Date.now()): Issue {
    const row = this.#sql
      .exec<IssueRow>(
        "INSERT INTO demo_issues (title, body, status, assignee, labels, created_at) VALUES (?, ?, 'open', ?, ?, ?) RETURNING *",
        input.title,
        input.body ?? "",
        input.assignee ?? null,
        JSON.stringify(input.labels ?? []),
        now,
      )
      .one();
    return toIssue(row);
  }

  /** Sets an issue's status; returns the updated issue, or `undefined` when it does not exist. */
  setStatus(number: number, status: "open" | "closed", now: number = Date.now()): Issue | undefined {
    const rows = this.#sql
      .exec<IssueRow>(
        "UPDATE demo_issues SET status = ?, closed_at = ? WHERE number = ? RETURNING *",
        status,
        status === "closed" ? now : null,
        number,
      )
      .toArray();
    return rows[0] === undefined ? undefined : toIssue(rows[0]);
  }

  /** Deletes an issue; returns whether it existed. */
  remove(number: number): boolean {
    const rows = this.#sql
      .exec("DELETE FROM demo_issues WHERE number = ? RETURNING number", number)
      .toArray();
    return rows.length > 0;
  }
}

function toIssue(row: IssueRow): Issue {
  return {
    number: row.number,
    title: row.title,
    body: row.body,
    status: row.status === "closed" ? "closed" : "open",
    assignee: row.assignee,
    labels: JSON.parse(row.labels) as string[],
    createdAt: row.created_at,
    closedAt: row.closed_at,
  };
}
