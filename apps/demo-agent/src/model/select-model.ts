import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { CodemodeError } from "codemode";
import { createWorkersAI } from "workers-ai-provider";
import type { DemoEnv } from "../env.ts";
import { createScriptedModel } from "./scripted-model.ts";

/** The default Workers AI model: a tool-calling instruction model. */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** The model the agent talks to, with a label for the page. */
export type ModelChoice = {
  model: LanguageModel;
  /** What the page shows, for example "Offline scripted model". */
  label: string;
  /** True when nothing leaves the machine (the scripted model). */
  offline: boolean;
};

const OPENAI_SETTINGS = ["OPENAI_BASE_URL", "OPENAI_API_KEY", "OPENAI_MODEL"] as const;

/**
 * Picks the model from configuration: an OpenAI-compatible endpoint when `OPENAI_BASE_URL`, `OPENAI_API_KEY`
 * and `OPENAI_MODEL` are all set; else Workers AI when an `AI` binding exists; else the offline scripted
 * model. Setting only some of the OpenAI variables is a mistake worth stopping for, so it throws a
 * `configuration` error naming the missing ones instead of silently falling back.
 */
export function selectModel(env: DemoEnv): ModelChoice {
  const present = OPENAI_SETTINGS.filter((key) => typeof env[key] === "string" && env[key] !== "");
  if (present.length > 0) {
    const missing = OPENAI_SETTINGS.filter((key) => !present.includes(key));
    if (missing.length > 0) {
      throw new CodemodeError(
        "configuration",
        `The OpenAI-compatible model needs ${OPENAI_SETTINGS.join(", ")}; missing: ${missing.join(", ")}. ` +
          "Set them in .dev.vars (locally) or as vars and secrets (deployed), or remove them all to use the offline model.",
      );
    }
    const provider = createOpenAICompatible({
      name: "openai-compatible",
      baseURL: env.OPENAI_BASE_URL as string,
      apiKey: env.OPENAI_API_KEY,
    });
    const modelId = env.OPENAI_MODEL as string;
    return { model: provider.chatModel(modelId), label: `${modelId} (OpenAI-compatible)`, offline: false };
  }
  if (env.AI !== undefined) {
    const modelId = env.WORKERS_AI_MODEL || DEFAULT_WORKERS_AI_MODEL;
    const workersAi = createWorkersAI({ binding: env.AI });
    return {
      model: workersAi(modelId as Parameters<typeof workersAi>[0]),
      label: `${modelId} (Workers AI)`,
      offline: false,
    };
  }
  return { model: createScriptedModel(), label: "Offline scripted model", offline: true };
}
