declare namespace Cloudflare {
  interface Env {
    LOADER: WorkerLoader;
    AGENT: DurableObjectNamespace<import("./worker.ts").SupportAgent>;
  }
}
interface Env extends Cloudflare.Env {}
