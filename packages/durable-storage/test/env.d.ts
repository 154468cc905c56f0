declare namespace Cloudflare {
  interface Env {
    LOADER: WorkerLoader;
    STORE_HOST: DurableObjectNamespace<import("./worker.ts").StoreHost>;
    HOST: DurableObjectNamespace<import("./worker.ts").TestHost>;
  }
}
