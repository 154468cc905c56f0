import { DurableObject } from "cloudflare:workers";
import { SqlExecutionStore } from "../src/index.ts";

export { CodemodeRuntime } from "../src/index.ts";

/** A Durable Object that only owns SQLite storage, to test the store directly. */
export class StoreHost extends DurableObject {
  store(): SqlExecutionStore {
    return new SqlExecutionStore(this.ctx.storage);
  }
}

export class TestHost extends DurableObject {}

export default {
  fetch: () => new Response("durable-storage test worker"),
};
