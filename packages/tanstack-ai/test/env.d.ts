declare namespace Cloudflare {
  interface Env {
    LOADER: WorkerLoader;
    HOST: DurableObjectNamespace<import("./worker.ts").TestHost>;
  }
  interface GlobalProps {
    mainModule: typeof import("./worker.ts");
  }
}
