import { describe, expect, it } from "vitest";
import { catalogCacheStatistics } from "./cache-statistics.ts";
import { describeConnectorTools, freezeDescription } from "./connector-description.ts";

describe("describeConnectorTools", () => {
  it("describes each tool in order, with an open object for a missing schema and annotations only when needed", () => {
    const before = catalogCacheStatistics().connectorDescriptions;
    const description = describeConnectorTools("shop", undefined, [
      ["list", { description: "List items", inputSchema: { type: "object", properties: {} } }],
      ["__proto__", { requiresApproval: true, outputSchema: { type: "string" } }],
      ["spec", { replay: "reexecute" }],
      ["logged", { replay: "log", requiresApproval: false }],
    ]);
    expect(catalogCacheStatistics().connectorDescriptions - before).toBe(1);
    expect(Object.keys(description.descriptors)).toEqual(["list", "__proto__", "spec", "logged"]);
    expect(Object.getPrototypeOf(description.descriptors)).toBe(Object.prototype);
    expect(description.descriptors.list).toEqual({
      description: "List items",
      inputSchema: { type: "object", properties: {} },
    });
    expect(Object.getOwnPropertyDescriptor(description.descriptors, "__proto__")?.value).toEqual({
      inputSchema: { type: "object" },
      outputSchema: { type: "string" },
    });
    expect(Object.keys(description.annotations ?? {})).toEqual(["__proto__", "spec"]);
    expect(description.annotations?.spec).toEqual({ replay: "reexecute" });
    expect(description).not.toHaveProperty("instructions");
    expect(describeConnectorTools("shop", "Be careful.", []).instructions).toBe("Be careful.");
  });

  it("freezes a description, its records and its entries, not the schemas", () => {
    const schema = { type: "object" as const };
    const description = freezeDescription(
      describeConnectorTools("shop", undefined, [
        ["refund", { inputSchema: schema, requiresApproval: true }],
      ]),
    );
    expect(Object.isFrozen(description)).toBe(true);
    expect(Object.isFrozen(description.descriptors.refund)).toBe(true);
    expect(Object.isFrozen(description.annotations?.refund)).toBe(true);
    expect(Object.isFrozen(schema)).toBe(false);
  });
});
