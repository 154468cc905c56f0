import {
  type ConnectorDescription,
  type ConnectorPort,
  MemoryExecutionStore,
  normalizeCode,
  RuntimeEngine,
} from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { executor, sleep } from "./support.ts";

/** A shop whose reads answer after a random delay and whose purchases need approval. */
class Shop implements ConnectorPort {
  readonly effects: string[] = [];
  name(): string {
    return "shop";
  }
  async describe(): Promise<ConnectorDescription> {
    return {
      name: "shop",
      descriptors: { price: { inputSchema: { type: "object" } }, buy: { inputSchema: { type: "object" } } },
      annotations: { buy: { requiresApproval: true } },
    };
  }
  async executeTool(method: string, args: unknown): Promise<unknown> {
    const { item } = args as { item: string };
    await sleep(Math.floor(Math.random() * 15));
    this.effects.push(`${method} ${item}`);
    return method === "price" ? { item, price: item.length * 10 } : { bought: item };
  }
  async revertAction(): Promise<boolean> {
    return false;
  }
  async onPassEnd(): Promise<void> {}
  async disposeExecution(): Promise<void> {}
}

const PROGRAM = `async () => {
  const quotes = await Promise.all(["banana", "kiwi", "apple"].map(async (item) => {
    const quote = await shop.price({ item });
    return { ...quote, noise: Math.random() };
  }));
  const cheapest = [...quotes].sort((a, b) => a.price - b.price)[0];
  const receipt = await shop.buy({ item: cheapest.item, at: Date.now(), token: crypto.randomUUID() });
  return { receipt, noise: quotes.map((quote) => quote.noise) };
}`;

describe("with the runtime engine", () => {
  it("pauses for approval, then replays concurrent reads and randomness identically and runs the action once", async () => {
    const shop = new Shop();
    let ids = 0;
    const engine = new RuntimeEngine({
      store: new MemoryExecutionStore(),
      connectors: [shop],
      executor: executor(),
      clock: { now: () => 1_700_000_000_000 },
      random: { executionId: () => `exec_${++ids}`, seed: () => "fixed-seed" },
      normalize: normalizeCode,
      logger: { warn: () => {}, error: () => {} },
    });
    const first = await engine.execute({ code: PROGRAM });
    expect(first.status).toBe("paused");
    const pending = first.status === "paused" ? first.pending : [];
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ method: "buy", args: { item: "kiwi", at: 1_700_000_000_000 } });
    expect(shop.effects.filter((effect) => effect.startsWith("price"))).toHaveLength(3);

    const second = await engine.approve({ executionId: first.executionId });
    expect(second).toMatchObject({ status: "completed", result: { receipt: { bought: "kiwi" } } });
    expect(shop.effects.filter((effect) => effect.startsWith("price"))).toHaveLength(3);
    expect(shop.effects.filter((effect) => effect.startsWith("buy"))).toEqual(["buy kiwi"]);
  });
});
