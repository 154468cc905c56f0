import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ExecutionLocks } from "../../src/engine/execution-locks.ts";
import type { ExecutionStore } from "../../src/engine/ports.ts";
import type { RuntimeEngine } from "../../src/engine/runtime-engine.ts";
import type { StoredExecution } from "../../src/machine/records.ts";
import { createHarness } from "../support/harness.ts";
import { type Effect, TestConnector } from "../support/test-connector.ts";
import { programArbitrary, programSource } from "./program-model.ts";

/** Runs per property (stated in the test name so the report can quote it). */
const RUNS = 300;
const DAY = 86_400_000;

/** An operation another client starts while a pass of the execution is live. */
type Racer = "approve" | "approve-seq" | "reject" | "rollback" | "delete" | "expire" | "recover" | "prune";

/** Where in the pass the racer starts: before or after the n-th effect or the n-th store write. */
interface RacePoint {
  at: "effect" | "commit";
  index: number;
  phase: "before" | "after";
}

/** One pass (the first run, then approvals or recoveries) and the operation that races it. */
interface Round {
  main: "approve" | "recover";
  racer: Racer;
  point: RacePoint;
}

const racerArbitrary = fc.constantFrom<Racer>(
  "approve",
  "approve",
  "approve-seq",
  "reject",
  "rollback",
  "delete",
  "expire",
  "recover",
  "prune",
);
const pointArbitrary: fc.Arbitrary<RacePoint> = fc.record({
  at: fc.constantFrom<"effect" | "commit">("effect", "commit"),
  index: fc.nat(3),
  phase: fc.constantFrom<"before" | "after">("before", "after"),
});
const roundsArbitrary: fc.Arbitrary<Round[]> = fc.array(
  fc.record({
    main: fc.constantFrom<"approve" | "recover">("approve", "approve", "approve", "recover"),
    racer: racerArbitrary,
    point: pointArbitrary,
  }),
  { minLength: 1, maxLength: 5 },
);

/** Yields to other work a few turns, so a racer that was started gets as far as it can. */
async function yieldTurns(): Promise<void> {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * The race model: one host (every engine shares the lock table, as the handles of one Durable Object do), a
 * pass at a time started by the test, and at one point of each pass another client's operation. Approvals
 * are credited with what the store showed pending when they arrived: what their approver could have seen.
 */
class RaceModel {
  readonly locks = new ExecutionLocks();
  readonly world: TestConnector;
  readonly harness: ReturnType<typeof createHarness>;
  readonly store: ExecutionStore;
  readonly credits = new Map<number, number>();
  readonly racers: Promise<unknown>[] = [];
  /** Effects so far when the record was found gone after a delete or prune. */
  effectsWhenGone: number | undefined;
  #point: RacePoint | undefined;
  #racer: Racer | undefined;
  #effects = 0;
  #commits = 0;
  id = "";

  constructor() {
    const effect = async (executionId: string, answer: unknown) => {
      this.id ||= executionId;
      const index = this.#effects++;
      await this.#at("effect", index, "before");
      await this.#at("effect", index, "after");
      return answer;
    };
    let counter = 0;
    const id = (args: unknown) => (args as { id: string }).id;
    this.world = new TestConnector("world", {
      read: { execute: (_args, ctx) => effect(ctx.executionId, ++counter) },
      write: { execute: (args, ctx) => effect(ctx.executionId, { wrote: id(args) }), revert: () => {} },
      gated: {
        requiresApproval: true,
        execute: (args, ctx) => effect(ctx.executionId, { gated: id(args) }),
        revert: () => {},
      },
    });
    this.harness = createHarness([this.world], { locks: this.locks, timeout: 3_000 });
    const base = this.harness.store;
    this.store = new Proxy(base, {
      get: (target, property) => {
        const value = Reflect.get(target, property) as unknown;
        if (typeof value !== "function") return value;
        if (property !== "commit") return value.bind(target);
        return async (...args: Parameters<ExecutionStore["commit"]>) => {
          this.id ||= args[0];
          const index = this.#commits++;
          await this.#at("commit", index, "before");
          const written = await target.commit(...args);
          await this.#at("commit", index, "after");
          return written;
        };
      },
    }) as ExecutionStore;
  }

  engine(): RuntimeEngine {
    return this.harness.engine({ store: this.store });
  }

  /** Runs one pass (`work`) with `round`'s racer armed. */
  async pass(round: Round | undefined, work: () => Promise<unknown>): Promise<void> {
    this.#point = round?.point;
    this.#racer = round?.racer;
    this.#effects = 0;
    this.#commits = 0;
    await work();
    this.#point = undefined;
  }

  /** Starts `racer` now, as another client would, crediting an approval with what is pending right now. */
  async race(racer: Racer): Promise<void> {
    const id = this.id;
    // The memory store snapshots synchronously at the call: this is what the racer's client could see.
    const seen = this.store.load(id);
    const engine = this.engine();
    let operation: Promise<unknown>;
    switch (racer) {
      case "approve":
      case "approve-seq": {
        const pending = pendingOf(await seen);
        for (const seq of pending) this.credits.set(seq, (this.credits.get(seq) ?? 0) + 1);
        operation = engine.approve(
          racer === "approve-seq" && pending[0] !== undefined
            ? { executionId: id, seq: pending[0] }
            : { executionId: id },
        );
        break;
      }
      case "reject":
        operation = engine.reject({ executionId: id, seq: pendingOf(await seen)[0] ?? 0 });
        break;
      case "rollback":
        operation = engine.rollback({ executionId: id }).catch(() => undefined);
        break;
      case "recover":
        operation = engine.recover({ executionId: id });
        break;
      case "expire":
        this.harness.clock.advance(DAY + 1);
        operation = engine.expirePaused();
        break;
      case "delete":
        operation = engine.deleteExecution(id).then(() => this.#noteGone());
        break;
      case "prune":
        operation = engine.pruneExecutions(0).then(() => this.#noteGone());
        break;
    }
    this.racers.push(operation);
  }

  async #noteGone(): Promise<void> {
    if ((await this.store.load(this.id)) === null) this.effectsWhenGone ??= this.world.effects.length;
  }

  async #at(at: RacePoint["at"], index: number, phase: RacePoint["phase"]): Promise<void> {
    const point = this.#point;
    if (!point || !this.#racer || point.at !== at || point.index !== index || point.phase !== phase) return;
    this.#point = undefined;
    await this.race(this.#racer);
    await yieldTurns();
  }
}

function pendingOf(stored: StoredExecution | null): number[] {
  if (stored?.status !== "paused") return [];
  return stored.log.filter((entry) => entry.state === "pending").map((entry) => entry.seq);
}

describe("operations racing a live pass, over random programs and interleavings", () => {
  it(`never runs an action unapproved or twice, and loses no applied call, over ${RUNS} random runs`, async () => {
    await fc.assert(
      fc.asyncProperty(programArbitrary, roundsArbitrary, async (program, rounds) => {
        const model = new RaceModel();
        const [first, ...rest] = rounds;
        await model.pass(first, async () => {
          const started = model.engine().execute({ code: programSource(program) });
          model.id = (await started).executionId;
        });
        for (const round of rest) {
          const before = await model.store.load(model.id);
          if (!before) break;
          await model.pass(round, async () => {
            if (round.main === "approve") {
              for (const seq of pendingOf(before)) model.credits.set(seq, (model.credits.get(seq) ?? 0) + 1);
              await model.engine().approve({ executionId: model.id });
            } else {
              await model.engine().recover({ executionId: model.id });
            }
          });
        }
        await Promise.all(model.racers);
        await yieldTurns();
        checkEffects(model.world.effects, model.credits);
        const final = await model.store.load(model.id);
        if (final) {
          expect(final.status).not.toBe("running");
          checkLogged(model.world.effects, final);
        } else if (model.effectsWhenGone !== undefined) {
          expect(model.world.effects.length).toBe(model.effectsWhenGone);
        }
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});

/** No approval-gated action runs more often than it was approved (as seen at arrival); no other runs twice. */
function checkEffects(effects: Effect[], credits: Map<number, number>): void {
  const bySeq = new Map<number, Effect[]>();
  for (const effect of effects) {
    const seq = effect.ctx.seq ?? -1;
    bySeq.set(seq, [...(bySeq.get(seq) ?? []), effect]);
  }
  for (const [seq, group] of bySeq) {
    if (group[0]?.method === "gated") expect(group.length).toBeLessThanOrEqual(credits.get(seq) ?? 0);
    else expect(group.length).toBe(1);
  }
}

/** Every effect has its entry in the stored log, recorded as having run (applied, failed or reverted). */
function checkLogged(effects: Effect[], final: StoredExecution): void {
  const bySeq = new Map(final.log.map((entry) => [entry.seq, entry]));
  for (const effect of effects) {
    const entry = bySeq.get(effect.ctx.seq ?? -1);
    expect(entry?.method, `effect ${effect.method} at step ${effect.ctx.seq}`).toBe(effect.method);
    expect(["applied", "error", "reverted"]).toContain(entry?.state);
  }
}
