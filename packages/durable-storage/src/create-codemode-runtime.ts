import { catalogDiscoveryWith, type VectorCache } from "@codemode/catalog";
import {
  type CodemodeProgressTool,
  type CodemodeProgressToolOptions,
  type CodemodeRuntimeToolOptions,
  type CodemodeTool,
  normalizeCode,
  type ProxyToolInput,
  RuntimeEngine,
  systemClock,
  systemRandom,
} from "@codemode/runtime-core";
import { createProgressTool, createProxyTool, type EventSink } from "@codemode/runtime-core/internal";
import { persistedIndexStore } from "./discovery/persisted-index-store.ts";
import { persistedVectorCache } from "./discovery/persisted-vector-cache.ts";
import { facetDiscoveryStore, facetStore, runtimeClassOf } from "./facet-store.ts";
import { engineMethods } from "./handle-methods.ts";
import type { CodemodeRuntimeHandle, CreateCodemodeRuntimeOptions } from "./runtime-handle.ts";
import { runtimeName } from "./runtime-name.ts";
import { sharedLocks } from "./shared-locks.ts";

/**
 * Creates the host-side control plane of a named Code Mode runtime, backed by a Durable Object facet of
 * `ctx` with its own SQLite database. Cheap to call per request: the durable state lives in the facet, and
 * connectors and the executor are provided again each time. Invalid names and connector sets fail here.
 */
export function createCodemodeRuntime(options: CreateCodemodeRuntimeOptions): CodemodeRuntimeHandle {
  if (!options || typeof options !== "object" || !options.ctx) {
    throw new TypeError(
      "createCodemodeRuntime needs { ctx, connectors, executor }: ctx is the Durable Object's state (this.ctx).",
    );
  }
  if (!Array.isArray(options.connectors))
    throw new TypeError("createCodemodeRuntime: connectors must be an array of connectors.");
  if (typeof options.executor?.execute !== "function") {
    throw new TypeError(
      "createCodemodeRuntime: executor must implement execute(), for example new DynamicWorkerExecutor({ loader }).",
    );
  }
  if (options.clock !== undefined && typeof options.clock?.now !== "function")
    throw new TypeError(
      "createCodemodeRuntime: clock must be an object with a now() method returning epoch milliseconds.",
    );
  const name = runtimeName(options.name);
  const vectorCache = defaultVectorCache(options, name);
  const engine = new RuntimeEngine({
    store: facetStore(options.ctx, name),
    connectors: options.connectors,
    executor: options.executor,
    clock: options.clock ?? systemClock,
    random: systemRandom,
    normalize: (code) => normalizeCode(code, { typeScriptFirst: options.typeScriptFirst }),
    discovery: catalogDiscoveryWith({
      embed: options.embed,
      vectorCache,
      indexStore: persistedIndexStore(facetDiscoveryStore(options.ctx, name)),
    }),
    maxExecutions: options.maxExecutions,
    transformResult: options.transformResult,
    deterministicSandbox: options.deterministicSandbox,
    strictReplay: options.strictReplay,
    locks: sharedLocks(options.ctx, name),
    events: options.events,
    tracing: options.tracing,
  });
  function tool(toolOptions: CodemodeProgressToolOptions): CodemodeProgressTool;
  function tool(toolOptions?: CodemodeRuntimeToolOptions): CodemodeTool;
  function tool(
    toolOptions?: CodemodeRuntimeToolOptions | CodemodeProgressToolOptions,
  ): CodemodeTool | CodemodeProgressTool {
    runtimeClassOf(options.ctx);
    if (toolOptions && "progress" in toolOptions && toolOptions.progress) {
      const run = (input: ProxyToolInput, observer: EventSink) => engine.execute(input, { observer });
      return createProgressTool(run, engine.connectorNames, toolOptions);
    }
    return createProxyTool((input) => engine.execute(input), engine.connectorNames, toolOptions);
  }
  return { tool, ...engineMethods(engine) };
}

/** The vector cache a runtime searches with: the one given, else memory in front of the facet's SQLite. */
function defaultVectorCache(options: CreateCodemodeRuntimeOptions, name: string): VectorCache | undefined {
  const { embed, embeddingModel } = options;
  if (embeddingModel !== undefined && (typeof embeddingModel !== "string" || embeddingModel.length > 256))
    throw new TypeError("createCodemodeRuntime: embeddingModel must be a string of at most 256 characters.");
  if (options.vectorCache !== undefined || typeof embed !== "function") return options.vectorCache;
  return persistedVectorCache(options.ctx, name, facetDiscoveryStore(options.ctx, name), {
    embed,
    model: embeddingModel,
  });
}
