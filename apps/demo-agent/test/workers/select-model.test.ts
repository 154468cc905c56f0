import { CodemodeError } from "codemode";
import { describe, expect, it } from "vitest";
import type { DemoEnv } from "../../src/env.ts";
import { selectModel } from "../../src/model/select-model.ts";

const base = {} as DemoEnv;

describe("selectModel", () => {
  it("uses the offline scripted model with no configuration", () => {
    const choice = selectModel(base);
    expect(choice).toMatchObject({ label: "Offline scripted model", offline: true });
    expect(choice.model).toMatchObject({ provider: "codemode-demo", modelId: "scripted" });
  });

  it("uses an OpenAI-compatible endpoint when all three settings are present", () => {
    const choice = selectModel({
      ...base,
      OPENAI_BASE_URL: "http://127.0.0.1:9/v1",
      OPENAI_API_KEY: "test-key",
      OPENAI_MODEL: "gpt-test",
    });
    expect(choice).toMatchObject({ label: "gpt-test (OpenAI-compatible)", offline: false });
    expect(choice.model).toMatchObject({ modelId: "gpt-test" });
  });

  it("refuses a partial OpenAI configuration and names what is missing", () => {
    let caught: unknown;
    try {
      selectModel({ ...base, OPENAI_API_KEY: "test-key" });
    } catch (error) {
      caught = error;
    }
    expect(CodemodeError.isInstance(caught) && caught.code).toBe("configuration");
    expect((caught as Error).message).toContain("missing: OPENAI_BASE_URL, OPENAI_MODEL");
  });

  it("uses Workers AI when an AI binding exists", () => {
    const choice = selectModel({ ...base, AI: {} as Ai });
    expect(choice).toMatchObject({
      label: "@cf/meta/llama-3.3-70b-instruct-fp8-fast (Workers AI)",
      offline: false,
    });
  });
});
