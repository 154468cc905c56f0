import { CASES } from "./cases.ts";
import { CONTENDERS } from "./contenders.ts";
import { measure } from "./measure.ts";

interface BenchEnv {
  LOADER: WorkerLoader;
}

/**
 * The benchmark runs here, inside workerd, so both executors load their sandboxes through the same real
 * Worker Loader. `GET /run?rounds=N` runs N rounds of every case and answers their samples as JSON.
 */
export default {
  async fetch(request: Request, env: BenchEnv): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== "/run") return new Response("GET /run?rounds=N runs the benchmark", { status: 404 });
    const rounds = Number(url.searchParams.get("rounds") ?? 30);
    try {
      const results = await measure(env.LOADER, CONTENDERS, CASES, {
        rounds,
        now: () => performance.now(),
      });
      return Response.json({
        rounds,
        contenders: CONTENDERS.map((contender) => contender.name),
        results,
      });
    } catch (error) {
      return Response.json(
        { error: error instanceof Error ? (error.stack ?? error.message) : String(error) },
        { status: 500 },
      );
    }
  },
};
