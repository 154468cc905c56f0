import { DurableObject } from "cloudflare:workers";
import { ApiServer } from "./api-server.ts";
import { IssuesConnector } from "./sample-connectors.ts";

/** Exported so tests can reach a connector over real Workers RPC (`exports.IssuesConnector`). */
/** The HTTP server the default `request()` tests call through `exports.ApiServer`. */
export { ApiServer, IssuesConnector };

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
