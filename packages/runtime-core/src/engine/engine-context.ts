import type { Executor } from "../types/executor.ts";
import type { TransformResult } from "../types/tool-output.ts";
import type { ConnectorRegistry } from "./connector-registry.ts";
import type { EventSink } from "./event-sink.ts";
import type { ExecutionLocks } from "./execution-locks.ts";
import type { Clock, DiscoveryPort, ExecutionStore, Logger } from "./ports.ts";

/** Everything a pass needs, fixed for the lifetime of one runtime engine. */
export interface EngineContext {
  store: ExecutionStore;
  registry: ConnectorRegistry;
  executor: Executor;
  discovery?: DiscoveryPort;
  clock: Clock;
  logger: Logger;
  transformResult?: TransformResult;
  /** Turns model code into one async arrow function expression. */
  normalize: (code: string) => string;
  /** Seed randomness, replay the clock and order deliveries in the sandbox (DESIGN 2). */
  deterministicSandbox: boolean;
  /** Require every recorded call to be reached again (DESIGN 3). */
  strictReplay: boolean;
  /** The per-execution locks and live passes shared by the runtime's engines in this host. */
  locks: ExecutionLocks;
  /** Where events go (the listener's queue, the tracer's, an observed execution's progress); absent without
   * any of them, and then no event is built. */
  events?: EventSink;
}
