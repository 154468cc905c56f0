// Types of `env` and `exports` (from "cloudflare:workers") in the Worker-level tests: the app's own Worker.
declare namespace Cloudflare {
  interface Env {
    DemoAgent: DurableObjectNamespace<import("../../src/agent/demo-agent.ts").DemoAgent>;
    LOADER: WorkerLoader;
  }
  interface GlobalProps {
    mainModule: typeof import("../../src/server.ts");
  }
}
