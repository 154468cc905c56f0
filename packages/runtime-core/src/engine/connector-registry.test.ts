import { describe, expect, it } from "vitest";
import { setOwnProperty } from "../codec/own-property.ts";
import { CodemodeError } from "../errors.ts";
import type { ConnectorDescription, ConnectorPort } from "../types/connector.ts";
import {
  ConnectorRegistry,
  RESERVED_CONNECTOR_NAMES,
  RESERVED_CONNECTOR_PREFIX,
} from "./connector-registry.ts";

/** A connector port that only has a name (the registry reads nothing else at construction). */
function named(name: unknown): ConnectorPort {
  return { name: () => name } as unknown as ConnectorPort;
}

function refusal(names: unknown[]): unknown {
  try {
    new ConnectorRegistry(names.map(named));
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("ConnectorRegistry names", () => {
  it("reserves the platform SDK's global and the log's step namespace", () => {
    expect(RESERVED_CONNECTOR_NAMES).toEqual(["codemode", "__step"]);
    expect(RESERVED_CONNECTOR_PREFIX).toBe("__codemode");
  });

  it.each(["codemode", "__step", "__codemode", "__codemode$loop", "__codemodeHarness"])(
    "refuses %j with a configuration error naming it and the reserved names",
    (name) => {
      const error = refusal(["github", name]);
      expect(CodemodeError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ code: "configuration" });
      expect((error as Error).message).toContain(`Connector name "${name}" is reserved`);
      expect((error as Error).message).toContain(
        '"codemode", "__step" and names beginning with "__codemode"',
      );
    },
  );

  it.each([[undefined], [""], [42]])("refuses a name() that returns %j", (name) => {
    expect(refusal([name])).toMatchObject({
      code: "configuration",
      message: expect.stringMatching(/name\(\)/),
    });
  });

  it.each(["__steps", "step", "_step", "codemode2", "Codemode", "__proto__", "constructor", "toString"])(
    "accepts %j",
    (name) => {
      const registry = new ConnectorRegistry([named(name)]);
      expect(registry.names).toEqual([name]);
      expect(registry.get(name)?.name()).toBe(name);
    },
  );

  it("finds no connector by an inherited member's name", () => {
    const registry = new ConnectorRegistry([named("github")]);
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"])
      expect(registry.get(name)).toBeUndefined();
  });
});

describe("ConnectorRegistry methods", () => {
  it("reads each method's own annotations, whatever the method is named", async () => {
    const descriptors = {};
    const annotations = {};
    for (const method of ["__proto__", "constructor", "toString", "plain"])
      setOwnProperty(descriptors, method, { inputSchema: { type: "object" } });
    setOwnProperty(annotations, "__proto__", { requiresApproval: true });
    const port = {
      name: () => "names",
      describe: async () => ({ name: "names", descriptors, annotations }),
    } as unknown as ConnectorPort;
    const registry = new ConnectorRegistry([port]);
    await registry.descriptions();
    expect(registry.methodNames("names")).toEqual(["__proto__", "constructor", "toString", "plain"]);
    expect(registry.method("names", "__proto__")).toEqual({ requiresApproval: true, ephemeral: false });
    for (const method of ["constructor", "toString", "plain"])
      expect(registry.method("names", method)).toEqual({ requiresApproval: false, ephemeral: false });
    expect(registry.method("names", "hasOwnProperty")).toBeUndefined();
  });
});

describe("ConnectorRegistry over shared descriptions", () => {
  const port = (description: ConnectorDescription): ConnectorPort =>
    ({ name: () => description.name, describe: async () => description }) as unknown as ConnectorPort;

  function annotated(): ConnectorDescription {
    return {
      name: "shop",
      descriptors: { refund: { inputSchema: { type: "object" } }, list: { inputSchema: { type: "object" } } },
      annotations: { refund: { requiresApproval: true } },
    };
  }

  async function methodsOf(description: ConnectorDescription): Promise<[unknown, unknown]> {
    const registry = new ConnectorRegistry([port(description)]);
    await registry.descriptions();
    return [registry.method("shop", "refund"), registry.method("shop", "list")];
  }

  it("reads a frozen description's annotations for every new registry (runtime handle)", async () => {
    const description = annotated();
    for (const annotation of Object.values(description.annotations ?? {})) Object.freeze(annotation);
    Object.freeze(description.annotations);
    Object.freeze(description.descriptors);
    Object.freeze(description);
    const expected = [
      { requiresApproval: true, ephemeral: false },
      { requiresApproval: false, ephemeral: false },
    ];
    const first = await methodsOf(description);
    const second = await methodsOf(description);
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
    // Read once per isolate: the second registry gets the very method entries the first built.
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
  });

  it("reads a description that is not frozen anew for each registry, so a changed annotation counts", async () => {
    const description = annotated();
    expect((await methodsOf(description))[1]).toEqual({ requiresApproval: false, ephemeral: false });
    const [refund] = await methodsOf(description);
    expect((await methodsOf(description))[0]).not.toBe(refund);
    setOwnProperty(description.annotations ?? {}, "list", { requiresApproval: true });
    expect((await methodsOf(description))[1]).toEqual({ requiresApproval: true, ephemeral: false });
  });
});
