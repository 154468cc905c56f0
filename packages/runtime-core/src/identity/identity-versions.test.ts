import { describe, expect, it } from "vitest";
import { MemoryExecutionStore } from "../engine/memory-store.ts";
import { CALL_IDENTITY_VERSION, CODEC_VERSION } from "./call-identity.ts";
import { currentVersions, versionRefusal } from "./identity-versions.ts";

describe("versionRefusal", () => {
  it.each([
    ["the current versions", CALL_IDENTITY_VERSION, CODEC_VERSION, undefined],
    [
      "a newer identity",
      CALL_IDENTITY_VERSION + 1,
      CODEC_VERSION,
      /call identity version 2 \(this codemode replays 1\)/,
    ],
    ["a retired identity", 0, CODEC_VERSION, /call identity version 0/],
    [
      "a newer codec",
      CALL_IDENTITY_VERSION,
      CODEC_VERSION + 1,
      /durable codec version 2 \(this codemode reads 1\)/,
    ],
  ])("%s", (_case, identityVersion, codecVersion, expected) => {
    const refusal = versionRefusal({ id: "e1", identityVersion, codecVersion });
    if (expected === undefined) expect(refusal).toBeUndefined();
    else {
      expect(refusal).toMatch(expected);
      expect(refusal).toMatch(/Continue it with the codemode release that started it, or reject/);
    }
  });

  it("is what a new execution records", () => {
    expect(currentVersions()).toEqual({
      identityVersion: CALL_IDENTITY_VERSION,
      codecVersion: CODEC_VERSION,
    });
  });
});

describe("a store refuses to claim a run recorded under rules this engine lacks", () => {
  it.each(["paused", "running"] as const)("from %s, changing nothing", async (from) => {
    const store = new MemoryExecutionStore();
    await store.create(
      { id: "e1", code: "c", connectors: [], seed: "s", createdAt: 1, identityVersion: 9, codecVersion: 1 },
      { keep: 10 },
    );
    if (from === "paused")
      await store.commit("e1", { attempt: 1 }, { set: { status: "paused" }, updatedAt: 2 });
    const claim = await store.claim("e1", { from, configured: [], now: 3 });
    expect(claim).toMatchObject({ ok: false, status: from, error: expect.stringMatching(/version 9/) });
    expect(await store.load("e1")).toMatchObject({ status: from, attempt: 1, identityVersion: 9 });
  });
});
