import { env } from "cloudflare:workers";
import type { CodemodeEvent, ProxyToolOutput } from "@codemode/runtime-core";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { describe, expect, it } from "vitest";
import { eventCollector, ofType } from "./event-collector.ts";
import { inHost, type RuntimeOverrides } from "./runtime-harness.ts";

const CREATE_AFTER_READS = `async () => {
  const first = await tracker.list_issues({ page: 1 });
  const second = await tracker.list_issues({ page: 2 });
  const created = await tracker.create_issue({ title: "Bug " + first.read + second.read });
  await notes.add_note({ text: "filed " + created.id });
  return created;
}`;

const FIRST_PASS = [
  "execution_created",
  "pass_started",
  "call_started:0",
  "call_applied:0",
  "call_started:1",
  "call_applied:1",
  "call_paused:2",
  "pass_ended",
];

/** Runs `steps` in one scope with one listener, each step in a fresh runtime handle as a request would. */
async function run(
  scope: string,
  steps: Array<
    (
      runtime: Parameters<Parameters<typeof inHost>[1]>[0],
      previous: ProxyToolOutput | undefined,
    ) => Promise<unknown>
  >,
  overrides: RuntimeOverrides = {},
) {
  const events = eventCollector();
  let previous: ProxyToolOutput | undefined;
  for (const step of steps) {
    const result = await inHost(scope, (runtime) => step(runtime, previous), {
      events: { listener: events.listener },
      ...overrides,
    });
    if (result && typeof result === "object" && "executionId" in result) previous = result as ProxyToolOutput;
  }
  return { events, executionId: previous?.executionId ?? "" };
}

const approve = (
  runtime: { approve: (o: { executionId: string }) => Promise<ProxyToolOutput> },
  previous?: ProxyToolOutput,
) => runtime.approve({ executionId: previous?.executionId ?? "" });

describe("runtime events from a real facet and Worker Loader", () => {
  it.each([
    {
      name: "a run that completes",
      steps: [
        (runtime) => runtime.execute({ code: "async () => (await tracker.list_issues({ page: 1 })).read" }),
      ],
      trace: [
        "execution_created",
        "pass_started",
        "call_started:0",
        "call_applied:0",
        "pass_ended",
        "execution_ended",
      ],
      end: { status: "completed" },
    },
    {
      name: "a run that pauses and is approved (recorded calls replayed)",
      steps: [(runtime) => runtime.execute({ code: CREATE_AFTER_READS }), approve],
      trace: [
        ...FIRST_PASS,
        "pass_started",
        "call_replayed:0",
        "call_replayed:1",
        "call_started:2",
        "call_applied:2",
        "call_started:3",
        "call_applied:3",
        "pass_ended",
        "execution_ended",
      ],
      end: { status: "completed" },
    },
    {
      name: "a rejected run",
      steps: [
        (runtime) => runtime.execute({ code: CREATE_AFTER_READS }),
        async (runtime, previous) => {
          await runtime.reject({ seq: 2, executionId: previous?.executionId ?? "" });
          return previous;
        },
      ],
      trace: [...FIRST_PASS, "execution_ended"],
      end: { status: "rejected" },
    },
    {
      name: "a failed argument check",
      steps: [(runtime) => runtime.execute({ code: "async () => tracker.create_issue({ title: 7 })" })],
      trace: ["execution_created", "pass_started", "call_refused", "pass_ended", "execution_ended"],
      end: { status: "error" },
    },
    {
      name: "a divergence",
      steps: [
        (runtime) =>
          runtime.execute({
            code: "async () => { const file = await tracker.read_file({}); return tracker.create_issue({ title: file.content }) }",
          }),
        approve,
      ],
      trace: [
        "execution_created",
        "pass_started",
        "call_started:0",
        "call_applied:0",
        "call_paused:1",
        "pass_ended",
        "pass_started",
        "call_started:0",
        "call_applied:0",
        "call_failed:1",
        "pass_ended",
        "execution_ended",
      ],
      end: { status: "error" },
    },
    {
      name: "a timeout",
      overrides: { executor: new DynamicWorkerExecutor({ loader: env.LOADER, timeout: 300 }) },
      steps: [
        (runtime) =>
          runtime.execute({
            code: "async () => { await tracker.list_issues({}); await new Promise(() => {}); }",
          }),
      ],
      trace: [
        "execution_created",
        "pass_started",
        "call_started:0",
        "call_applied:0",
        "pass_ended",
        "execution_ended",
      ],
      end: { status: "error" },
    },
    {
      name: "a rollback",
      steps: [
        (runtime) =>
          runtime.execute({
            code: `async () => { await tracker.list_issues({}); await tracker.add_label({ id: 1 }); await notes.add_note({ text: "n" }); }`,
          }),
        async (runtime, previous) => {
          // tracker.add_label's revert throws: the rollback reverts the rest and reports that one.
          await runtime.rollback({ executionId: previous?.executionId ?? "" }).catch(() => {});
          return previous;
        },
      ],
      trace: [
        "execution_created",
        "pass_started",
        "call_started:0",
        "call_applied:0",
        "call_started:1",
        "call_applied:1",
        "call_started:2",
        "call_applied:2",
        "pass_ended",
        "execution_ended",
        "rollback_step:2",
        "rollback_step:1",
        "rollback_step:0",
        "execution_ended",
      ],
      end: { status: "rolled_back" },
      rollback: [
        { seq: 2, method: "add_note", outcome: "reverted" },
        {
          seq: 1,
          method: "add_label",
          outcome: "failed",
          error: expect.stringMatching(/labels cannot be removed/),
        },
        { seq: 0, method: "list_issues", outcome: "skipped" },
      ],
    },
  ] satisfies Array<{
    name: string;
    steps: Parameters<typeof run>[1];
    trace: string[];
    end: Partial<CodemodeEvent>;
    overrides?: RuntimeOverrides;
    rollback?: object[];
  }>)("reports $name in causal order", async ({ name, steps, trace, end, overrides, rollback }) => {
    const { events, executionId } = await run(`events-${name}`, steps, overrides);
    await events.until(
      (event) => event.type === "execution_ended" && event.status === (end as { status: string }).status,
    );
    expect(events.trace(executionId)).toEqual(trace);
    expect(events.events.filter(ofType("execution_ended")).at(-1)).toMatchObject(end);
    expect(events.events.every((event) => event.executionId === executionId)).toBe(true);
    if (rollback) expect(events.events.filter(ofType("rollback_step"))).toMatchObject(rollback);
  });

  it("reports each refused, paused and failed call with its details", async () => {
    const { events } = await run("events-details", [
      (runtime) =>
        runtime.execute({
          code: `async () => { try { await tracker.create_issue({ title: 7 }) } catch {} try { await tracker.explode({}) } catch {} return tracker.create_issue({ title: "ok" }) }`,
        }),
    ]);
    await events.until(ofType("pass_ended"));
    const calls = events.events.filter((event) => event.type.startsWith("call_"));
    expect(calls).toMatchObject([
      {
        type: "call_refused",
        connector: "tracker",
        method: "create_issue",
        error: expect.stringMatching(/title must be a string/),
      },
      { type: "call_started", connector: "tracker", method: "explode", seq: 0 },
      { type: "call_failed", method: "explode", seq: 0, executed: true },
      { type: "call_paused", method: "create_issue", seq: 1, uncertain: false },
    ]);
    expect(calls.every((event) => !("args" in event))).toBe(true);
    expect(events.events.find(ofType("pass_ended"))).toMatchObject({
      status: "paused",
      counts: { started: 1, replayed: 0, applied: 0, failed: 1, refused: 1 },
    });
  });

  it("keeps two overlapping runs on one runtime apart: each event carries its own execution", async () => {
    const events = eventCollector();
    const [first, second] = await inHost(
      "events-concurrent",
      (runtime) =>
        Promise.all([
          runtime.execute({
            code: `async () => { await tracker.list_issues({ page: 1 }); await notes.add_note({ text: "a" }); }`,
          }),
          runtime.execute({ code: CREATE_AFTER_READS }),
        ]),
      { events: { listener: events.listener } },
    );
    await events.until(ofType("execution_ended", first.executionId));
    await events.until(ofType("pass_ended", second.executionId));
    expect(events.trace(first.executionId)).toEqual([
      "execution_created",
      "pass_started",
      "call_started:0",
      "call_applied:0",
      "call_started:1",
      "call_applied:1",
      "pass_ended",
      "execution_ended",
    ]);
    expect(events.trace(second.executionId)).toEqual(FIRST_PASS);
    expect(
      events.events
        .filter(ofType("call_applied", first.executionId))
        .map((event) => "method" in event && event.method),
    ).toEqual(["list_issues", "add_note"]);
  });
});
