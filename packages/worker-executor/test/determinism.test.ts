import type { CallMeta, ResolvedProvider } from "@codemode/runtime-core";
import { hash64, withCallMeta } from "@codemode/runtime-core/internal";
import { describe, expect, it } from "vitest";
import { executor, laterSandboxTimerFired } from "./support.ts";

const SAMPLE = `async () => {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return {
    random: [Math.random(), Math.random()],
    uuid: crypto.randomUUID(),
    bytes: [...bytes],
    now: Date.now(),
    date: new Date().getTime(),
    text: Date(),
    isDate: new Date() instanceof Date,
    parsed: new Date("2020-01-01T00:00:00Z").getTime(),
  };
}`;

describe("seeded sandbox", () => {
  it("gives the same values for the same seed and different ones for another seed", async () => {
    const run = executor();
    const first = await run.execute(SAMPLE, [], {
      determinism: { seed: "seed-1", startTime: 1_700_000_000_000 },
    });
    const again = await run.execute(SAMPLE, [], {
      determinism: { seed: "seed-1", startTime: 1_700_000_000_000 },
    });
    const other = await run.execute(SAMPLE, [], {
      determinism: { seed: "seed-2", startTime: 1_700_000_000_000 },
    });
    expect(first.error).toBeUndefined();
    expect(again.result).toEqual(first.result);
    const a = first.result as Record<string, unknown>;
    const b = other.result as Record<string, unknown>;
    expect(b.random).not.toEqual(a.random);
    expect(b.uuid).not.toEqual(a.uuid);
    expect(b.bytes).not.toEqual(a.bytes);
    expect(a).toMatchObject({
      now: 1_700_000_000_000,
      date: 1_700_000_000_000,
      isDate: true,
      parsed: 1577836800000,
    });
    expect(a.text).toBe(new Date(1_700_000_000_000).toString());
    expect(a.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const value of a.random as number[]) expect(value >= 0 && value < 1).toBe(true);
  });

  it("keeps the names of what it replaces", async () => {
    const outcome = await executor().execute(
      `async () => [new Date().constructor.name, Date.name, Date.now.name, Math.random.name,
        crypto.getRandomValues.name, crypto.randomUUID.name, performance.now.name]`,
      [],
      { determinism: { seed: "s", startTime: 0 } },
    );
    expect(outcome.result).toEqual(["Date", "Date", "now", "random", "getRandomValues", "randomUUID", "now"]);
  });

  it("leaves the sandbox unseeded without determinism", async () => {
    const run = executor();
    const first = (await run.execute(SAMPLE, [])).result as Record<string, unknown>;
    const second = (await run.execute(SAMPLE, [])).result as Record<string, unknown>;
    expect(second.uuid).not.toEqual(first.uuid);
  });

  it("moves the clock to the host's reading after each delivered call, keeping it when there is none", async () => {
    const readings = new Map<number, number | undefined>([
      [0, 5000],
      [1, undefined],
      [2, 9000],
    ]);
    const provider = { name: "codemode", fns: { tick: async () => "ok" } };
    const outcome = await executor().execute(
      `async () => {
        const seen = [Date.now()];
        for (let i = 0; i < 3; i++) { await codemode.tick(); seen.push(Date.now(), new Date().getTime()); }
        return seen;
      }`,
      [provider],
      { determinism: { seed: "s", startTime: 1000, clockAt: (meta) => readings.get(meta.seq) } },
    );
    expect(outcome.result).toEqual([1000, 5000, 5000, 5000, 5000, 9000, 9000]);
  });
});

/** A program of concurrent async branches, each making two calls and recording what it saw. */
const BRANCHES = `async () => {
  const order = [];
  const branch = async (name) => {
    const first = await codemode.work(name + "1");
    order.push(first + "@" + Math.random().toFixed(6));
    const second = await codemode.work(name + "2");
    order.push(second);
    return second;
  };
  await Promise.all([branch("a"), branch("b"), branch("c")]);
  order.push(await codemode.work("end"));
  return order;
}`;

/**
 * Runs {@link BRANCHES} with a host that answers branch `slow`'s calls (`"none"`: no branch's) only after the
 * other branches' calls of the same step: the order the host answers in is chosen by the test, not by timers.
 */
async function runBranches(slow: string, options: { determinism: boolean }) {
  const calls: Array<{ arg: unknown; meta: CallMeta | undefined }> = [];
  const completed: string[] = [];
  const recheck = new Set<() => void>();
  const whenCompleted = (labels: string[]) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!labels.every((label) => completed.includes(label))) return;
        recheck.delete(check);
        resolve();
      };
      recheck.add(check);
      check();
    });
  const provider: ResolvedProvider = {
    name: "codemode",
    fns: {
      work: withCallMeta(async (meta, arg) => {
        calls.push({ arg, meta });
        const label = String(arg);
        if (label.startsWith(slow)) {
          const step = label.slice(slow.length);
          await whenCompleted(["a", "b", "c"].filter((name) => name !== slow).map((name) => name + step));
        }
        completed.push(label);
        for (const check of [...recheck]) check();
        return label;
      }),
    },
  };
  const outcome = await executor().execute(BRANCHES, [provider], {
    determinism: options.determinism ? { seed: "fixed", startTime: 0 } : undefined,
  });
  expect(outcome.error).toBeUndefined();
  const identities = calls
    .map(({ arg, meta }) => ({ arg, seq: meta?.seq, cause: meta?.cause }))
    .sort((left, right) => (left.seq ?? 0) - (right.seq ?? 0));
  return { order: outcome.result as string[], identities, completed };
}

describe("causal identity and ordered delivery", () => {
  it("derives causes from the issuing context: the root, then each delivered call", async () => {
    const { identities } = await runBranches("none", { determinism: true });
    const byArg = new Map(identities.map((identity) => [identity.arg, identity]));
    expect(byArg.get("a1")?.cause).toBe(hash64("root.0"));
    expect(byArg.get("b1")?.cause).toBe(hash64("root.1"));
    expect(byArg.get("c1")?.cause).toBe(hash64("root.2"));
    expect(byArg.get("a2")?.cause).toBe(hash64(`${hash64("root.0")}.0`));
    expect(new Set(identities.map((identity) => identity.cause)).size).toBe(identities.length);
  });

  it("gives identical causes, seqs and interleaving whatever order the host answers in", async () => {
    const runs = [];
    for (const slow of ["a", "c", "b", "none"]) runs.push(await runBranches(slow, { determinism: true }));
    const [reference, ...others] = runs;
    if (!reference) throw new Error("no run");
    expect(others.some((run) => run.completed.join() !== reference.completed.join())).toBe(true);
    for (const run of others) {
      expect(run.identities).toEqual(reference.identities);
      expect(run.order).toEqual(reference.order);
    }
  });

  it("still gives every call a cause without determinism", async () => {
    const { identities } = await runBranches("a", { determinism: false });
    expect(identities).toHaveLength(7);
    expect(identities.map((identity) => identity.seq)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const identity of identities) expect(identity.cause).toMatch(/^[0-9a-f]{16}$/);
  });

  it("gives timer callbacks a context derived from the one that registered them", async () => {
    const causes: string[] = [];
    const provider = {
      name: "codemode",
      fns: {
        mark: withCallMeta(async (meta) => {
          causes.push(meta?.cause ?? "");
        }),
      },
    };
    const outcome = await executor().execute(
      "async () => { await new Promise((resolve) => setTimeout(async () => { await codemode.mark(); resolve(); }, 5)); }",
      [provider],
      { determinism: { seed: "t", startTime: 0 } },
    );
    expect(outcome.error).toBeUndefined();
    expect(causes).toEqual([hash64(`${hash64("root.timer.0")}.0`)]);
  });
});

describe("timers", () => {
  it("runs every firing of an interval in the interval's own context", async () => {
    const causes: string[] = [];
    const provider = {
      name: "codemode",
      fns: {
        mark: withCallMeta(async (meta) => {
          causes.push(meta?.cause ?? "");
        }),
      },
    };
    const outcome = await executor().execute(
      `async () => {
        let fired = 0;
        await new Promise((resolve) => {
          const id = setInterval(() => {
            const marked = codemode.mark();
            if (++fired === 3) { clearInterval(id); marked.then(resolve); }
          }, 2);
        });
        return fired;
      }`,
      [provider],
      { determinism: { seed: "i", startTime: 0 } },
    );
    expect(outcome.result).toBe(3);
    const context = hash64("root.timer.0");
    expect(causes).toEqual([hash64(`${context}.0`), hash64(`${context}.1`), hash64(`${context}.2`)]);
  });
});

describe("abort", () => {
  it("resolves at once with an error and lets no later call reach the host", async () => {
    const reached: string[] = [];
    const controller = new AbortController();
    const provider = {
      name: "codemode",
      fns: {
        // Aborts while this call is pending (the timer below is set by then), and never answers: the run must
        // end without it, or it would end at the timeout with another error.
        wait: () => {
          controller.abort(new Error("paused for approval"));
          return new Promise(() => {});
        },
        record: async (label: unknown) => {
          reached.push(String(label));
        },
      },
    };
    const outcome = await executor().execute(
      `async () => {
        codemode.wait().catch(() => codemode.record("after the pending call failed"));
        setTimeout(() => codemode.record("from a timer"), 150);
        await new Promise(() => {});
      }`,
      [provider],
      { signal: controller.signal },
    );
    expect(outcome.error).toBe("Execution aborted: paused for approval");
    expect(outcome.interrupted).toBe("abort");
    // The run's 150 ms timer has fired by the time a later one of 150 ms has: its call would have come by now.
    await laterSandboxTimerFired(150);
    expect(reached).toEqual([]);
  });

  it("does not start when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = await executor().execute("async () => 1", [], { signal: controller.signal });
    expect(outcome.error).toMatch(/^Execution aborted/);
  });
});

describe("replay in the sandbox", () => {
  const first = hash64("root.0");
  const second = hash64(`${first}.0`);

  it("answers recorded calls itself, reports them, and sends anything else to the host", async () => {
    const reached: Array<{ method: string; args: unknown; meta?: CallMeta }> = [];
    const connector = {
      name: "api",
      binding: {
        callTool: async (method: string, args: unknown, meta?: CallMeta) => {
          reached.push({ method, args, meta });
          return { live: method };
        },
      },
    };
    const outcome = await executor().execute(
      `async () => {
        const a = await api.read({ id: 1, tags: ["x"] });
        const b = await api.read({ id: 2 });
        return [a, b];
      }`,
      [],
      {
        connectors: [connector],
        determinism: {
          seed: "s",
          startTime: 1,
          replay: [
            {
              cause: first,
              connector: "api",
              method: "read",
              args: '{"id":1,"tags":["x"]}',
              result: '{"recorded":1}',
              at: 5,
            },
            { cause: second, connector: "api", method: "read", args: '{"id":999}', result: '{"recorded":2}' },
          ],
        },
      },
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual([{ recorded: 1 }, { live: "read" }]);
    expect(reached).toHaveLength(1);
    expect(reached[0]?.args).toEqual({ id: 2 });
    expect(reached[0]?.meta).toMatchObject({ cause: second, replayed: [first] });
  });

  it("replays a recorded failure as an error and reports causes left at the end", async () => {
    const outcome = await executor().execute(
      `async () => { try { await api.write({}); } catch (error) { return error.message; } }`,
      [],
      {
        connectors: [{ name: "api", binding: { callTool: async () => "live" } }],
        determinism: {
          seed: "s",
          startTime: 1,
          replay: [
            { cause: first, connector: "api", method: "write", args: "{}", error: "recorded failure" },
          ],
        },
      },
    );
    expect(outcome).toMatchObject({ result: "recorded failure", replayed: [first] });
  });

  it("still reports answered causes when the host call that carried them could not be sent", async () => {
    const outcome = await executor().execute(
      `async () => {
        await api.read({});
        try { await api.write({ s: Symbol("s") }); } catch (error) { return error.message; }
      }`,
      [],
      {
        connectors: [{ name: "api", binding: { callTool: async () => "live" } }],
        determinism: {
          seed: "s",
          startTime: 1,
          replay: [{ cause: first, connector: "api", method: "read", args: "{}", result: '"recorded"' }],
        },
      },
    );
    expect(outcome.result).toMatch(/^The arguments of api\.write cannot be sent to the host/);
    expect(outcome.replayed).toEqual([first]);
  });
});
