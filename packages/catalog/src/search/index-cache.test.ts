import { describe, expect, it } from "vitest";
import { sampleConnectors, sampleSnippets } from "../../test/search-fixtures.ts";
import { catalogCacheStatistics } from "../cache-statistics.ts";
import { deriveOpenApiOperations } from "../openapi/derive-operations.ts";
import { searchCatalog } from "./search-catalog.ts";

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
    methodIndexBuilds: after.methodIndexBuilds - before.methodIndexBuilds,
    snippetIndexBuilds: after.snippetIndexBuilds - before.snippetIndexBuilds,
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
      methodIndexBuilds: 0,
      snippetIndexBuilds: 0,
    });
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
});
