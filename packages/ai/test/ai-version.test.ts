import * as ai from "ai";
import * as aiTest from "ai/test";
import { describe, expect, it } from "vitest";

describe("the AI SDK under test", () => {
  it(`is major ${__EXPECTED_AI_MAJOR__}, as the vitest config says`, () => {
    // `MockLanguageModelV4` and `isStepCount` exist only from ai@7 on.
    expect("MockLanguageModelV4" in aiTest).toBe(__EXPECTED_AI_MAJOR__ === 7);
    expect("isStepCount" in ai).toBe(__EXPECTED_AI_MAJOR__ === 7);
  });
});
