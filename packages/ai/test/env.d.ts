declare namespace Cloudflare {
  interface Env {
    LOADER: WorkerLoader;
    HOST: DurableObjectNamespace<import("./worker.ts").TestHost>;
  }
  interface GlobalProps {
    mainModule: typeof import("./worker.ts");
  }
}

/** The AI SDK major version the test run was configured with (`vitest.config.ts` or `vitest.ai7.config.ts`). */
declare const __EXPECTED_AI_MAJOR__: number;
