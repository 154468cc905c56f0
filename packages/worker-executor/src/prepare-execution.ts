import type { ConnectorBinding, ResolvedProvider, SandboxDeterminism } from "@codemode/runtime-core";
import { preparePreludeCached, prepareProgram } from "./budget/prepared-code-cache.ts";
import type { ResolvedExecutorOptions } from "./executor-options.ts";
import { checkNamespaces, type SandboxProvider } from "./namespace-validation.ts";
import { sandboxModuleSource } from "./sandbox/executor-module.ts";
import { programSource } from "./sandbox/program-module.ts";

/** What the sandbox's `run(bridge, setup)` receives: plain data, structured-cloned over RPC. */
export interface SandboxSetup {
  providers: Array<{ name: string; tools: string[] }>;
  connectors: string[];
  timeout: number;
  logs: ResolvedExecutorOptions["logs"];
  /** `replay` is the JSON of the replay records: one string crosses RPC much faster than many objects. */
  determinism?: { seed: string; startTime: number; replay?: string };
}

/** An execution ready to load: the sandbox module's source, the sandbox setup and the host functions. */
export interface PreparedExecution {
  moduleSource: string;
  setup: SandboxSetup;
  providers: SandboxProvider[];
}

/**
 * Everything that can be checked before a Worker is loaded: namespaces, determinism settings, the code
 * (normalized with `normalizeCode`, then parsed and instrumented with the budget) and every prelude.
 * Problems come back as an error message, never thrown, as the executor contract requires.
 */
export function prepareExecution(
  code: string,
  providers: readonly ResolvedProvider[],
  connectors: readonly ConnectorBinding[],
  options: ResolvedExecutorOptions,
  determinism: SandboxDeterminism | undefined,
): { ok: true; execution: PreparedExecution } | { ok: false; error: string } {
  const namespaces = checkNamespaces(providers, connectors);
  if (!namespaces.ok) return namespaces;
  if (determinism !== undefined) {
    if (typeof determinism.seed !== "string" || !Number.isFinite(determinism.startTime)) {
      return {
        ok: false,
        error: "options.determinism needs { seed: string, startTime: number (epoch milliseconds) }.",
      };
    }
  }
  if (typeof code !== "string") return { ok: false, error: `The code must be a string, got ${typeof code}.` };
  const instrument = options.budget !== false;
  const program = prepareProgram(code, instrument);
  if (!program.ok) return program;
  const preludes: string[] = [];
  let formatter = program.formatsValues;
  for (const provider of providers) {
    if (!provider.prelude) continue;
    const prelude = preparePreludeCached(provider.prelude, provider.name, instrument);
    if (!prelude.ok) return prelude;
    preludes.push(prelude.source);
    formatter ||= prelude.formatsValues;
  }
  const setup: SandboxSetup = {
    providers: namespaces.providers.map((provider) => ({
      name: provider.name,
      tools: Object.keys(provider.fns),
    })),
    connectors: connectors.map((connector) => connector.name),
    timeout: options.timeout,
    logs: options.logs,
  };
  if (determinism) {
    setup.determinism = { seed: determinism.seed, startTime: determinism.startTime };
    if (determinism.replay && determinism.replay.length > 0)
      setup.determinism.replay = JSON.stringify(determinism.replay);
  }
  return {
    ok: true,
    execution: {
      moduleSource: sandboxModuleSource(
        programSource(program.source, preludes, options.budget, options.importable),
        {
          determinism: determinism !== undefined,
          formatter,
          replay: setup.determinism?.replay !== undefined,
        },
      ),
      setup,
      providers: namespaces.providers,
    },
  };
}
