import type { ColdHost } from "./cold-host.ts";

export { OurCodemodeRuntime, ReferenceCodemodeRuntime } from "../contenders/runtime-facets.ts";
export { ColdHost } from "./cold-host.ts";

type Env = { COLD_HOST: DurableObjectNamespace<ColdHost> };

/**
 * `GET /measure?contender=ours|reference&api=<name>`: one cold-start sample (see cold-host.ts).
 * `GET /prime?...`: readies the storage for a sample in a later process (`ColdHost.prime`).
 */
export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const contender = url.searchParams.get("contender") === "reference" ? "reference" : "ours";
    const api = url.searchParams.get("api") ?? "slack";
    const host = env.COLD_HOST.get(env.COLD_HOST.idFromName(`${contender}-${api}`));
    if (url.pathname === "/prime") {
      await host.prime(contender, api);
      return Response.json({ primed: true });
    }
    return Response.json(await host.measure(contender, api));
  },
};
