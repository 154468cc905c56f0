import { describe, expect, it } from "vitest";
import {
  commonNameWords,
  nameResources,
  resourceMask,
  resourceMaskAt,
  resourceMasks,
  STAND_IN_SHIFT,
  standInResources,
} from "./name-resources.ts";

const isAction = (term: string): boolean => term === "action";

describe("nameResources", () => {
  it("takes the last word of each run between verbs, leaving out what a preposition adds", () => {
    expect(nameResources(["list", "stargaz", "repo"], "list_stargazers_for_repo")).toEqual(["stargaz"]);
    expect(nameResources(["get", "customer", "customer", "card"], "GetCustomersCustomerCards")).toEqual([
      "card",
    ]);
    expect(nameResources(["volum", "action", "post"], "volumeActions_post")).toEqual(["action"]);
    expect(nameResources(["list", "get"], "list_get")).toEqual([]);
  });
});

describe("standInResources", () => {
  it("gives the word before a common last word of a run", () => {
    expect(standInResources(["volum", "action", "post"], "volumeActions_post", isAction)).toEqual(["volum"]);
    expect(
      standInResources(["droplet", "action", "get", "by", "id"], "dropletActions_get_byId", isAction),
    ).toEqual(["droplet"]);
  });

  it("gives none for a run of one word, or when the last word is not common", () => {
    expect(standInResources(["action", "post"], "actions_post", isAction)).toEqual([]);
    expect(standInResources(["volum", "snapshot", "list"], "volumeSnapshots_list", isAction)).toEqual([]);
  });

  it("does not take a verb or a qualifying word for a stand-in", () => {
    // `list` closes the run before `action`; `repo` follows "for", so it qualifies rather than names.
    expect(standInResources(["list", "action"], "list_actions", isAction)).toEqual([]);
    expect(standInResources(["list", "action", "repo"], "list_actions_for_repo", isAction)).toEqual([]);
  });
});

describe("resourceMask", () => {
  it("marks resources in the low bits and stand-ins from STAND_IN_SHIFT on", () => {
    const name = ["volum", "action", "post"];
    expect(resourceMask(name, "volumeActions_post")).toBe(1 << 1);
    expect(resourceMask(name, "volumeActions_post", isAction)).toBe((1 << 1) | (1 << STAND_IN_SHIFT));
  });

  it("marks every position of a repeated resource word", () => {
    expect(resourceMask(["card", "get", "customer", "card"], "cards_get_customerCard")).toBe(
      (1 << 0) | (1 << 3),
    );
  });
});

describe("commonNameWords", () => {
  it("keeps the words more than the share of names have, a name counted once per word", () => {
    const names = [
      ["volum", "action", "post"],
      ["droplet", "action", "get"],
      ["volum", "list"],
      ["action", "action"],
    ];
    expect([...commonNameWords(names, 0.5)]).toEqual(["action"]);
    // Two of four is not more than half.
    expect(commonNameWords(names, 0.5).has("volum")).toBe(false);
    expect(commonNameWords(names, 0.4).has("volum")).toBe(true);
  });
});

describe("resourceMasks", () => {
  it("works out a document's mask once, with stand-ins for the index's common words", () => {
    const documents = [{}, {}, {}];
    const phrases = [
      { name: ["volum", "action", "post"] },
      { name: ["droplet", "action", "post"] },
      { name: ["imag", "action", "post"] },
    ];
    const table = resourceMasks(documents, phrases);
    expect(resourceMasks(documents, phrases)).toBe(table);
    expect(table.common.has("action")).toBe(true);
    const mask = resourceMaskAt(table, 0, ["volum", "action", "post"], "volumeActions_post");
    expect(mask).toBe((1 << 1) | (1 << STAND_IN_SHIFT));
    expect(table.masks[0]).toBe(mask);
    expect(table.masks[1]).toBe(-1);
  });
});
