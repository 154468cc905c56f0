import { TestConnector } from "../support/test-connector.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The outside world the generated programs act on: it records every effect and every revert. */
export function createWorld(delays: readonly number[]) {
  let counter = 0;
  let position = 0;
  const delay = () => sleep(delays.length === 0 ? 0 : (delays[position++ % delays.length] ?? 0));
  const connector = new TestConnector("world", {
    read: {
      execute: async () => {
        await delay();
        return ++counter;
      },
    },
    write: {
      execute: async (args) => {
        await delay();
        return { wrote: (args as { id: string }).id };
      },
      revert: () => {},
    },
    gated: {
      requiresApproval: true,
      execute: async (args) => {
        await delay();
        return { gated: (args as { id: string }).id };
      },
      revert: () => {},
    },
  });
  return connector;
}
