declare namespace Cloudflare {
  interface Env {
    LOADER: WorkerLoader;
    /** Serves GitHub's REST API document from `@octokit/openapi` (see vitest.config.ts). */
    GITHUB_SPEC: Fetcher;
    HOST: DurableObjectNamespace<import("./worker.ts").TestHost>;
  }
  interface GlobalProps {
    mainModule: typeof import("./worker.ts");
  }
}
