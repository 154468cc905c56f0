import { DurableObject } from "cloudflare:workers";
import { EffectLedger, type ObservedExecution, stableJson } from "@codemode-internal/hardening/invariants";
import {
  LOAD_CONNECTOR,
  type LoadAudit,
  type LoadRunOutput,
  loadTools,
} from "@codemode-internal/hardening/load";
import { caseById } from "../cases/all-cases.ts";
import type { SampleContext } from "../cases/benchmark-case.ts";
import type { ConnectorSpec } from "../connectors/connector-spec.ts";
import { syntheticCatalog } from "../connectors/synthetic-catalog.ts";
import type { BenchRuntime, Contender } from "../contenders/contender.ts";
import type { BenchEnv } from "../env.ts";

/** Tools per connector in the tool-description catalogs (a typical MCP server's size). */
export const DESCRIPTION_TOOLS_PER_CONNECTOR = 50;

/**
 * A Durable Object that hosts one contender's runtimes, the way an Agent hosts its runtime. The router calls
 * `sample()` over RPC; the timing happens in here, so the router's own RPC is not measured. Memoized values
 * (warm runtime handles) live as long as this instance.
 */
export abstract class BenchHost extends DurableObject<BenchEnv> {
  readonly #memo = new Map<string, unknown>();
  #round = 0;

  protected abstract contender(): Contender;

  /** Runs one sample of the case `caseId`; answers its value in the case's unit. */
  async sample(caseId: string, round: number): Promise<number> {
    const benchmark = caseById(caseId);
    if (!benchmark) throw new Error(`No benchmark case "${caseId}".`);
    this.#round = round;
    return benchmark.sample(this.#context());
  }

  /** The model-facing tool description of a runtime over catalogs of each size in `sizes`. */
  async toolDescriptions(sizes: number[]): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const size of sizes) {
      const runtime = this.contender().createRuntime(this.ctx, this.env.LOADER, {
        connectors: syntheticCatalog(size, DESCRIPTION_TOOLS_PER_CONNECTOR),
        name: `descriptions-${size}`,
      });
      out[String(size)] = runtime.tool().description;
    }
    return out;
  }

  /** Load benchmark: starts a run on this host's runtime. */
  async loadExecute(code: string): Promise<LoadRunOutput> {
    return this.#loadRuntime().execute({ code });
  }

  /** Load benchmark: records that a human approved the pending actions, then approves. */
  async loadApprove(executionId: string): Promise<LoadRunOutput> {
    const runtime = this.#loadRuntime();
    for (const action of await runtime.pending(executionId)) {
      this.#ledger.recordApproval({
        executionId,
        connector: action.connector,
        method: action.method,
        argumentsKey: stableJson(action.args),
      });
    }
    return runtime.approve({ executionId });
  }

  /** Load benchmark: one retention and expiry sweep; answers the expired ids. */
  async loadSweep(keep: number, maxAgeMs: number): Promise<string[]> {
    const runtime = this.#loadRuntime();
    await runtime.pruneExecutions(keep);
    return runtime.expirePaused({ maxAgeMs });
  }

  /** Load benchmark: every execution of this host's runtime, and what its connector did. */
  async loadAudit(): Promise<LoadAudit> {
    return {
      executions: (await this.#loadRuntime().executions()) as ObservedExecution[],
      effects: this.#ledger.effects,
      approvals: this.#ledger.approvals,
    };
  }

  readonly #ledger = new EffectLedger();

  #loadRuntime(): BenchRuntime {
    return this.#context().memo("load-runtime", () => {
      const spec: ConnectorSpec = { name: LOAD_CONNECTOR, tools: loadTools(this.#ledger) };
      return this.contender().createRuntime(this.ctx, this.env.LOADER, { connectors: [spec] });
    });
  }

  #context(): SampleContext {
    const memo = this.#memo;
    return {
      contender: this.contender(),
      ctx: this.ctx,
      loader: this.env.LOADER,
      round: this.#round,
      now: () => performance.now(),
      memo<T>(key: string, create: () => T): T {
        if (!memo.has(key)) memo.set(key, create());
        return memo.get(key) as T;
      },
    };
  }
}
