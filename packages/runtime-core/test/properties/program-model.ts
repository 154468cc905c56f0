import fc from "fast-check";

/** One call of a generated program. */
export type CallKind = "read" | "write" | "gated";

/** One statement of a generated program. */
export type Statement = { kind: CallKind } | { kind: "step" } | { kind: "parallel"; branches: CallKind[][] };

const callKind = fc.constantFrom<CallKind>("read", "read", "write", "gated");

/** Random programs: sequential calls, steps, and `Promise.all` of branches that each make several calls. */
export const programArbitrary: fc.Arbitrary<Statement[]> = fc.array(
  fc.oneof(
    { weight: 5, arbitrary: callKind.map((kind) => ({ kind })) },
    { weight: 1, arbitrary: fc.constant({ kind: "step" as const }) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.array(callKind, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 3 })
        .map((branches) => ({ kind: "parallel" as const, branches })),
    },
  ),
  { minLength: 1, maxLength: 6 },
);

/**
 * The program's source. Every call's arguments depend on what earlier reads returned (`acc`), so a replay that
 * returned anything but the recorded values would change later arguments and be caught as a divergence.
 */
export function programSource(statements: readonly Statement[]): string {
  const lines: string[] = ["async () => {", "  const out = [];", "  let acc = 0;"];
  const call = (kind: CallKind, id: string) =>
    kind === "read"
      ? `(async () => { const value = await world.read({ id: "${id}" }); acc += value; return value; })()`
      : `world.${kind}({ id: "${id}", acc })`;
  statements.forEach((statement, index) => {
    if (statement.kind === "step") {
      lines.push(
        `  out.push(await codemode.step("s${index}", () => Math.floor(Math.random() * 1000) + Date.now() % 7));`,
      );
    } else if (statement.kind === "parallel") {
      const branches = statement.branches.map((branch, branchIndex) => {
        const body = branch.map(
          (kind, callIndex) => `results.push(await ${call(kind, `${index}.${branchIndex}.${callIndex}`)});`,
        );
        return `(async () => { const results = []; ${body.join(" ")} return results; })()`;
      });
      lines.push(`  out.push(await Promise.all([${branches.join(", ")}]));`);
    } else {
      lines.push(`  out.push(await ${call(statement.kind, String(index))});`);
    }
  });
  lines.push("  return { out, acc };", "}");
  return lines.join("\n");
}

/** What a person or the system does next to the execution. */
export type Operation =
  | { kind: "approve" }
  | { kind: "reject" }
  | { kind: "rollback" }
  | { kind: "recover" }
  | { kind: "expire" }
  | { kind: "crash-approve"; commit: number; applied: boolean }
  | { kind: "crash-approve-execute"; method: CallKind; effect: "before" | "after" };

export const operationsArbitrary: fc.Arbitrary<Operation[]> = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: fc.constant({ kind: "approve" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "reject" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "rollback" as const }) },
    { weight: 2, arbitrary: fc.constant({ kind: "recover" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "expire" as const }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("crash-approve" as const),
        commit: fc.nat(4),
        applied: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("crash-approve-execute" as const),
        method: fc.constantFrom<CallKind>("read", "write", "gated"),
        effect: fc.constantFrom<"before" | "after">("before", "after"),
      }),
    },
  ),
  { maxLength: 10 },
);
