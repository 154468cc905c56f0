import { describe, expect, it } from "vitest";
import { walkAst } from "../budget/ast-walk.ts";
import { parseModule } from "../budget/parse-module.ts";
import { MINIFIED_HARNESSES } from "./harness.generated.ts";
import { FEATURE_COMBINATIONS, featuresKey, SANDBOX_BINDING } from "./sandbox-features.ts";

describe("the minified harness", () => {
  it("exists for every combination of features, and for nothing else", () => {
    expect(Object.keys(MINIFIED_HARNESSES).sort()).toEqual(FEATURE_COMBINATIONS.map(featuresKey).sort());
  });

  for (const [key, block] of Object.entries(MINIFIED_HARNESSES)) {
    it(`${key}: is one block that declares nothing outside itself and sets the entry point`, () => {
      const program = parseModule(block);
      expect(program.body).toHaveLength(1);
      expect(program.body[0]?.type).toBe("BlockStatement");
      const kinds = new Set<string>();
      walkAst(program, (node) => {
        if (node.type === "VariableDeclaration") kinds.add((node as unknown as { kind: string }).kind);
      });
      expect(kinds.has("var")).toBe(false);
      expect(block.includes(`;${SANDBOX_BINDING}=`)).toBe(true);
    });
  }
});
