import { ALL_CASES, caseById } from "./cases/all-cases.ts";
import { classicToolsJson } from "./connectors/classic-tools.ts";
import type { BenchEnv } from "./env.ts";
import { DESCRIPTION_TOOLS_PER_CONNECTOR } from "./hosts/bench-host.ts";
import { runBenchLoad } from "./load/bench-load.ts";

type HostStub = DurableObjectStub<import("./hosts/bench-host.ts").BenchHost>;

/** One host per contender and purpose, so each case starts with its own storage. */
function hosts(env: BenchEnv, purpose: string): Record<"ours" | "reference", HostStub> {
  return {
    ours: env.OUR_HOST.get(env.OUR_HOST.idFromName(purpose)) as unknown as HostStub,
    reference: env.REFERENCE_HOST.get(env.REFERENCE_HOST.idFromName(purpose)) as unknown as HostStub,
  };
}

/** The sample in flight, so `GET /progress` can tell which contender a stalled row is waiting on. */
let inFlight: { id: string; round: number; contender: string; since: number } | undefined;

/**
 * Runs `rounds + warmup` rounds of one case, ours and the reference interleaved (the order alternates each
 * round, so neither always runs right after the other), and answers every measured sample.
 */
async function runCase(env: BenchEnv, id: string, rounds: number, warmup: number) {
  const stubs = hosts(env, `case:${id}`);
  const samples: Record<"ours" | "reference", number[]> = { ours: [], reference: [] };
  for (let round = 0; round < warmup + rounds; round++) {
    const order: Array<"ours" | "reference"> =
      round % 2 === 0 ? ["ours", "reference"] : ["reference", "ours"];
    for (const contender of order) {
      inFlight = { id, round, contender, since: Date.now() };
      const value = await stubs[contender].sample(id, round);
      inFlight = undefined;
      if (round >= warmup) samples[contender].push(value);
    }
  }
  return { id, rounds, warmup, samples };
}

function count(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name) ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${value}`);
  return value;
}

/**
 * The benchmark worker's HTTP interface, driven by scripts/run-bench.ts:
 * `GET /cases`, `GET /run?case=ID&rounds=N&warmup=M`, `GET /descriptions?sizes=10,100`,
 * `GET /load?contender=ours|reference&scenario=ID`.
 */
export async function route(request: Request, env: BenchEnv): Promise<Response> {
  const url = new URL(request.url);
  try {
    switch (url.pathname) {
      case "/cases":
        return Response.json(
          ALL_CASES.map(
            ({ id, group, title, unit, parameter, target, maximumRounds, alsoOnDisk, variantOf }) => ({
              id,
              group,
              title,
              unit,
              parameter,
              target,
              maximumRounds,
              alsoOnDisk,
              variantOf,
            }),
          ),
        );
      case "/run": {
        const id = url.searchParams.get("case") ?? "";
        if (!caseById(id)) return Response.json({ error: `No benchmark case "${id}".` }, { status: 404 });
        return Response.json(await runCase(env, id, count(url, "rounds", 10), count(url, "warmup", 2)));
      }
      case "/descriptions": {
        const sizes = (url.searchParams.get("sizes") ?? "10,100,1000").split(",").map(Number);
        const stubs = hosts(env, "descriptions");
        return Response.json({
          toolsPerConnector: DESCRIPTION_TOOLS_PER_CONNECTOR,
          ours: await stubs.ours.toolDescriptions(sizes),
          reference: await stubs.reference.toolDescriptions(sizes),
          classic: Object.fromEntries(
            sizes.map((size) => [String(size), classicToolsJson(size, DESCRIPTION_TOOLS_PER_CONNECTOR)]),
          ),
        });
      }
      case "/progress":
        return Response.json(inFlight ? { ...inFlight, waitingMs: Date.now() - inFlight.since } : {});
      case "/load": {
        const contender = url.searchParams.get("contender");
        if (contender !== "ours" && contender !== "reference")
          return Response.json({ error: "contender must be ours or reference" }, { status: 400 });
        return Response.json(await runBenchLoad(env, contender, url.searchParams.get("scenario") ?? ""));
      }
      default:
        return new Response("GET /cases, /run?case=ID&rounds=N&warmup=M or /descriptions?sizes=10,100,1000", {
          status: 404,
        });
    }
  } catch (error) {
    return Response.json(
      { error: error instanceof Error ? (error.stack ?? error.message) : String(error) },
      { status: 500 },
    );
  }
}
