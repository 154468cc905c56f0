import { DurableObject } from "cloudflare:workers";

/** The runtime facet class must be exported from the entry module so `ctx.exports.CodemodeRuntime` exists. */
export { CodemodeRuntime } from "@codemode/durable-storage";

/** The Durable Object an Agent would be: tests run inside it with `runInDurableObject`. */
export class TestHost extends DurableObject {}

export default {
  fetch: () => new Response("tanstack-ai adapter test worker"),
};
