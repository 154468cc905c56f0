import type { RuntimeEngine } from "@codemode/runtime-core";
import { methodList } from "./method-list.ts";
import type { CodemodeRuntimeHandle } from "./runtime-handle.ts";

/** The handle's methods the engine answers as they are: all but `tool()`, which also checks the facet export. */
type EngineAnswered = Omit<CodemodeRuntimeHandle, "tool">;

/**
 * Every {@link CodemodeRuntimeHandle} method forwarded to the {@link RuntimeEngine} unchanged, the one list the
 * handle is built from. A method added to the handle and not here fails typecheck, and so does one whose
 * engine method has another signature.
 */
export const ENGINE_METHODS = methodList<EngineAnswered>()([
  "execute",
  "search",
  "describe",
  "approve",
  "reject",
  "rollback",
  "pending",
  "expirePaused",
  "executions",
  "deleteExecution",
  "pruneExecutions",
  "saveSnippet",
  "snippets",
  "deleteSnippet",
  "recover",
]);

/** The handle's engine-answered methods, each bound to `engine`. */
export function engineMethods(engine: RuntimeEngine): EngineAnswered {
  const forwarded: Pick<RuntimeEngine, (typeof ENGINE_METHODS)[number]> = Object.fromEntries(
    ENGINE_METHODS.map((method) => [
      method,
      (engine[method] as (...args: unknown[]) => unknown).bind(engine),
    ]),
  ) as unknown as Pick<RuntimeEngine, (typeof ENGINE_METHODS)[number]>;
  return forwarded;
}
