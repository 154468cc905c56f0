import { describe, expect, it } from "vitest";
import { caseViolations } from "./support/case-violations.ts";
import {
  approvePending,
  type CaseRecord,
  caseStep,
  rejectFirstPending,
  SINGLE_APPROVAL_PROGRAM,
  settleCase,
} from "./support/drive-case.ts";
import { observe, operation } from "./support/host.ts";

type Client = "approve" | "reject" | "rollback" | "recover" | "expire";

/** One client's operation on the execution, as its own request to the host Durable Object. */
function clientOperation(
  scope: string,
  client: Client,
  executionId: string,
): Parameters<typeof operation>[1] {
  switch (client) {
    case "approve":
      return approvePending(scope, executionId);
    case "reject":
      return rejectFirstPending(executionId);
    case "rollback":
      return async (runtime) => {
        try {
          await runtime.rollback({ executionId });
          return "rolled back";
        } catch (error) {
          return `refused: ${(error as Error).message}`;
        }
      };
    case "recover":
      return (runtime) => runtime.recover({ executionId });
    case "expire":
      return (runtime) => runtime.expirePaused({ maxAgeMs: 0 });
  }
}

/** Starts the single-approval program and runs it to its pause, or to its end for `atEnd`. */
async function prepare(scope: string, atEnd: boolean): Promise<{ record: CaseRecord; executionId: string }> {
  const record: CaseRecord = { snapshots: [], final: [], operations: [] };
  await caseStep(scope, record, "execute", (runtime) => runtime.execute({ code: SINGLE_APPROVAL_PROGRAM }));
  if (atEnd) {
    await caseStep(scope, record, "approve", approvePending(scope, record.snapshots.at(-1)?.[0]?.id ?? ""));
  }
  const [execution] = record.snapshots.at(-1) ?? [];
  expect(execution?.status).toBe(atEnd ? "completed" : "paused");
  return { record, executionId: execution?.id ?? "" };
}

const RACES: ReadonlyArray<{ clients: Client[]; atEnd?: boolean }> = [
  { clients: ["approve", "approve"] },
  { clients: ["approve", "reject"] },
  { clients: ["reject", "approve"] },
  { clients: ["reject", "reject"] },
  { clients: ["approve", "rollback"] },
  { clients: ["reject", "rollback"] },
  { clients: ["approve", "recover"] },
  { clients: ["approve", "expire"] },
  { clients: ["approve", "reject", "rollback"] },
  { clients: ["approve", "approve", "reject", "reject"] },
  { clients: ["rollback", "rollback"], atEnd: true },
  { clients: ["rollback", "rollback", "rollback"], atEnd: true },
];

describe("clients acting on the same execution at once (separate requests to the host)", () => {
  it.each(
    RACES.map(
      (race) =>
        [race.clients.join(" + ") + (race.atEnd ? " after completion" : " at a pause"), race] as const,
    ),
  )("%s: the execution ends in a documented status and every invariant holds", async (name, race) => {
    const scope = `race:${name}`;
    const { record, executionId } = await prepare(scope, race.atEnd === true);
    const outcomes = await Promise.allSettled(
      race.clients.map((client) => operation(scope, clientOperation(scope, client, executionId))),
    );
    record.operations.push(`${race.clients.join(" + ")} at once`);
    record.snapshots.push(await observe(scope));
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    await settleCase(scope, "approve", record);
    expect(caseViolations(scope, record), record.operations.join(" -> ")).toEqual([]);
  });
});
