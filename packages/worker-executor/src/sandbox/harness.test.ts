import { describe, expect, it } from "vitest";
import { parseModule } from "../budget/parse-module.ts";
import { PROGRAM_PART_NAMES } from "../harness/program-part.ts";
import { MINIFIED_HARNESSES } from "./harness-texts.ts";
import {
  BUDGET_BREACH_HOOK,
  BUDGET_ERROR_FUNCTION,
  PRELUDES_CONSTANT,
  PROGRAM_FUNCTION,
} from "./program-module.ts";
import { FEATURE_COMBINATIONS, featuresKey, SANDBOX_BINDING } from "./sandbox-features.ts";

/** The parts of a call expression the shape check reads. */
interface CallNode {
  type: string;
  callee?: CallNode;
  expression?: CallNode;
}

// A marker of each optional part in the built text: a message or property name only that part holds.
const MARKERS = {
  formatter: /\[Circular\]/,
  determinism: /getRandomValues/,
  replay: /\.connector\b/,
} as const;

describe("the built harness", () => {
  it("exists for every combination of features, and for nothing else", () => {
    expect(Object.keys(MINIFIED_HARNESSES).sort()).toEqual(FEATURE_COMBINATIONS.map(featuresKey).sort());
  });

  it("refers to the program part by the names the program part declares", () => {
    expect(PROGRAM_PART_NAMES).toEqual({
      preludes: PRELUDES_CONSTANT,
      program: PROGRAM_FUNCTION,
      budgetError: BUDGET_ERROR_FUNCTION,
      onBreach: BUDGET_BREACH_HOOK,
      sandbox: SANDBOX_BINDING,
    });
  });

  for (const features of FEATURE_COMBINATIONS) {
    const key = featuresKey(features);
    const text = MINIFIED_HARNESSES[key] as string;

    it(`${key}: is one function expression called at once, so it declares nothing the code can see`, () => {
      const program = parseModule(text);
      expect(program.body).toHaveLength(1);
      const statement = program.body[0] as { type: string; expression?: CallNode } | undefined;
      expect(statement?.type).toBe("ExpressionStatement");
      const call = statement?.expression;
      expect(call?.type).toBe("CallExpression");
      let callee = call?.callee;
      while (callee?.type === "ParenthesizedExpression") callee = callee.expression;
      expect(["FunctionExpression", "ArrowFunctionExpression"]).toContain(callee?.type);
    });

    it(`${key}: uses the program part and sets the entry point`, () => {
      for (const name of [PRELUDES_CONSTANT, PROGRAM_FUNCTION, BUDGET_ERROR_FUNCTION, BUDGET_BREACH_HOOK]) {
        expect(text).toContain(name);
      }
      expect(text).toContain(`${SANDBOX_BINDING}=`);
    });

    it(`${key}: holds exactly the optional parts its features ask for`, () => {
      expect(MARKERS.formatter.test(text)).toBe(features.formatter);
      expect(MARKERS.determinism.test(text)).toBe(features.determinism);
      expect(MARKERS.replay.test(text)).toBe(features.replay);
    });
  }
});
