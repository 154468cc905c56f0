declare namespace Cloudflare {
  interface Env {
    CONNECTOR_HOST: DurableObjectNamespace<import("./worker.ts").ConnectorHost>;
  }
  interface GlobalProps {
    mainModule: typeof import("./worker.ts");
  }
}
