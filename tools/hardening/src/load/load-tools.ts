import { type EffectLedger, stableJson } from "../invariants/index.ts";

/** Sandbox name of the load connector. */
export const LOAD_CONNECTOR = "load";

type Context = { executionId: string; seq?: number; idempotencyKey?: string } | undefined;

/** One tool of the load connector, in the record shape both connector base classes accept. */
export interface LoadTool {
  description: string;
  inputSchema: Record<string, unknown>;
  requiresApproval?: boolean;
  execute(args: unknown, context?: Context): unknown;
}

/**
 * The load connector's tools, recording every effect in `ledger`: `read({ run, n })` answers a number and
 * `write({ run, sum })` needs approval. Wrap them in either implementation's `CodemodeConnector`.
 */
export function loadTools(ledger: EffectLedger): Record<string, LoadTool> {
  const record = (method: string, args: unknown, context: Context, requiresApproval: boolean) =>
    ledger.recordEffect({
      kind: "execute",
      executionId: context?.executionId ?? "",
      connector: LOAD_CONNECTOR,
      method,
      argumentsKey: stableJson(args),
      requiresApproval,
      ephemeral: false,
      seq: context?.seq,
      idempotencyKey: context?.idempotencyKey,
    });
  return {
    read: {
      description: "Read value n of a run.",
      inputSchema: {
        type: "object",
        properties: { run: { type: "number" }, n: { type: "number" } },
        required: ["run", "n"],
      },
      execute(args, context) {
        record("read", args, context, false);
        return { value: (args as { n: number }).n + 1 };
      },
    },
    write: {
      description: "Write a run's sum. Needs approval.",
      requiresApproval: true,
      inputSchema: {
        type: "object",
        properties: { run: { type: "number" }, sum: { type: "number" } },
        required: ["run", "sum"],
      },
      execute(args, context) {
        record("write", args, context, true);
        return { ok: true };
      },
    },
  };
}

/** The program of one load run: `reads` sequential reads, then the approval-gated write of their sum. */
export function loadProgram(run: number, reads: number): string {
  return `async () => {
  let sum = 0;
  for (let n = 0; n < ${reads}; n++) sum += (await ${LOAD_CONNECTOR}.read({ run: ${run}, n })).value;
  const written = await ${LOAD_CONNECTOR}.write({ run: ${run}, sum });
  return { sum, written: written.ok };
}`;
}

/** The sum a load run computes. */
export function expectedSum(reads: number): number {
  return (reads * (reads + 1)) / 2;
}
