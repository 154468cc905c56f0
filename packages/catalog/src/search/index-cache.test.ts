import { describe, expect, it, vi } from "vitest";
import { sampleConnectors, sampleSnippets } from "../../test/search-fixtures.ts";
import { catalogCacheStatistics } from "../cache-statistics.ts";
import { deriveOpenApiOperations } from "../openapi/derive-operations.ts";
import { methodCatalogKey } from "./index-cache.ts";
import { searchCatalog } from "./search-catalog.ts";
import { storedIndexKey } from "./stored-index.ts";

const DOCUMENT = JSON.stringify({
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  paths: { "/things": { get: { operationId: "listThings", responses: { "200": { description: "ok" } } } } },
});

/** The statistics' growth while `work` runs. */
function countedWork(work: () => void): ReturnType<typeof catalogCacheStatistics> {
  const before = catalogCacheStatistics();
  work();
  const after = catalogCacheStatistics();
  return {
    operationDerivations: after.operationDerivations - before.operationDerivations,
    operationSchemaDerivations: after.operationSchemaDerivations - before.operationSchemaDerivations,
    methodIndexBuilds: after.methodIndexBuilds - before.methodIndexBuilds,
    snippetIndexBuilds: after.snippetIndexBuilds - before.snippetIndexBuilds,
    descriptionKeyHashes: after.descriptionKeyHashes - before.descriptionKeyHashes,
    connectorDescriptions: after.connectorDescriptions - before.connectorDescriptions,
  };
}

describe("catalog caches by content", () => {
  it("reuses the index for new description objects with the same content", () => {
    const marker = `content-cache-${Math.floor(Math.random() * 1e9)}`;
    const catalog = () => [
      { ...sampleConnectors()[0], name: marker } as ReturnType<typeof sampleConnectors>[0],
    ];
    expect(
      countedWork(() => searchCatalog("list issues", catalog(), sampleSnippets())).methodIndexBuilds,
    ).toBe(1);
    expect(countedWork(() => searchCatalog("list issues", catalog(), sampleSnippets()))).toEqual({
      operationDerivations: 0,
      operationSchemaDerivations: 0,
      methodIndexBuilds: 0,
      snippetIndexBuilds: 0,
      descriptionKeyHashes: 0,
      connectorDescriptions: 0,
    });
  });

  it("recognizes a new description equal to a recent one by comparing, without hashing its text", () => {
    const marker = `content-compare-${Math.floor(Math.random() * 1e9)}`;
    const [github] = sampleConnectors();
    // A deep copy: new objects and new schema objects, equal content (as a re-derived description has).
    const copy = () => [{ ...structuredClone(github), name: marker } as NonNullable<typeof github>];
    expect(countedWork(() => searchCatalog("issues", copy(), []))).toMatchObject({
      methodIndexBuilds: 1,
      descriptionKeyHashes: 0,
    });
    expect(countedWork(() => searchCatalog("issues", copy(), []))).toMatchObject({
      methodIndexBuilds: 0,
      descriptionKeyHashes: 0,
    });
    const renamed = copy();
    const [firstMethod] = Object.keys(renamed[0]?.descriptors ?? {});
    const descriptor = renamed[0]?.descriptors[firstMethod as string];
    if (descriptor) descriptor.description = `${descriptor.description ?? ""} (changed)`;
    expect(countedWork(() => searchCatalog("issues", renamed, []))).toMatchObject({
      descriptionKeyHashes: 0,
      methodIndexBuilds: 1,
    });
    // The stable key (method vectors are stored under it) hashes once per distinct content.
    expect(countedWork(() => methodCatalogKey(copy())).descriptionKeyHashes).toBe(1);
    expect(countedWork(() => methodCatalogKey(copy())).descriptionKeyHashes).toBe(0);
    expect(methodCatalogKey(copy())).not.toBe(methodCatalogKey(renamed));
  });

  it("builds again when what the index reads changes", () => {
    const marker = `content-change-${Math.floor(Math.random() * 1e9)}`;
    const [github] = sampleConnectors();
    const first = [{ ...github, name: marker } as NonNullable<typeof github>];
    searchCatalog("issues", first, []);
    const changed = [
      {
        ...first[0],
        descriptors: { ...first[0]?.descriptors, feed_zebra: { description: "Feed", inputSchema: {} } },
      } as NonNullable<typeof github>,
    ];
    expect(countedWork(() => searchCatalog("issues", changed, [])).methodIndexBuilds).toBe(1);
    const approval = [
      { ...first[0], annotations: { list_issues: { requiresApproval: true } } } as NonNullable<typeof github>,
    ];
    expect(countedWork(() => searchCatalog("issues", approval, [])).methodIndexBuilds).toBe(1);
  });

  it("builds again when only a request body's field names change, so search ranks on the new fields", () => {
    const marker = `content-body-${Math.floor(Math.random() * 1e9)}`;
    const catalog = (field: string) => [
      {
        name: marker,
        descriptors: {
          update_task: {
            description: "Update a task",
            inputSchema: {
              type: "object" as const,
              properties: { id: { type: "string" as const }, body: { $ref: "#/$defs/TaskPatch" } },
              $defs: {
                TaskPatch: { type: "object" as const, properties: { [field]: { type: "string" as const } } },
              },
            },
          },
          list_tasks: { description: "List tasks", inputSchema: { type: "object" as const } },
        },
      },
    ];
    const score = (connectors: ReturnType<typeof catalog>) =>
      searchCatalog("set the due date", connectors, []).results.find(
        (result) => result.method === "update_task",
      )?.score ?? 0;
    const withDueDate = score(catalog("due_date"));
    let withPriority = 0;
    expect(countedWork(() => (withPriority = score(catalog("priority")))).methodIndexBuilds).toBe(1);
    expect(withPriority).toBeLessThan(withDueDate);
    expect(methodCatalogKey(catalog("due_date"))).not.toBe(methodCatalogKey(catalog("priority")));
  });

  it("builds no snippet index for a search without snippets (a cold isolate's first search builds nothing)", async () => {
    vi.resetModules();
    const fresh = await import("./search-catalog.ts");
    const statistics = await import("../cache-statistics.ts");
    const before = statistics.catalogCacheStatistics().snippetIndexBuilds;
    const found = fresh.searchCatalog("list issues", sampleConnectors(), []);
    expect(found.results.length).toBeGreaterThan(0);
    expect(statistics.catalogCacheStatistics().snippetIndexBuilds).toBe(before);
    fresh.searchCatalog("list issues", sampleConnectors(), sampleSnippets());
    expect(statistics.catalogCacheStatistics().snippetIndexBuilds).toBe(before + 1);
    vi.resetModules();
  });

  it("keeps the key method vectors are stored under (a change embeds every catalog again: change it on purpose)", () => {
    // Pinned since before the body fields' values were indexed: the vectors embed names and descriptions only.
    expect(methodCatalogKey(sampleConnectors())).toBe("a630974d393a9103");
  });

  it("builds again when only the values a body field is limited to change, so search ranks on the new values", () => {
    const marker = `content-values-${Math.floor(Math.random() * 1e9)}`;
    const catalog = (values: string[]) => [
      {
        name: marker,
        descriptors: {
          update_task: {
            description: "Update a task",
            inputSchema: {
              type: "object" as const,
              properties: {
                body: {
                  type: "object" as const,
                  properties: { state: { type: "string" as const, enum: values } },
                },
              },
            },
          },
          get_task: { description: "Get a task", inputSchema: { type: "object" as const } },
        },
      },
    ];
    const score = (connectors: ReturnType<typeof catalog>) =>
      searchCatalog("archive the task", connectors, []).results.find(
        (result) => result.method === "update_task",
      )?.score ?? 0;
    const withArchived = score(catalog(["active", "archived"]));
    let withoutArchived = 0;
    expect(countedWork(() => (withoutArchived = score(catalog(["active", "done"])))).methodIndexBuilds).toBe(
      1,
    );
    expect(withoutArchived).toBeLessThan(withArchived);
    // The stored index is another; the method vectors (names and descriptions only) are the same.
    expect(storedIndexKey(catalog(["active", "archived"]))).not.toBe(
      storedIndexKey(catalog(["active", "done"])),
    );
    expect(methodCatalogKey(catalog(["active", "archived"]))).toBe(
      methodCatalogKey(catalog(["active", "done"])),
    );
  });

  it("builds again when only the property names of a method's result change, so search ranks on the new ones", () => {
    const marker = `content-response-${Math.floor(Math.random() * 1e9)}`;
    const catalog = (field: string) => [
      {
        name: marker,
        descriptors: {
          list_notifications: {
            description: "List notifications",
            inputSchema: { type: "object" as const },
            outputSchema: {
              type: "array" as const,
              items: {
                type: "object" as const,
                properties: { subject: {}, [field]: { type: "boolean" as const } },
              },
            },
          },
          get_notification: { description: "Get a notification", inputSchema: { type: "object" as const } },
        },
      },
    ];
    const score = (connectors: ReturnType<typeof catalog>) =>
      searchCatalog("unread notifications", connectors, []).results.find(
        (result) => result.method === "list_notifications",
      )?.score ?? 0;
    const withUnread = score(catalog("unread"));
    let withPinned = 0;
    expect(countedWork(() => (withPinned = score(catalog("pinned")))).methodIndexBuilds).toBe(1);
    expect(withPinned).toBeLessThan(withUnread);
    // The stored index is another; the method vectors (names and descriptions only) are the same.
    expect(storedIndexKey(catalog("unread"))).not.toBe(storedIndexKey(catalog("pinned")));
    expect(methodCatalogKey(catalog("unread"))).toBe(methodCatalogKey(catalog("pinned")));
  });

  it.each([
    [
      "nested input field names",
      (variant: number) => ({
        options: { type: "object", properties: { [`field${variant}`]: { type: "string" } } },
      }),
    ],
    [
      "body field values",
      (variant: number) => ({
        body: { type: "object", properties: { period: { enum: [`period${variant}`] } } },
      }),
    ],
  ])("builds the snippet index again when only a snippet's %s change", (label, properties) => {
    const marker = `snippet-${label.replace(/ /g, "-")}-${Math.floor(Math.random() * 1e9)}`;
    const snippets = (variant: number) => [
      {
        name: marker,
        description: "Runs a report",
        code: "async () => 1",
        savedAt: 0,
        inputSchema: { type: "object", properties: properties(variant) },
      },
    ];
    searchCatalog("report", [], snippets(1));
    expect(countedWork(() => searchCatalog("report", [], snippets(1))).snippetIndexBuilds).toBe(0);
    expect(countedWork(() => searchCatalog("report", [], snippets(2))).snippetIndexBuilds).toBe(1);
  });

  it("derives an OpenAPI document once per content, and hands every caller its own array", () => {
    const counted = countedWork(() => {
      const first = deriveOpenApiOperations(JSON.parse(DOCUMENT));
      const second = deriveOpenApiOperations(JSON.parse(DOCUMENT));
      expect(second).toEqual(first);
      expect(second).not.toBe(first);
    });
    expect(counted.operationDerivations).toBeLessThanOrEqual(1);
    expect(countedWork(() => deriveOpenApiOperations(JSON.parse(DOCUMENT))).operationDerivations).toBe(0);
  });

  it("keeps one document per content among the recent ones, so copies parsed per request crowd out nothing", () => {
    const documentText = (title: string) =>
      JSON.stringify({ ...JSON.parse(DOCUMENT), info: { title: `recent-${title}`, version: "1" } });
    const [first, second, third, fourth, fifth] = ["a", "b", "c", "d", "e"].map(documentText);
    const derive = (text: string | undefined) => () => deriveOpenApiOperations(JSON.parse(text ?? "{}"));
    for (const text of [first, second, third, fourth]) countedWork(derive(text));
    // Copies of the first document are recognized and not listed again...
    expect(countedWork(derive(first)).operationDerivations).toBe(0);
    expect(countedWork(derive(first)).operationDerivations).toBe(0);
    countedWork(derive(fifth));
    // ...so the second document is still among the four recent ones.
    expect(countedWork(derive(second)).operationDerivations).toBe(0);
  });
});
