import {
  CodemodeConnector,
  type ConnectorTools,
  createCodemodeRuntime,
  DynamicWorkerExecutor,
} from "@cloudflare/codemode";
import type { ConnectorSpec } from "../connectors/connector-spec.ts";
import type { BareExecutor, BenchRuntime, Contender } from "./contender.ts";
import { contextWithRuntimeClass } from "./facet-context.ts";
import type { MeasuredFacet } from "./runtime-facets.ts";

/** A connector built on the reference's base class from a {@link ConnectorSpec}. */
export class ReferenceSpecConnector extends CodemodeConnector {
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
    return this.#spec.tools as unknown as ConnectorTools;
  }
}

type FacetHost = DurableObjectState & { exports: Record<string, DurableObjectClass> };

/**
 * The reference's facet name for a runtime name. It is not exported by the package; this is the value its
 * dist uses (`codemode:<name>`), needed only to read the facet's database size.
 */
function referenceFacetName(runtimeName: string): string {
  return `codemode:${runtimeName}`;
}

/** `@cloudflare/codemode@0.5.6`: its `createCodemodeRuntime`, executor and connector base. */
export const REFERENCE: Contender = {
  name: "reference",
  createRuntime(ctx, loader, options) {
    const host = contextWithRuntimeClass(ctx, (ctx as FacetHost).exports.ReferenceCodemodeRuntime);
    return createCodemodeRuntime({
      ctx: host,
      connectors: options.connectors.map((spec) => new ReferenceSpecConnector(host, spec)),
      executor: new DynamicWorkerExecutor({ loader }),
      name: options.name,
      maxExecutions: options.maxExecutions,
    }) as unknown as BenchRuntime;
  },
  createExecutor(loader) {
    return new DynamicWorkerExecutor({ loader }) as unknown as BareExecutor;
  },
  facetDatabaseSize(ctx, runtimeName) {
    const runtimeClass = (ctx as FacetHost).exports.ReferenceCodemodeRuntime as DurableObjectClass;
    const facet = ctx.facets.get(referenceFacetName(runtimeName ?? "default"), () => ({
      class: runtimeClass,
    }));
    return (facet as unknown as MeasuredFacet).databaseSize();
  },
};
