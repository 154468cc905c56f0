/// <reference types="node" />
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deriveOpenApiOperations } from "./derive-operations.ts";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

function petDocument(title: string): Record<string, unknown> {
  return {
    openapi: "3.0.0",
    info: { title, version: "1" },
    paths: {
      "/pets": {
        post: {
          operationId: "createPet",
          requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } },
          responses: {
            "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } },
          },
        },
      },
    },
    components: { schemas: { Pet: { type: "object", properties: { name: { type: "string" } } } } },
  };
}

/** Resolves once `reference` no longer holds its target, after at most `attempts` collections. */
async function collected(reference: WeakRef<object>, attempts = 20): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    // A WeakRef keeps its target for the rest of the job that made or read it: let that job end first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    if (reference.deref() === undefined) return true;
  }
  return false;
}

describe("deriveOpenApiOperations: what derived operations keep", () => {
  it("lets the document go once the schemas are derived, with the derived values unchanged", async () => {
    const expected = JSON.stringify(deriveOpenApiOperations(petDocument("expected")));
    let document: Record<string, unknown> | undefined = petDocument("kept");
    const operations = deriveOpenApiOperations(document);
    const reference = new WeakRef(document);
    document = undefined;
    // The schemas are derived here, on the first read; the document is then no longer needed by them.
    const derived = JSON.stringify(operations);
    // The few most recent documents are kept for comparison by content: push this one out of them.
    for (let other = 0; other < 4; other++) deriveOpenApiOperations(petDocument(`other ${other}`));
    expect(await collected(reference)).toBe(true);
    expect(derived).toBe(expected);
    expect(JSON.stringify(operations)).toBe(expected);
  });

  it("keeps the document while the schemas are not derived yet (they still need it)", async () => {
    let document: Record<string, unknown> | undefined = petDocument("underived");
    const operations = deriveOpenApiOperations(document);
    const reference = new WeakRef(document);
    document = undefined;
    for (let other = 0; other < 4; other++) deriveOpenApiOperations(petDocument(`other ${other}`));
    expect(await collected(reference, 3)).toBe(false);
    expect(operations[0]?.inputSchema).toMatchObject({ properties: { body: { $ref: "#/$defs/Pet" } } });
  });
});
