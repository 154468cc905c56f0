// The host Worker of the start-up benchmark. Each request names a normalizer bundle, a fresh worker id and
// optionally a program; the host loads a dynamic Worker under that id through the Worker Loader (a new id
// means a new isolate: its modules are compiled and evaluated there for the first time) and forwards the
// request, so the response arrives once the probe's modules are evaluated and, with a program, normalized it.

interface WorkerLoader {
  get(
    id: string,
    code: () => {
      compatibilityDate: string;
      mainModule: string;
      modules: Record<string, string>;
    },
  ): { getEntrypoint(): { fetch(request: Request): Promise<Response> } };
}

interface Env {
  LOADER: WorkerLoader;
}

/** The probe's source and one normalizer module per variant, put in by the benchmark script's build. */
declare const STARTUP_MODULES: { probe: string; normalizers: Record<string, string> };

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const variant = url.searchParams.get("normalizer") ?? "";
    const id = url.searchParams.get("id") ?? "";
    const normalizer = STARTUP_MODULES.normalizers[variant];
    if (normalizer === undefined || id === "")
      return new Response(`unknown normalizer ${variant}`, { status: 400 });
    const worker = env.LOADER.get(id, () => ({
      compatibilityDate: "2026-04-01",
      mainModule: "probe.js",
      modules: { "probe.js": STARTUP_MODULES.probe, "normalizer.js": normalizer },
    }));
    return worker.getEntrypoint().fetch(request);
  },
};
