import type { OurHost, ReferenceHost } from "./hosts/contender-hosts.ts";

/** Bindings of the benchmark worker (see wrangler.jsonc). */
export interface BenchEnv {
  LOADER: WorkerLoader;
  OUR_HOST: DurableObjectNamespace<OurHost>;
  REFERENCE_HOST: DurableObjectNamespace<ReferenceHost>;
}
