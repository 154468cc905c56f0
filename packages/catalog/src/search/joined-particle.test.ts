import { describe, expect, it } from "vitest";
import { joinedParticles } from "./joined-particle.ts";
import { stemWord } from "./stem-word.ts";

const indexed =
  (...words: string[]) =>
  (stem: string): boolean =>
    words.map(stemWord).includes(stem);
const phrases =
  (...known: string[]) =>
  (phrase: string): boolean =>
    known.includes(phrase);

describe("joinedParticles", () => {
  it("writes a verb and the particle after it as the one word the catalog has", () => {
    const catalog = indexed("backup", "cleanup", "addon");
    expect(joinedParticles(["back", "up", "a", "key"], catalog, phrases())).toEqual(["backup", "a", "key"]);
    expect(joinedParticles(["clean", "up", "old", "runs"], catalog, phrases())).toEqual([
      "cleanup",
      "old",
      "runs",
    ]);
    expect(joinedParticles(["install", "an", "add", "on"], catalog, phrases())).toEqual([
      "install",
      "an",
      "addon",
    ]);
    expect(joinedParticles(["back", "up", "and", "clean", "up"], catalog, phrases())).toEqual([
      "backup",
      "and",
      "cleanup",
    ]);
  });

  it("leaves the words as they are when the catalog lacks the word or the vocabulary has the phrase", () => {
    expect(joinedParticles(["back", "up", "a", "key"], indexed("backups"), phrases())).toEqual([
      "backup",
      "a",
      "key",
    ]);
    expect(joinedParticles(["back", "up", "a", "key"], indexed("key"), phrases())).toEqual([
      "back",
      "up",
      "a",
      "key",
    ]);
    expect(joinedParticles(["set", "up", "a", "hook"], indexed("setup"), phrases("set up"))).toEqual([
      "set",
      "up",
      "a",
      "hook",
    ]);
    // Not a particle.
    expect(joinedParticles(["key", "vault"], indexed("keyvault"), phrases())).toEqual(["key", "vault"]);
  });
});
