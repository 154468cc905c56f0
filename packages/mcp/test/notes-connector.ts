import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";

/**
 * A connector with a read and an approval-gated write. Notes live in the host's storage (a connector
 * instance is rebuilt on every request), so a test can see whether a write really happened.
 */
export class NotesConnector extends CodemodeConnector {
  name(): string {
    return "notes";
  }

  protected override instructions(): string {
    return "Notes of the team.";
  }

  protected tools(): ConnectorTools {
    const storage = (this.ctx as unknown as DurableObjectState).storage;
    return {
      list: {
        description: "Titles of all notes.",
        execute: async () => [...(await storage.list<string>({ prefix: "note:" })).values()],
      },
      write: {
        description: "Write a note.",
        inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
        requiresApproval: true,
        execute: async (args) => {
          const { title } = args as { title: string };
          await storage.put(`note:${title}`, title);
          return `wrote ${title}`;
        },
      },
    };
  }
}
