import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";
import { createCodemodeRuntime, facetName } from "@codemode/durable-storage";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { trace } from "@opentelemetry/api";
import type { ConnectorSpec } from "../connectors/connector-spec.ts";
import type { BareExecutor, BenchRuntime, Contender } from "./contender.ts";
import { contextWithRuntimeClass } from "./facet-context.ts";
import type { MeasuredFacet } from "./runtime-facets.ts";

/** A connector built on our base class from a {@link ConnectorSpec}. */
export class OurSpecConnector extends CodemodeConnector {
  readonly #spec: ConnectorSpec;

  constructor(ctx: DurableObjectState, spec: ConnectorSpec) {
    super(ctx, {});
    this.#spec = spec;
  }

  name(): string {
    return this.#spec.name;
  }

  protected override instructions(): string | undefined {
    return this.#spec.instructions;
  }

  protected tools(): ConnectorTools {
    return this.#spec.tools as ConnectorTools;
  }
}

/** Events the benchmark listener received (read by nobody: the listener only has to do something). */
const seen = { events: 0 };

/** The benchmark's event listener: a synchronous counter, the cheapest thing an application would do. */
function countEvent(): void {
  seen.events++;
}

type FacetHost = DurableObjectState & { exports: Record<string, DurableObjectClass> };

/** codemode: `createCodemodeRuntime` from `@codemode/durable-storage` with our executor and connector base. */
export const OURS: Contender = {
  name: "ours",
  createRuntime(ctx, loader, options) {
    const host = contextWithRuntimeClass(ctx, (ctx as FacetHost).exports.OurCodemodeRuntime);
    return createCodemodeRuntime({
      ctx: host,
      connectors: options.connectors.map((spec) => new OurSpecConnector(host, spec)),
      executor: new DynamicWorkerExecutor({ loader }),
      name: options.name,
      maxExecutions: options.maxExecutions,
      events: options.withListener ? { listener: countEvent } : undefined,
      tracing: options.withTracer ? { tracer: trace.getTracer("codemode-bench") } : undefined,
    }) as unknown as BenchRuntime;
  },
  createExecutor(loader) {
    return new DynamicWorkerExecutor({ loader }) as unknown as BareExecutor;
  },
  facetDatabaseSize(ctx, runtimeName) {
    const runtimeClass = (ctx as FacetHost).exports.OurCodemodeRuntime as DurableObjectClass;
    const facet = ctx.facets.get(facetName(runtimeName), () => ({ class: runtimeClass }));
    return (facet as unknown as MeasuredFacet).databaseSize();
  },
};
