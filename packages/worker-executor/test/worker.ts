import { WorkerEntrypoint } from "cloudflare:workers";

/** Test worker entry. `OutboundProbe` stands in for a `Fetcher` given as `globalOutbound`. */
export class OutboundProbe extends WorkerEntrypoint {
  override async fetch(request: Request): Promise<Response> {
    return new Response(`intercepted ${request.method} ${request.url}`);
  }
}

export default {
  async fetch(): Promise<Response> {
    return new Response("worker-executor test worker");
  },
};
