import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";

/** What the abuse connector did, per test scope (module scope: survives anything the sandbox does). */
export const abuseCalls = new Map<string, string[]>();

/**
 * A connector that hostile programs call: `echo` answers its input, `huge({ bytes })` answers a string of
 * that many characters, `note({ text })` records that it ran (to prove a call did or did not happen).
 */
export class AbuseConnector extends CodemodeConnector {
  readonly #scope: string;

  constructor(state: DurableObjectState, scope: string) {
    super(state, {});
    this.#scope = scope;
  }

  name(): string {
    return "target";
  }

  protected tools(): ConnectorTools {
    const record = (text: string) => {
      const calls = abuseCalls.get(this.#scope) ?? [];
      calls.push(text);
      abuseCalls.set(this.#scope, calls);
    };
    return {
      echo: { description: "Answer the input.", execute: (args) => args },
      huge: {
        description: "Answer a string of `bytes` characters.",
        inputSchema: { type: "object", properties: { bytes: { type: "number" } }, required: ["bytes"] },
        execute: (args) => "x".repeat((args as { bytes: number }).bytes),
      },
      note: {
        description: "Record a note.",
        inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
        execute: (args) => {
          record((args as { text: string }).text);
          return { ok: true };
        },
      },
      approve_me: {
        description: "Needs approval.",
        requiresApproval: true,
        inputSchema: { type: "object", properties: { text: { type: "string" } } },
        execute: (args) => {
          record(`approved:${(args as { text?: string }).text}`);
          return { done: true };
        },
      },
      hostile_throw: {
        description:
          "Records that it ran, then throws an object whose message, toJSON and toString all throw.",
        execute: () => {
          record("hostile_throw");
          const unreadable = () => {
            throw new Error("unreadable");
          };
          throw new Proxy(
            { toJSON: unreadable, toString: unreadable },
            { get: unreadable, getPrototypeOf: unreadable },
          );
        },
      },
    };
  }
}
