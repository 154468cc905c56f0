// A connector written against the reference package's documented API, imported by the reference's name.
import { CodemodeConnector, type ConnectorTools, type ToolExecuteContext } from "@cloudflare/codemode";

/** What the tracker did, kept in the host Durable Object's storage so it survives between requests. */
export interface TrackerLog {
  reads: number;
  created: Array<{ id: number; title: string; executionId?: string }>;
  comments: Array<{ issue: number; text: string }>;
  reverted: number[];
}

/**
 * An issue tracker: a read, an approval-gated create with a revert, and a plain comment. The durable runtime
 * decides which calls run, replay or wait; the connector only performs them.
 */
export class IssueTracker extends CodemodeConnector {
  readonly #storage: DurableObjectStorage;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    this.#storage = ctx.storage;
  }

  name(): string {
    return "tracker";
  }

  protected override instructions(): string {
    return "The team's issue tracker.";
  }

  protected tools(): ConnectorTools {
    return {
      list_issues: {
        description: "List open issues.",
        inputSchema: { type: "object", properties: { label: { type: "string" } } },
        execute: async (args: unknown) => {
          const log = await this.#update((current) => ({ ...current, reads: current.reads + 1 }));
          return {
            label: (args as { label?: string }).label ?? null,
            open: log.created.map((issue) => issue.id),
          };
        },
      },
      create_issue: {
        description: "Open an issue. A person approves it first.",
        inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
        requiresApproval: true,
        execute: async (args: unknown, ctx?: ToolExecuteContext) => {
          const title = (args as { title: string }).title;
          const log = await this.#update((current) => ({
            ...current,
            created: [
              ...current.created,
              { id: 100 + current.created.length, title, executionId: ctx?.executionId },
            ],
          }));
          return { id: log.created.length + 99 };
        },
        revert: async (_args: unknown, result: unknown) => {
          await this.#update((current) => ({
            ...current,
            reverted: [...current.reverted, (result as { id: number }).id],
          }));
        },
      },
      comment: {
        description: "Comment on an issue.",
        inputSchema: {
          type: "object",
          properties: { issue: { type: "number" }, text: { type: "string" } },
          required: ["issue", "text"],
        },
        execute: async (args: unknown) => {
          const { issue, text } = args as { issue: number; text: string };
          await this.#update((current) => ({ ...current, comments: [...current.comments, { issue, text }] }));
          return { ok: true };
        },
      },
    };
  }

  async #update(change: (current: TrackerLog) => TrackerLog): Promise<TrackerLog> {
    const next = change(await readTrackerLog(this.#storage));
    await this.#storage.put("tracker", next);
    return next;
  }
}

/** The tracker's record in `storage`. */
export async function readTrackerLog(storage: DurableObjectStorage): Promise<TrackerLog> {
  return (await storage.get<TrackerLog>("tracker")) ?? { reads: 0, created: [], comments: [], reverted: [] };
}
