import type { CodemodeEventOptions, ExecutionState } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { inHost, type RuntimeOverrides } from "./runtime-harness.ts";

const CREATE_AFTER_READS = `async () => {
  const first = await tracker.list_issues({ page: 1 });
  const second = await tracker.list_issues({ page: 2 });
  const created = await tracker.create_issue({ title: "Bug " + first.read + second.read });
  await notes.add_note({ text: "filed " + created.id });
  return created;
}`;

/** What a run leaves behind, without what differs between any two runs (ids and the random seed's effects). */
function comparable(outputs: unknown[], state: ExecutionState | undefined): string {
  const id = state?.id ?? "";
  const seed = state?.seed ?? "";
  return JSON.stringify({ outputs, state }).replaceAll(id, "<id>").replaceAll(seed, "<seed>");
}

describe("a listener never changes an outcome", () => {
  const hanging = new Promise<void>(() => {});
  it.each<{ name: string; events?: CodemodeEventOptions }>([
    { name: "no listener" },
    {
      name: "a throwing listener",
      events: {
        listener: () => {
          throw new Error("listener broke");
        },
      },
    },
    {
      name: "a rejecting listener",
      events: { listener: () => Promise.reject(new Error("async listener broke")) },
    },
    { name: "a listener that never settles", events: { listener: () => hanging, maxQueued: 1 } },
  ])("with $name: the same outputs and execution state as without one", async ({ name, events }) => {
    const clock = { now: () => 1_700_000_000_000 };
    const once = async (scope: string, options: RuntimeOverrides) => {
      const overrides = { clock, ...options };
      const paused = await inHost(
        scope,
        (runtime) => runtime.execute({ code: CREATE_AFTER_READS }),
        overrides,
      );
      const done = await inHost(
        scope,
        (runtime) => runtime.approve({ executionId: paused.executionId }),
        overrides,
      );
      const [state] = await inHost(scope, (runtime) => runtime.executions(1), overrides);
      return comparable([paused, done], state);
    };
    const baseline = await once(`invariant-base-${name}`, {});
    const observed = await once(`invariant-${name}`, events ? { events } : {});
    expect(observed).toBe(baseline);
    expect(observed).toContain('"status":"completed"');
  });
});
