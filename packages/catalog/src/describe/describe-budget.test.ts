import type { ConnectorDescription } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { describeTarget } from "./describe-target.ts";

const longHtml = `<p>${"Creates a customer with a very long explanation. ".repeat(20)}</p><pre>curl https://api.example.com</pre>`;
const connector: ConnectorDescription = {
  name: "shop",
  descriptors: {
    create_customer: {
      description: longHtml,
      inputSchema: {
        type: "object",
        properties: {
          body: {
            type: "object",
            properties: {
              address: {
                type: "object",
                description: `The address. ${"More words about the address. ".repeat(10)}`,
                properties: { geo: { type: "object", properties: { lat: { type: "number" } } } },
              },
            },
          },
        },
      },
      outputSchema: {
        $ref: "#/$defs/Customer",
        $defs: {
          Customer: {
            type: "object",
            properties: {
              id: { type: "string", description: "Unique customer id." },
              description: { type: "string" },
              owner: { $ref: "#/$defs/User" },
            },
          },
          User: { type: "object", properties: { login: { type: "string" }, org: { $ref: "#/$defs/Org" } } },
          Org: { type: "object", properties: { name: { type: "string" } } },
        },
      },
    },
  },
  annotations: { create_customer: { requiresApproval: true } },
};

describe("describeTarget within a context budget", () => {
  it("writes descriptions as bounded plain text, keeps every input field and the approval marker", () => {
    const output = describeTarget("shop.create_customer", [connector], []);
    expect(output.requiresApproval).toBe(true);
    expect(output.types).not.toContain("<p>");
    expect(output.types).not.toContain("curl");
    expect(output.types).toContain("lat?: number;"); // nested input fields stay, at every depth
    expect(output.types).toContain("/** The address. */"); // a field's first sentence
    expect(output.description?.length).toBeLessThanOrEqual(320);
    expect(output.description).not.toContain("<p>");
    expect(output.types).toMatch(/\/\/ Shortened; describe "<target>:full" shows all\.$/);
  });

  it("declares the response's shape: its fields, nested objects breadth first within a budget", () => {
    const { types } = describeTarget("shop.create_customer", [connector], []);
    expect(types).toContain("id?: string;");
    expect(types).toContain("login?: string;");
    expect(types).not.toContain("type Org");
    expect(types).toContain("description?: string;"); // a field named like a keyword stays
    expect(types).not.toContain("Unique customer id.");
    expect(describeTarget("shop.create_customer:full", [connector], []).types).toContain(
      "Unique customer id.",
    );
  });

  it("gives every description and the whole response with :full", () => {
    const output = describeTarget("shop.create_customer:full", [connector], []);
    expect(output.path).toBe("shop.create_customer");
    expect(output.description).toBe(longHtml);
    expect(output.types).toContain("<pre>curl https://api.example.com</pre>");
    expect(output.types).toContain("type Org = {");
    expect(output.types).not.toContain(":full");
    expect(describeTarget("shop:full", [connector], []).types).toContain("type Org = {");
  });

  it("leaves short descriptions and small responses as they are, with no pointer", () => {
    const small: ConnectorDescription = {
      name: "shop",
      descriptors: { ping: { description: "Checks the **service**.", inputSchema: { type: "object" } } },
    };
    const output = describeTarget("shop.ping", [small], []);
    expect(output.description).toBe("Checks the service.");
    expect(output.types).not.toContain(":full");
  });

  it("describes a snippet named with :full as that snippet", () => {
    const snippet = { name: "report:full", description: "A report", code: "async () => 1", createdAt: 0 };
    expect(describeTarget("report:full", [connector], [snippet as never]).kind).toBe("snippet");
  });
});
