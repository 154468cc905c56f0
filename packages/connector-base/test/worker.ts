import { DurableObject } from "cloudflare:workers";
import { ApiServer } from "./api-server.ts";
import { IssuesConnector, PrototypeNamesConnector } from "./sample-connectors.ts";

/**
 * Exported so tests can reach connectors over real Workers RPC (`exports.IssuesConnector`), and the HTTP
 * server the default `request()` tests call (`exports.ApiServer`).
 */
export { ApiServer, IssuesConnector, PrototypeNamesConnector };

/** A Durable Object that builds a connector with its own `DurableObjectState`, as an Agent does. */
export class ConnectorHost extends DurableObject {
  async describeConnector(): Promise<unknown> {
    const connector = new IssuesConnector(this.ctx, this.env);
    return connector.describe();
  }

  async createIssue(title: string): Promise<unknown> {
    const connector = new IssuesConnector(this.ctx, this.env);
    return connector.executeTool("create_issue", { title }, { executionId: this.ctx.id.toString() });
  }
}

export default {
  fetch(): Response {
    return new Response("connector-base test worker");
  },
};
