import { TestConnector } from "../support/test-connector.ts";

/** A tracker connector: reads, an approval-gated create with revert, a plain write with revert, a thrower, an ephemeral read. */
export function trackerConnector(): TestConnector & { issues: Map<number, { title: string }> } {
  const issues = new Map<number, { title: string }>();
  let next = 1;
  let reads = 0;
  const connector = new TestConnector("tracker", {
    list_issues: { execute: () => ({ read: ++reads, issues: [...issues.keys()] }) },
    get_issue: { execute: (args) => issues.get((args as { id: number }).id) ?? null },
    create_issue: {
      requiresApproval: true,
      execute: (args) => {
        const id = next++;
        issues.set(id, { title: (args as { title: string }).title });
        return { id };
      },
      revert: (_args, result) => {
        issues.delete((result as { id: number }).id);
      },
    },
    add_label: {
      execute: (args) => ({ labelled: (args as { id: number }).id }),
      revert: () => {},
    },
    explode: {
      execute: () => {
        throw new Error("tracker is down");
      },
    },
    read_file: { replay: "reexecute", execute: () => ({ content: `read ${++reads}` }) },
    binary: { execute: () => new Uint8Array([1, 2, 3, 255]) },
    huge: { execute: () => "x".repeat(1_100_000) },
  });
  return Object.assign(connector, { issues });
}
