import type { DemoAgent } from "./agent/demo-agent.ts";

/**
 * Bindings and settings of the demo Worker. Only `DemoAgent`, `LOADER` and the assets are required; every
 * model setting is optional, and with none of them the offline scripted model answers.
 */
export type DemoEnv = {
  /** The agent's Durable Object namespace; `routeAgentRequest` maps `/agents/demo-agent/<name>` to it. */
  DemoAgent: DurableObjectNamespace<DemoAgent>;
  /** The Worker Loader that creates one sandbox Worker per Code Mode pass. */
  LOADER: WorkerLoader;
  /** Delay of each call to the simulated remote services, in milliseconds (a `vars` string). */
  SERVICE_LATENCY_MS?: string;
  /** An OpenAI-compatible endpoint, for example `https://api.openai.com/v1`. Needs the key and the model. */
  OPENAI_BASE_URL?: string;
  /** The endpoint's API key: a secret (`wrangler secret put OPENAI_API_KEY`, or `.dev.vars` locally). */
  OPENAI_API_KEY?: string;
  /** The model id at that endpoint, for example `gpt-4.1-mini`. */
  OPENAI_MODEL?: string;
  /** A Workers AI binding (`"ai": { "binding": "AI" }`); used when no OpenAI-compatible endpoint is set. */
  AI?: Ai;
  /** The Workers AI model id. Default: `@cf/meta/llama-3.3-70b-instruct-fp8-fast`. */
  WORKERS_AI_MODEL?: string;
};
