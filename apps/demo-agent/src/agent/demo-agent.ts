import { Agent } from "agents";
import type { DemoEnv } from "../env.ts";
import { type ModelChoice, selectModel } from "../model/select-model.ts";
import { handleDemoApi } from "./demo-api.ts";
import { DemoWorkspace } from "./demo-workspace.ts";

/** `/agents/<agent>/<name>` followed by the agent-relative path. */
const AGENT_PATH = /^\/agents\/[^/]+\/[^/]+(\/.*)?$/;

/**
 * The demo's Cloudflare Agent (Agents SDK `Agent`, a SQLite Durable Object). It hosts the Code Mode runtime
 * (whose state lives in a facet of this object), the tracker MCP server, the team REST API and the notes, and
 * answers the page's HTTP JSON API through `onRequest`. Each named instance (`/agents/demo-agent/<name>`) is an
 * independent workspace.
 */
export class DemoAgent extends Agent<DemoEnv> {
  #workspace: DemoWorkspace | undefined;
  #model: ModelChoice | undefined;

  /** The workspace, created on first use (tables, seed data, connectors, runtime). */
  workspace(): DemoWorkspace {
    this.#workspace ??= new DemoWorkspace(this.ctx, this.env);
    return this.#workspace;
  }

  /** The configured model, chosen once per instance; a configuration error is thrown on every call. */
  model(): ModelChoice {
    this.#model ??= selectModel(this.env);
    return this.#model;
  }

  override async onRequest(request: Request): Promise<Response> {
    const path = AGENT_PATH.exec(new URL(request.url).pathname)?.[1] ?? "/";
    return handleDemoApi(request, path, this.workspace(), () => this.model());
  }
}
