import type { BenchEnv } from "./env.ts";
import { route } from "./router.ts";

export { OurCodemodeRuntime, ReferenceCodemodeRuntime } from "./contenders/runtime-facets.ts";
export { OurHost, ReferenceHost } from "./hosts/contender-hosts.ts";

/** The benchmark worker: see router.ts for its HTTP interface and README.md for the setup. */
export default {
  fetch: (request: Request, env: BenchEnv) => route(request, env),
};
