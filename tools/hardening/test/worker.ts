import { DurableObject, WorkerEntrypoint } from "cloudflare:workers";

export { CodemodeRuntime } from "@codemode/durable-storage";

/** The Durable Object that hosts a runtime in every test, the way an Agent does. Tests run inside it. */
export class HardeningHost extends DurableObject {}

/** Stands in for a `Fetcher` given to the executor as `globalOutbound`: answers every request itself. */
export class OutboundProbe extends WorkerEntrypoint {
  override async fetch(request: Request): Promise<Response> {
    return new Response(`probe saw ${request.method} ${request.url}`);
  }
}

/** A secret only the host holds; the abuse suite checks that sandbox code never reaches it. */
export const HOST_SECRET = "host-secret-7f3a9c";
(globalThis as Record<string, unknown>).__hostSecret = HOST_SECRET;

export default {
  fetch: () => new Response("hardening test worker"),
};
