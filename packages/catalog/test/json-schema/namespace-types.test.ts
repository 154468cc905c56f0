import { CodemodeError, type JsonSchemaToolDescriptors } from "@codemode/runtime-core";
import type { JSONSchema7 } from "json-schema";
import { describe, expect, it } from "vitest";
import {
  COMPACT_ABOVE_CHARACTERS,
  generateNamespaceTypes,
  generateTypesFromJsonSchema,
} from "../../src/json-schema/generate-types.ts";
import { jsonSchemaToType } from "../../src/json-schema/json-schema-to-type.ts";
import { renderNamespace } from "../../src/json-schema/namespace-declaration.ts";
import { namespaceMethods } from "../../src/json-schema/namespace-methods.ts";
import { compileDeclarations, describeDiagnostics } from "../support/compile-declarations.ts";

const schema = (value: unknown) => value as JSONSchema7;

const WEATHER_TOOLS: JsonSchemaToolDescriptors = {
  "get-weather": {
    description: "Get the weather.\nUse metric units.",
    inputSchema: schema({
      type: "object",
      properties: { city: { type: "string", description: "City name" } },
      required: ["city"],
    }),
    outputSchema: schema({ type: "object", properties: { temperature: { type: "number" } } }),
  },
  list_items: { inputSchema: schema({ type: "object" }) },
};

function expectCompiles(declarations: string): void {
  const diagnostics = compileDeclarations(declarations);
  expect(diagnostics, describeDiagnostics(diagnostics)).toEqual([]);
}

function userTool(userSchema: unknown, description?: string) {
  return {
    ...(description === undefined ? {} : { description }),
    inputSchema: schema({
      type: "object",
      properties: { user: { $ref: "#/$defs/User" } },
      $defs: { User: userSchema },
    }),
  };
}

describe("generateTypesFromJsonSchema", () => {
  it("declares input and output types per tool and the codemode namespace", () => {
    const declarations = generateTypesFromJsonSchema(WEATHER_TOOLS);
    expect(declarations).toBe(
      [
        "type GetWeatherInput = {",
        "  /** City name */",
        "  city: string;",
        "};",
        "type GetWeatherOutput = {",
        "  temperature?: number;",
        "};",
        "type ListItemsInput = Record<string, unknown>;",
        "type ListItemsOutput = unknown;",
        "",
        "declare const codemode: {",
        "  /**",
        "   * Get the weather.",
        "   * Use metric units.",
        "   */",
        "  get_weather(input: GetWeatherInput): Promise<GetWeatherOutput>;",
        "  list_items(input: ListItemsInput): Promise<ListItemsOutput>;",
        "};",
      ].join("\n"),
    );
    expectCompiles(declarations);
  });

  it("uses the same type and method names as the reference", async () => {
    const reference = await import("@cloudflare/codemode");
    const tools: JsonSchemaToolDescriptors = {
      ...WEATHER_TOOLS,
      "repos/list-for-org": { inputSchema: schema({ type: "object" }) },
      delete: { inputSchema: schema({ type: "object" }), outputSchema: schema({ type: "string" }) },
      "2fa.enable": { inputSchema: schema({ type: "object" }) },
    };
    const declaredNames = (text: string) =>
      [...text.matchAll(/^type (\w+) =/gm)].map((match) => match[1]).sort();
    const methodNames = (text: string) =>
      [...text.matchAll(/^\s+(\w+)(?:\(|: \()input/gm)].map((match) => match[1]).sort();
    const ours = generateTypesFromJsonSchema(tools);
    const theirs = reference.generateTypesFromJsonSchema(tools);
    expect(declaredNames(ours)).toEqual(declaredNames(theirs));
    expect(methodNames(ours)).toEqual(methodNames(theirs));
    expect(methodNames(ours)).toEqual([
      "_2fa_enable",
      "delete_",
      "get_weather",
      "list_items",
      "reposlist_for_org",
    ]);
  });
});

describe("generateNamespaceTypes", () => {
  it("names the namespace and documents it with the instructions", () => {
    const declarations = generateNamespaceTypes("weather", WEATHER_TOOLS, {
      instructions: "Read-only.\n\nCache results.",
    });
    expect(declarations).toContain(
      "/**\n * Read-only.\n *\n * Cache results.\n */\ndeclare const weather: {\n",
    );
    expect(declarations).not.toContain("declare const codemode");
    expectCompiles(declarations);
  });

  it("declares an empty namespace", () => {
    expect(generateNamespaceTypes("empty", {})).toBe("declare const empty: {};");
  });

  it("emits a definition shared by several tools once, even from separate copies", () => {
    const user = { type: "object", properties: { login: { type: "string" } } };
    const declarations = generateNamespaceTypes("github", {
      get_user: {
        ...userTool(structuredClone(user)),
        outputSchema: schema({ $ref: "#/$defs/User", $defs: { User: structuredClone(user) } }),
      },
      update_user: userTool(structuredClone(user)),
    });
    expect(declarations.match(/^type User =/gm)).toHaveLength(1);
    expect(declarations).toContain("type GetUserOutput = User;");
    expect(declarations).toContain("type UpdateUserInput = {\n  user?: User;\n};");
    expectCompiles(declarations);
  });

  it("gives a definition with the same name but different content a distinct name", () => {
    const declarations = generateNamespaceTypes("api", {
      first: userTool({ type: "object", properties: { login: { type: "string" } } }),
      second: userTool({ type: "object", properties: { id: { type: "integer" } } }),
    });
    expect(declarations).toContain("type FirstInput = {\n  user?: User;\n};");
    expect(declarations).toContain("type SecondInput = {\n  user?: User2;\n};");
    expect(declarations).toContain("type User2 = {\n  id?: number;\n};");
    expectCompiles(declarations);
  });

  it("keeps definitions with different names apart even when their content is equal", () => {
    const declarations = generateNamespaceTypes("api", {
      tool: {
        inputSchema: schema({
          type: "object",
          properties: { a: { $ref: "#/$defs/Owner" }, b: { $ref: "#/$defs/Author" } },
          $defs: { Owner: { type: "string" }, Author: { type: "string" } },
        }),
      },
    });
    expect(declarations).toContain("type Owner = string;\ntype Author = string;");
  });

  it("shares a definition between documents only when its whole closure matches", () => {
    const wrapper = { type: "object", properties: { item: { $ref: "#/$defs/Item" } } };
    const declarations = generateNamespaceTypes("api", {
      strings: {
        inputSchema: schema({
          $ref: "#/$defs/Wrapper",
          $defs: { Wrapper: wrapper, Item: { type: "string" } },
        }),
      },
      numbers: {
        inputSchema: schema({
          $ref: "#/$defs/Wrapper",
          $defs: { Wrapper: wrapper, Item: { type: "number" } },
        }),
      },
    });
    expect(declarations).toContain("type StringsInput = Wrapper;");
    expect(declarations).toContain("type NumbersInput = Wrapper2;");
    expect(declarations).toContain("type Wrapper2 = {\n  item?: Item2;\n};\ntype Item2 = number;");
    expectCompiles(declarations);
  });

  it("declares each definition once where inlining would grow exponentially", () => {
    const levels = 40;
    const definitions: Record<string, unknown> = { Level0: { type: "string" } };
    for (let level = 1; level <= levels; level++) {
      const previous = { $ref: `#/$defs/Level${level - 1}` };
      definitions[`Level${level}`] = { type: "object", properties: { left: previous, right: previous } };
    }
    const tools: JsonSchemaToolDescriptors = {
      a: { inputSchema: schema({ $ref: `#/$defs/Level${levels}`, $defs: definitions }) },
      b: { inputSchema: schema({ $ref: `#/$defs/Level${levels}`, $defs: structuredClone(definitions) }) },
    };
    // Inlining would make 2^40 copies: the output's size proves each definition was declared once (and an
    // exponential walk would never reach the assertions).
    const declarations = generateNamespaceTypes("api", tools);
    expect(declarations.length).toBeLessThan(3_000);
    expect(declarations.match(/^type Level\d+ =/gm)).toHaveLength(levels + 1);
    expect(declarations).toContain("type Level40 = {\n  left?: Level39;\n  right?: Level39;\n};");
    expectCompiles(declarations);
  });

  it("keeps tool type names for the tools and renames clashing definitions", () => {
    const declarations = generateNamespaceTypes("api", {
      user: {
        inputSchema: schema({
          type: "object",
          properties: { a: { $ref: "#/$defs/UserInput" } },
          $defs: { UserInput: { type: "string" } },
        }),
      },
    });
    expect(declarations).toContain("type UserInput = {\n  a?: UserInput2;\n};\ntype UserInput2 = string;");
    expectCompiles(declarations);
  });

  it("keeps methods whose names sanitize to the same identifier apart", () => {
    const declarations = generateNamespaceTypes("api", {
      "a-b": { inputSchema: schema({ type: "object" }) },
      "a.b": { inputSchema: schema({ type: "string" }) },
      aB: { inputSchema: schema({ type: "number" }) },
    });
    expect(declarations).toContain("  a_b(input: ABInput): Promise<ABOutput>;");
    expect(declarations).toContain("  a_b_2(input: AB_2Input): Promise<AB_2Output>;");
    expect(declarations).toContain("  aB(input: AB2Input): Promise<AB2Output>;");
    expectCompiles(declarations);
  });

  it("treats a missing input schema as an open object", () => {
    const tools = { ping: { description: "Ping." } } as unknown as JsonSchemaToolDescriptors;
    expect(generateNamespaceTypes("api", tools)).toContain("type PingInput = Record<string, unknown>;");
  });

  it("with `only`, emits just the chosen methods and the definitions they reach", () => {
    const tools: JsonSchemaToolDescriptors = {
      get_user: userTool({ type: "object", properties: { login: { type: "string" } } }, "Get a user."),
      "list-repos": {
        inputSchema: schema({
          type: "object",
          properties: { repo: { $ref: "#/$defs/Repo" } },
          $defs: { Repo: { type: "string" } },
        }),
      },
    };
    const one = generateNamespaceTypes("github", tools, { only: ["list_repos"] });
    expect(one).toBe(
      "type ListReposInput = {\n  repo?: Repo;\n};\ntype Repo = string;\ntype ListReposOutput = unknown;\n\n" +
        "declare const github: {\n  list_repos(input: ListReposInput): Promise<ListReposOutput>;\n};",
    );
    const byToolName = generateNamespaceTypes("github", tools, { only: ["list-repos"] });
    expect(byToolName).toBe(one);
    const other = generateNamespaceTypes("github", tools, { only: ["get_user"] });
    expect(other).not.toContain("Repo");
    expect(other).toContain("type User = {");
    expectCompiles(other);
  });

  it("rejects unknown `only` names with not_found", () => {
    const attempt = () => generateNamespaceTypes("api", WEATHER_TOOLS, { only: ["get_weather", "nope"] });
    expect(attempt).toThrow(CodemodeError);
    expect(attempt).toThrow(/No method named "nope" among 2 tools/);
    try {
      attempt();
    } catch (error) {
      expect((error as CodemodeError).code).toBe("not_found");
    }
  });

  it.each(["my-api", "1api", "default", "", "a b"])(
    "rejects the namespace %j with invalid_argument",
    (namespace) => {
      expect(() => generateNamespaceTypes(namespace, WEATHER_TOOLS)).toThrow(
        /is not a valid JavaScript identifier/,
      );
      try {
        generateNamespaceTypes(namespace, WEATHER_TOOLS);
      } catch (error) {
        expect(CodemodeError.isInstance(error) && error.code).toBe("invalid_argument");
      }
    },
  );
});

describe("compact layout of large namespaces", () => {
  const tools: JsonSchemaToolDescriptors = {
    "list-pulls": {
      description: "List pull requests.\n\nLong details that only the full layout shows.",
      inputSchema: schema({
        type: "object",
        properties: {
          state: { type: "string", description: "Filter by state.", enum: ["open", "closed"] },
          sort: { type: "string", enum: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] },
          owner: { $ref: "#/$defs/Owner" },
        },
        required: ["owner"],
        $defs: {
          Owner: { type: "object", properties: { login: { type: "string", description: "The login." } } },
        },
      }),
      outputSchema: schema({
        type: "array",
        items: { type: "object", properties: { id: { type: "integer" } } },
      }),
    },
    walk: { inputSchema: schema({ type: "object", properties: { next: { $ref: "#" } } }) },
  };

  it("writes input and output types in place, without member JSDoc, widening long enumerations", () => {
    const declarations = renderNamespace("github", namespaceMethods(tools), undefined, "compact");
    expect(declarations).toBe(
      [
        "type Owner = {",
        "  /** The login. */",
        "  login?: string;",
        "};",
        "type WalkInput = { next?: WalkInput };",
        "",
        "declare const github: {",
        "  /** List pull requests. */",
        '  list_pulls(input: { state?: "open" | "closed"; sort?: string; owner: Owner }): Promise<{ id?: number }[]>;',
        "  walk(input: WalkInput): Promise<unknown>;",
        "};",
      ].join("\n"),
    );
    expectCompiles(declarations);
  });

  it("abandons a rendering once its types exceed the character budget", () => {
    const methods = namespaceMethods(tools);
    expect(renderNamespace("github", methods, undefined, "full", 50)).toBeUndefined();
    expect(renderNamespace("github", methods, undefined, "full", 100_000)).toBe(
      renderNamespace("github", methods, undefined, "full"),
    );
  });

  it("is chosen automatically above the size threshold, and stays valid", () => {
    const paragraph = "x".repeat(2_000);
    const many: JsonSchemaToolDescriptors = {};
    const count = Math.ceil(COMPACT_ABOVE_CHARACTERS / paragraph.length) + 10;
    for (let index = 0; index < count; index++) {
      many[`tool_${index}`] = {
        description: `Tool number ${index}.\n\n${paragraph}`,
        inputSchema: schema({
          type: "object",
          properties: { id: { type: "string", description: "The id." } },
        }),
      };
    }
    const declarations = generateNamespaceTypes("big", many);
    expect(declarations.length).toBeLessThan(COMPACT_ABOVE_CHARACTERS / 4);
    expect(declarations).toContain(
      "  /** Tool number 7. */\n  tool_7(input: { id?: string }): Promise<unknown>;",
    );
    expect(declarations).not.toContain(paragraph);
    const only = generateNamespaceTypes("big", many, { only: ["tool_7"] });
    expect(only).toContain(paragraph);
    expect(only).toContain("type Tool_7Input = {\n  /** The id. */\n  id?: string;\n};");
  });
});

describe("jsonSchemaToType", () => {
  it.each(["1Type", "my-type", "", "string", "type"])("rejects the type name %j", (typeName) => {
    expect(() => jsonSchemaToType(schema({ type: "string" }), typeName)).toThrow(
      /is not a valid TypeScript identifier/,
    );
  });

  it("accepts any identifier, including ones that are library names", () => {
    expect(jsonSchemaToType(schema({ type: "string" }), "$Name_1")).toBe("type $Name_1 = string;");
  });
});
