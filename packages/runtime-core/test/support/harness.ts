import type { ExecutionLocks } from "../../src/engine/execution-locks.ts";
import { MemoryExecutionStore } from "../../src/engine/memory-store.ts";
import type { Clock, DiscoveryPort, RandomSource } from "../../src/engine/ports.ts";
import { RuntimeEngine, type RuntimeEngineOptions } from "../../src/engine/runtime-engine.ts";
import type { ConnectorPort } from "../../src/types/connector.ts";
import { NodeTestExecutor } from "./node-executor.ts";

/** A controllable clock. */
export class TestClock implements Clock {
  time = 1_700_000_000_000;
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/** Deterministic ids and seeds. */
export function testRandom(): RandomSource {
  let counter = 0;
  return {
    executionId: (now) => `exec_${now}_${String(++counter).padStart(4, "0")}`,
    seed: () => `seed-${++counter}`,
  };
}

/** A discovery port for tests: substring search over method names, describe echoes the target. */
export const testDiscovery: DiscoveryPort = {
  search(query, connectors, snippets) {
    const results = [
      ...connectors.flatMap((connector) =>
        Object.keys(connector.descriptors)
          .filter((method) => method.includes(query))
          .map((method) => ({
            path: `${connector.name}.${method}`,
            connector: connector.name,
            method,
            kind: "method" as const,
            score: 1,
          })),
      ),
      ...snippets
        .filter((snippet) => snippet.name.includes(query))
        .map((snippet) => ({
          path: snippet.name,
          connector: "snippet",
          method: snippet.name,
          kind: "snippet" as const,
          score: 1,
        })),
    ];
    return { results, total: results.length, truncated: false };
  },
  describe(target) {
    return { path: target, types: `// ${target}`, kind: "method" };
  },
};

/** Silences expected warnings. */
export const quietLogger = { warn: () => {}, error: () => {} };

/** Everything a runtime test needs, sharing one durable store across engine instances ("hosts"). */
export interface Harness {
  store: MemoryExecutionStore;
  clock: TestClock;
  executor: NodeTestExecutor;
  random: RandomSource;
  engine(overrides?: Partial<RuntimeEngineOptions>): RuntimeEngine;
}

export function createHarness(
  connectors: ConnectorPort[],
  options: { locks?: ExecutionLocks; timeout?: number } = {},
): Harness {
  const store = new MemoryExecutionStore();
  const clock = new TestClock();
  const executor = new NodeTestExecutor({ timeout: options.timeout });
  const random = testRandom();
  return {
    store,
    clock,
    executor,
    random,
    engine: (overrides = {}) =>
      new RuntimeEngine({
        store,
        connectors,
        executor,
        clock,
        random,
        normalize: (code) => code,
        discovery: testDiscovery,
        logger: quietLogger,
        locks: options.locks,
        ...overrides,
      }),
  };
}
