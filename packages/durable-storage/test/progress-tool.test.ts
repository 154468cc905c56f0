import {
  type CodemodeProgress,
  type CodemodeProgressOutput,
  isCodemodeProgress,
  type ProxyToolOutput,
} from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { closeGate } from "./connectors.ts";
import { eventCollector, ofType } from "./event-collector.ts";
import { inHost } from "./runtime-harness.ts";

type Stream = AsyncGenerator<CodemodeProgressOutput, void, undefined>;

/** Pulls values until one matches; returns every value pulled, the matching one last. */
async function pullUntil(
  stream: Stream,
  match: (value: CodemodeProgressOutput) => boolean,
): Promise<CodemodeProgressOutput[]> {
  const pulled: CodemodeProgressOutput[] = [];
  for (;;) {
    const next = await stream.next();
    if (next.done) throw new Error(`The stream ended before a match: ${JSON.stringify(pulled)}`);
    pulled.push(next.value);
    if (match(next.value)) return pulled;
  }
}

/** Pulls every remaining value. */
async function drain(stream: Stream): Promise<CodemodeProgressOutput[]> {
  const values: CodemodeProgressOutput[] = [];
  for await (const value of stream) values.push(value);
  return values;
}

const runningCall = (method: string) => (value: CodemodeProgressOutput) =>
  isCodemodeProgress(value) && value.calls.some((call) => call.method === method && call.state === "running");

function split(values: CodemodeProgressOutput[]): { progress: CodemodeProgress[]; final: ProxyToolOutput } {
  const final = values.at(-1);
  if (final === undefined || isCodemodeProgress(final)) throw new Error("The last value must be the output.");
  const progress = values.slice(0, -1);
  if (!progress.every(isCodemodeProgress)) throw new Error("Only the last value may be the output.");
  return { progress: progress as CodemodeProgress[], final };
}

describe("runtime.tool({ progress: true }) in a real facet and Worker Loader", () => {
  it("yields each call as it happens, then the normal output, with no argument values", async () => {
    const scope = "progress-stream";
    const gate = closeGate(scope);
    const values = await inHost(scope, async (runtime) => {
      const stream = runtime.tool({ progress: true }).execute({
        code: `async () => {
          const first = await tracker.list_issues({ page: 1 });
          const held = await tracker.blocking_read({ key: "secret-key" });
          await notes.add_note({ text: "read " + held.value });
          return first.read;
        }`,
      });
      const before = await pullUntil(stream, runningCall("blocking_read"));
      gate.open();
      return [...before, ...(await drain(stream))];
    });
    const { progress, final } = split(values);
    expect(final).toMatchObject({ status: "completed", result: 1 });
    expect(progress.length).toBeGreaterThan(0);
    for (const value of progress) expect(value.executionId).toBe(final.executionId);
    const held = progress.find(runningCall("blocking_read")) as CodemodeProgress;
    expect(held.calls).toEqual([
      {
        connector: "tracker",
        method: "list_issues",
        seq: 0,
        state: "applied",
        durationMs: expect.any(Number),
      },
      { connector: "tracker", method: "blocking_read", seq: 1, state: "running" },
    ]);
    expect(held).toMatchObject({
      status: "running",
      pass: { attempt: 1, reason: "new_run", status: "running" },
    });
    expect(held.counts).toMatchObject({ applied: 1, running: 1 });
    expect(JSON.stringify(progress)).not.toContain("secret-key");
  });

  it("carries arguments and results only with includeValues, and never hands them to a listener that did not opt in", async () => {
    const scope = "progress-values";
    const gate = closeGate(scope);
    const events = eventCollector();
    const values = await inHost(
      scope,
      async (runtime) => {
        const stream = runtime.tool({ progress: { includeValues: true } }).execute({
          code: `async () => {
            await tracker.list_issues({ page: 7 });
            return (await tracker.blocking_read({ key: "k-1" })).value;
          }`,
        });
        const before = await pullUntil(stream, runningCall("blocking_read"));
        gate.open();
        return [...before, ...(await drain(stream))];
      },
      { events: { listener: events.listener } },
    );
    const { progress, final } = split(values);
    expect(final).toMatchObject({ status: "completed", result: "k-1" });
    const held = progress.find(runningCall("blocking_read")) as CodemodeProgress;
    expect(held.calls[0]).toMatchObject({ args: { page: 7 }, result: { read: 1 } });
    expect(held.calls[1]).toMatchObject({ args: { key: "k-1" }, state: "running" });
    await events.until(ofType("execution_ended", final.executionId));
    expect(events.events.filter((event) => "args" in event || "result" in event)).toEqual([]);
  });

  it("streams two concurrent tool calls each with only its own execution's calls", async () => {
    const scope = "progress-concurrent";
    const gate = closeGate(scope);
    const outcome = await inHost(scope, async (runtime) => {
      const tool = runtime.tool({ progress: true });
      const held = tool.execute({ code: `async () => (await tracker.blocking_read({ key: "a" })).value` });
      const heldBefore = await pullUntil(held, runningCall("blocking_read"));
      // The second run starts, and ends, while the first one waits at the gate.
      const quick = await drain(
        tool.execute({
          code: `async () => {
            await tracker.list_issues({ page: 1 });
            await notes.add_note({ text: "x" });
            return "quick";
          }`,
        }),
      );
      gate.open();
      return { held: [...heldBefore, ...(await drain(held))], quick };
    });
    const held = split(outcome.held);
    const quick = split(outcome.quick);
    expect(held.final).toMatchObject({ status: "completed", result: "a" });
    expect(quick.final).toMatchObject({ status: "completed", result: "quick" });
    expect(held.final.executionId).not.toBe(quick.final.executionId);
    const methods = (progress: CodemodeProgress[]) =>
      new Set(progress.flatMap((value) => value.calls.map((call) => call.method)));
    expect(methods(held.progress)).toEqual(new Set(["blocking_read"]));
    expect([...methods(quick.progress)].every((method) => ["list_issues", "add_note"].includes(method))).toBe(
      true,
    );
    for (const value of held.progress) expect(value.executionId).toBe(held.final.executionId);
    for (const value of quick.progress) expect(value.executionId).toBe(quick.final.executionId);
  });

  it("never waits for a consumer that stops pulling: the run ends, and what it missed is coalesced", async () => {
    const scope = "progress-slow-consumer";
    const events = eventCollector();
    const outcome = await inHost(
      scope,
      async (runtime) => {
        const stream = runtime.tool({ progress: true }).execute({
          code: `async () => {
            let total = 0;
            for (let page = 1; page <= 5; page++) total += (await tracker.list_issues({ page })).read;
            return total;
          }`,
        });
        const first = await stream.next();
        // Nobody pulls while the run goes on: it still makes its five calls and ends.
        await events.until(ofType("execution_ended"));
        const rest = await drain(stream);
        return { first: first.value as CodemodeProgressOutput, rest, records: await runtime.executions(1) };
      },
      { events: { listener: events.listener } },
    );
    expect(isCodemodeProgress(outcome.first)).toBe(true);
    // What the consumer missed is coalesced into at most one value, which already shows all five calls.
    const { progress, final } = split(outcome.rest);
    expect(final).toMatchObject({ status: "completed", result: 15 });
    expect(progress.length).toBeLessThanOrEqual(1);
    for (const value of progress) expect(value.counts.applied).toBe(5);
    expect(outcome.records[0]?.status).toBe("completed");
    expect(events.events.filter(ofType("call_applied"))).toHaveLength(5);
  });

  it("ends with the paused output when the run waits for an approval", async () => {
    const values = await inHost("progress-paused", async (runtime) =>
      drain(
        runtime.tool({ progress: true }).execute({
          code: `async () => tracker.create_issue({ title: "needs a person" })`,
        }),
      ),
    );
    const { progress, final } = split(values);
    expect(final).toMatchObject({
      status: "paused",
      pending: [{ connector: "tracker", method: "create_issue" }],
    });
    for (const value of progress) expect(value.executionId).toBe(final.executionId);
  });

  it("keeps tool() without the option a plain tool whose execute resolves to the output", async () => {
    const output = await inHost("progress-off", async (runtime) => {
      const result = runtime.tool().execute({ code: "async () => 1 + 1" });
      expect(result).toBeInstanceOf(Promise);
      expect(Symbol.asyncIterator in result).toBe(false);
      return result;
    });
    expect(output).toMatchObject({ status: "completed", result: 2 });
  });
});
