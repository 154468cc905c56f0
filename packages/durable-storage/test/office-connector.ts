import { describeConnectorTools, searchCatalog } from "@codemode/catalog";
import { OpenApiConnector } from "@codemode/connector-base";

/**
 * A connector over an OpenAPI document of 128 operations: enough methods that the runtime stores its
 * prepared search index (the discovery index tests), in two versions that differ in one summary.
 */

const THINGS = ["ticket", "invoice", "channel", "bucket", "droplet", "report", "member", "webhook"];
const VERBS = ["list", "create", "delete", "update", "get", "archive", "export", "search"];

/** An OpenAPI document of 64 paths and 128 operations, as text; `changed` rewrites one summary. */
function documentText(changed = false): string {
  const paths: Record<string, unknown> = {};
  for (const thing of THINGS) {
    for (const verb of VERBS) {
      const summary =
        changed && thing === "ticket" && verb === "list" ? "Enumerate tickets" : `${verb} ${thing}s`;
      paths[`/${thing}s/${verb}`] = {
        get: { operationId: `${verb}_${thing}s`, summary, responses: { "200": { description: "ok" } } },
        post: {
          operationId: `${verb}_${thing}s_in_bulk`,
          summary: `${verb} many ${thing}s at once`,
          requestBody: {
            content: {
              "application/json": { schema: { type: "object", properties: { ids: {}, reason: {} } } },
            },
          },
          responses: { "200": { description: "ok" } },
        },
      };
    }
  }
  return JSON.stringify({ openapi: "3.0.3", info: { title: "Office", version: "1" }, paths });
}

export const DOCUMENTS = { original: documentText(), changed: documentText(true) };

export class OfficeConnector extends OpenApiConnector<{ version: keyof typeof DOCUMENTS }> {
  name(): string {
    return "office";
  }
  protected spec(): Record<string, unknown> {
    // Parsed per instance, as a Worker that reads its document per request does.
    return JSON.parse(DOCUMENTS[this.env.version]) as Record<string, unknown>;
  }
  protected async request(): Promise<unknown> {
    return {};
  }
}

/**
 * Makes this isolate forget the method indexes it keeps by content (a few recent catalogs), as a new isolate
 * has none: index twenty other small catalogs.
 */
export function forgetRecentIndexes(): void {
  for (let other = 0; other < 20; other++) {
    const tools = [[`other_${other}`, { description: `other catalog ${Math.random()}` }] as const];
    searchCatalog("other", [describeConnectorTools(`other${other}`, undefined, tools)], []);
  }
}
