import type { ExecutionStore } from "../../src/engine/ports.ts";
import type { ConnectorPort } from "../../src/types/connector.ts";

/** Where a simulated host death happens. */
export type CrashPoint =
  | { at: "commit"; index: number; applied: boolean }
  | { at: "execute"; method: string; effect: "before" | "after" };

/**
 * Simulates the host dying mid-pass: from the crash point on, every store call and connector call of that
 * host fails, as if its memory were gone. The durable store underneath keeps what was written before.
 */
export class HostDeath {
  dead = false;
  #commits = 0;
  readonly #point: CrashPoint;

  constructor(point: CrashPoint) {
    this.#point = point;
  }

  store(inner: ExecutionStore): ExecutionStore {
    const guard = <T>(work: () => Promise<T>): Promise<T> => {
      if (this.dead) return Promise.reject(new Error("host died"));
      return work();
    };
    return {
      create: (...args) => guard(() => inner.create(...args)),
      load: (...args) => guard(() => inner.load(...args)),
      claim: (...args) => guard(() => inner.claim(...args)),
      commit: (...args) =>
        guard(async () => {
          const point = this.#point;
          if (point.at === "commit" && this.#commits++ === point.index) {
            if (point.applied) await inner.commit(...args);
            this.dead = true;
            throw new Error("host died");
          }
          return inner.commit(...args);
        }),
      reject: (...args) => guard(() => inner.reject(...args)),
      expire: (...args) => guard(() => inner.expire(...args)),
      list: (...args) => guard(() => inner.list(...args)),
      delete: (...args) => guard(() => inner.delete(...args)),
      prune: (...args) => guard(() => inner.prune(...args)),
      saveSnippet: (...args) => guard(() => inner.saveSnippet(...args)),
      listSnippets: (...args) => guard(() => inner.listSnippets(...args)),
      deleteSnippet: (...args) => guard(() => inner.deleteSnippet(...args)),
    };
  }

  connector(inner: ConnectorPort): ConnectorPort {
    return {
      name: () => inner.name(),
      describe: () => inner.describe(),
      executeTool: async (method, args, ctx) => {
        if (this.dead) throw new Error("host died");
        const point = this.#point;
        const hit = point.at === "execute" && point.method === method;
        if (hit && point.effect === "before") {
          this.dead = true;
          throw new Error("host died");
        }
        const result = await inner.executeTool(method, args, ctx);
        if (hit) {
          this.dead = true;
          throw new Error("host died");
        }
        return result;
      },
      revertAction: (...args) => inner.revertAction(...args),
      onPassEnd: (...args) => inner.onPassEnd(...args),
      disposeExecution: (...args) => inner.disposeExecution(...args),
    };
  }
}
