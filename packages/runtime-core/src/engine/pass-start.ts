import { valueTooLargeError } from "../codec/durable-codec.ts";
import { MAX_DURABLE_VALUE_BYTES } from "../constants.ts";
import { errorMessage } from "../errors.ts";
import { currentVersions } from "../identity/identity-versions.ts";
import { movedOn, unknownExecution } from "../machine/messages.ts";
import type { CodemodeEvent } from "../types/events.ts";
import type { ProxyToolInput, ProxyToolOutput } from "../types/tool-output.ts";
import type { EngineContext } from "./engine-context.ts";
import { runPass } from "./pass-runner.ts";
import { mayRunSnippets } from "./platform-prelude.ts";
import type { RandomSource } from "./ports.ts";

/**
 * Starts a new execution (recording this engine's call-identity and codec versions with it) and runs its
 * first pass. Refuses, as an error outcome, input without string code and code over the durable limit.
 */
export async function startExecution(
  context: EngineContext,
  input: ProxyToolInput,
  options: { random: RandomSource; keep: number },
): Promise<ProxyToolOutput> {
  const code = (input as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string") {
    return {
      status: "error",
      executionId: "",
      error: "The input must be an object with a string `code` property.",
    };
  }
  if (code.length > MAX_DURABLE_VALUE_BYTES) {
    return {
      status: "error",
      executionId: "",
      error: valueTooLargeError("The execution code", code.length).message,
    };
  }
  const { store, clock, registry, locks } = context;
  const failed = await descriptionsFailure(context, "");
  if (failed) return failed;
  const now = clock.now();
  const id = options.random.executionId(now);
  const seed = options.random.seed();
  const connectors = [...registry.names];
  const versions = currentVersions();
  const { snippets } = await store.create(
    { id, code, connectors, seed, createdAt: now, ...versions },
    { keep: options.keep, withSnippets: mayRunSnippets(code) },
  );
  if (context.events) {
    const created: CodemodeEvent = { type: "execution_created", executionId: id, at: now };
    if (context.events.includeValues) created.code = code;
    context.events.emit(created);
  }
  const execution = {
    id,
    code,
    status: "running" as const,
    connectors,
    createdAt: now,
    updatedAt: now,
    seed,
    attempt: 1,
    ...versions,
    log: [],
  };
  // Every pass of an execution holds its lock, so a recovery can never run beside a live first pass.
  return locks.run(id, () => runPass(context, { execution, snippets, reason: "new_run" }));
}

/**
 * Claims another pass of an existing execution (`from: "paused"` to approve, `"running"` to recover) and
 * runs it. `passesAtArrival`, when given, refuses the claim if a pass started since the request arrived.
 */
export async function continueExecution(
  context: EngineContext,
  executionId: unknown,
  from: "paused" | "running",
  expectPending?: number,
  passesAtArrival?: number,
): Promise<ProxyToolOutput> {
  if (typeof executionId !== "string" || executionId === "") {
    return {
      status: "error",
      executionId: String(executionId ?? ""),
      error: "executionId must be a non-empty string.",
    };
  }
  const { store, clock, registry, locks } = context;
  return locks.run(executionId, async () => {
    if (passesAtArrival !== undefined && locks.passesStarted(executionId) !== passesAtArrival) {
      return { status: "error", executionId, error: movedOn(executionId) };
    }
    const failed = await descriptionsFailure(context, executionId);
    if (failed) return failed;
    const claim = await store.claim(executionId, {
      from,
      configured: [...registry.names],
      now: clock.now(),
      withSnippets: "auto",
      expectPending,
    });
    if (!claim.ok) {
      const error = claim.status === undefined ? unknownExecution(executionId) : claim.error;
      return { status: "error", executionId, error };
    }
    const reason = from === "paused" ? "approval" : "recovery";
    return runPass(context, { execution: claim.execution, snippets: claim.snippets, reason });
  });
}

/** The error outcome when the connectors' descriptions cannot be loaded (a pass needs them). */
async function descriptionsFailure(
  context: EngineContext,
  executionId: string,
): Promise<ProxyToolOutput | undefined> {
  try {
    await context.registry.descriptions();
    return undefined;
  } catch (error) {
    return {
      status: "error",
      executionId,
      error: `Could not load the connectors' descriptions: ${errorMessage(error)}`,
    };
  }
}
