import type { ConnectorSpec } from "./connector-spec.ts";

/** What the work connector did, so a benchmark can check that nothing ran twice. */
export interface WorkLedger {
  reads: number;
  writes: number;
}

/**
 * The connector of the durable benchmarks: `read({ n })` answers a small issue-like record, `write({ n })`
 * needs approval. Both only count, so the measured cost is the runtime's, not the connector's.
 */
export function workConnector(ledger: WorkLedger): ConnectorSpec {
  return {
    name: "work",
    instructions: "A small issue tracker for benchmarks.",
    tools: {
      read: {
        description: "Read issue n.",
        inputSchema: { type: "object", properties: { n: { type: "number" } }, required: ["n"] },
        execute: (args) => {
          ledger.reads++;
          const n = (args as { n: number }).n;
          return { id: n, title: `Issue ${n}`, state: "open" };
        },
      },
      write: {
        description: "Close issue n. Needs approval.",
        inputSchema: { type: "object", properties: { n: { type: "number" } }, required: ["n"] },
        requiresApproval: true,
        execute: (args) => {
          ledger.writes++;
          return { closed: (args as { n: number }).n };
        },
      },
    },
  };
}
