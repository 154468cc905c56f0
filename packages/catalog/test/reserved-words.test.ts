import { describe, expect, it } from "vitest";
import { isReservedWord, sanitizeToolName } from "../src/index.ts";

describe("the reserved-word list", () => {
  it.each(["class", "yield", "await", "let", "static", "arguments", "eval", "enum"])(
    "%s cannot name a binding in strict code (as in the sandboxes' module code, where await is reserved too)",
    (name) => {
      expect(isReservedWord(name)).toBe(true);
      expect(() => new Function(`"use strict"; return async () => { let ${name}; };`)).toThrow(SyntaxError);
    },
  );

  it.each(["undefined", "goto", "codemode", "run", "Math"])("%s can", (name) => {
    expect(isReservedWord(name)).toBe(false);
    expect(() => new Function(`"use strict"; return async () => { let ${name}; };`)).not.toThrow();
  });

  it("is the list sanitizeToolName renames, plus undefined and the ES1-3 future reserved words", () => {
    expect(sanitizeToolName("arguments")).toBe("arguments_");
    expect(sanitizeToolName("undefined")).toBe("undefined_");
    expect(sanitizeToolName("goto")).toBe("goto_");
    expect(sanitizeToolName("codemode")).toBe("codemode");
  });
});
