import { CodemodeError, OpenApiConnector, type OpenApiRequestOptions } from "codemode";
import type { TeamStore } from "../data/team-store.ts";
import { revertibleMethods } from "./revertible-methods.ts";
import { type ServiceLatency, simulateLatency } from "./simulated-latency.ts";
import { TEAM_OPENAPI_DOCUMENT } from "./team-openapi-document.ts";
import { handleTeamApi } from "./team-rest-api.ts";

/** Raised when the team API answers with an error status; the message is the API's own explanation. */
export class TeamApiError extends CodemodeError {
  readonly status: number;

  constructor(status: number, message: string) {
    super("tool_failed", message);
    this.name = "TeamApiError";
    this.status = status;
  }
}

/**
 * The `team` connector: an `OpenApiConnector` over the demo's team directory API. Each operation of the
 * document becomes a typed method (`team.getOnCall({ teamId })`); `request()` dispatches to the same handler
 * that serves `/rest/*` over HTTP, in-process, after the simulated network latency.
 */
export class TeamConnector extends OpenApiConnector {
  readonly #store: TeamStore;
  readonly #latency: ServiceLatency;

  constructor(ctx: DurableObjectState, store: TeamStore, latency: ServiceLatency) {
    super(ctx, {});
    this.#store = store;
    this.#latency = latency;
  }

  name(): string {
    return "team";
  }

  /** Names of the methods that have a `revert`. */
  async revertibleMethods(): Promise<string[]> {
    return revertibleMethods(await this.resolvedTools());
  }

  protected override instructions(): string {
    return "The team directory: teams, people and who is on call. Use getOnCall to find who should own new work.";
  }

  protected spec(): Record<string, unknown> {
    return TEAM_OPENAPI_DOCUMENT;
  }

  protected async request(options: OpenApiRequestOptions): Promise<unknown> {
    await simulateLatency(this.#latency, `${options.method ?? "GET"} ${options.path}`);
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.params ?? {})) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    const path = options.path.startsWith("/rest/") ? options.path.slice("/rest".length) : options.path;
    const response = handleTeamApi(options.method ?? "GET", path, query, this.#store);
    const body = (await response.json()) as unknown;
    if (!response.ok) {
      const message = (body as { error?: string }).error ?? `The team API answered ${response.status}.`;
      throw new TeamApiError(response.status, message);
    }
    return body;
  }
}
