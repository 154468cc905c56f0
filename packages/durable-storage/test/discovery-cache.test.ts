import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type CatalogCacheStatistics, catalogCacheStatistics } from "@codemode/catalog";
import { OpenApiConnector } from "@codemode/connector-base";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { describe, expect, it } from "vitest";
import { createCodemodeRuntime } from "../src/index.ts";

/** A small OpenAPI document, as text: every handle parses it into a new object, as a request would. */
const DOCUMENT = JSON.stringify({
  openapi: "3.0.3",
  info: { title: "Tickets", version: "1" },
  paths: {
    "/tickets": {
      get: {
        operationId: "listTickets",
        summary: "List tickets",
        responses: { "200": { description: "ok" } },
      },
      post: {
        operationId: "createTicket",
        summary: "Create a ticket",
        responses: { "201": { description: "ok" } },
      },
    },
    "/tickets/{id}": {
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      delete: {
        operationId: "deleteTicket",
        summary: "Delete a ticket",
        responses: { "204": { description: "ok" } },
      },
    },
  },
});

class TicketsConnector extends OpenApiConnector {
  name(): string {
    return "tickets";
  }
  protected spec(): Record<string, unknown> {
    return JSON.parse(DOCUMENT) as Record<string, unknown>;
  }
  protected async request(): Promise<unknown> {
    return {};
  }
}

/** The same document parsed once, as an imported JSON module is: every instance returns this one object. */
const SHARED_DOCUMENT = JSON.parse(DOCUMENT) as Record<string, unknown>;

class SharedTicketsConnector extends TicketsConnector {
  protected override spec(): Record<string, unknown> {
    return SHARED_DOCUMENT;
  }
}

function difference(after: CatalogCacheStatistics, before: CatalogCacheStatistics): CatalogCacheStatistics {
  return {
    operationDerivations: after.operationDerivations - before.operationDerivations,
    operationSchemaDerivations: after.operationSchemaDerivations - before.operationSchemaDerivations,
    methodIndexBuilds: after.methodIndexBuilds - before.methodIndexBuilds,
    snippetIndexBuilds: after.snippetIndexBuilds - before.snippetIndexBuilds,
    descriptionKeyHashes: after.descriptionKeyHashes - before.descriptionKeyHashes,
    connectorDescriptions: after.connectorDescriptions - before.connectorDescriptions,
  };
}

describe("discovery caches by content, not by connector instance", () => {
  it.each([
    { document: "parsed again by every instance", Connector: TicketsConnector },
    { document: "one object shared by every instance", Connector: SharedTicketsConnector },
  ])(
    "derives, describes, hashes and indexes nothing again for a new handle with new connector instances (document $document)",
    async ({ document, Connector }) => {
      const stub = env.HOST.get(env.HOST.idFromName(`discovery-cache-${document}`));
      const work = await runInDurableObject(stub, async (_instance, state) => {
        const perHandle: CatalogCacheStatistics[] = [];
        for (let handle = 0; handle < 3; handle++) {
          const before = catalogCacheStatistics();
          const runtime = createCodemodeRuntime({
            ctx: state,
            connectors: [new Connector(state, {})],
            executor: new DynamicWorkerExecutor({ loader: env.LOADER }),
          });
          const found = await runtime.search("create a ticket");
          expect(found.results[0]?.path).toBe("tickets.createTicket");
          await runtime.describe("tickets.deleteTicket");
          perHandle.push(difference(catalogCacheStatistics(), before));
        }
        return perHandle;
      });
      // The first handle may find the caches cold or warm (other tests share the isolate); later ones never
      // derive operations, build a connector description, or build or hash an index.
      const none = {
        operationDerivations: 0,
        operationSchemaDerivations: 0,
        methodIndexBuilds: 0,
        snippetIndexBuilds: 0,
        descriptionKeyHashes: 0,
        connectorDescriptions: 0,
      };
      expect(work.slice(1)).toEqual([none, none]);
      expect(work[0]?.operationDerivations).toBeLessThanOrEqual(1);
      expect(work[0]?.connectorDescriptions).toBeLessThanOrEqual(1);
    },
  );

  it("with an embedding function, embeds the catalog once across handles and fuses it into search", async () => {
    const calls: string[][] = [];
    // Deterministic: a text's vector says whether it is about removing, creating or listing.
    const embed = async (texts: string[]): Promise<number[][]> => {
      calls.push(texts);
      return texts.map((text) => [
        /delete|discard/i.test(text) ? 1 : 0,
        /create/i.test(text) ? 1 : 0,
        /list/i.test(text) ? 1 : 0,
      ]);
    };
    const stub = env.HOST.get(env.HOST.idFromName("discovery-embed"));
    const firstPaths = await runInDurableObject(stub, async (_instance, state) => {
      const paths: (string | undefined)[] = [];
      for (let handle = 0; handle < 2; handle++) {
        const runtime = createCodemodeRuntime({
          ctx: state,
          connectors: [new TicketsConnector(state, {})],
          executor: new DynamicWorkerExecutor({ loader: env.LOADER }),
          embed,
        });
        paths.push((await runtime.search("discard a ticket")).results[0]?.path);
      }
      return paths;
    });
    expect(firstPaths).toEqual(["tickets.deleteTicket", "tickets.deleteTicket"]);
    const catalogEmbeddings = calls.filter((texts) => texts.length > 1);
    expect(catalogEmbeddings).toHaveLength(1);
    expect(calls.filter((texts) => texts.length === 1)).toEqual([["discard a ticket"], ["discard a ticket"]]);
  });
});
