import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { ensureDemoSchema } from "../../src/data/demo-schema.ts";

let counter = 0;

/** Runs `work` inside a fresh DemoAgent Durable Object, with the demo's tables created and seeded. */
export function inAgent<T>(work: (state: DurableObjectState) => Promise<T>): Promise<T> {
  const stub = env.DemoAgent.get(env.DemoAgent.idFromName(`connectors-${++counter}-${Math.random()}`));
  return runInDurableObject(stub, async (_instance, state) => {
    ensureDemoSchema(state.storage.sql);
    return work(state);
  });
}
