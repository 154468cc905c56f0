import { describe, expect, it } from "vitest";
import { createOrderedDelivery } from "./ordered-delivery.ts";

describe("createOrderedDelivery", () => {
  it("delivers turns in seq order whatever order they are asked for, one macrotask apart", async () => {
    const awaitTurn = createOrderedDelivery();
    const delivered: number[] = [];
    const turns = [2, 0, 3, 1].map((seq) => awaitTurn(seq).then(() => delivered.push(seq)));
    await Promise.all(turns);
    expect(delivered).toEqual([0, 1, 2, 3]);
  });

  it("lets every microtask of one delivery run before the next one", async () => {
    const awaitTurn = createOrderedDelivery();
    const events: string[] = [];
    const first = awaitTurn(0).then(async () => {
      events.push("0");
      await Promise.resolve();
      await Promise.resolve();
      events.push("0 after microtasks");
    });
    const second = awaitTurn(1).then(() => events.push("1"));
    await Promise.all([first, second]);
    expect(events).toEqual(["0", "0 after microtasks", "1"]);
  });
});
