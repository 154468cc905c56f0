import { describe, expect, it } from "vitest";
import { objectAndPlace, placeOnlyMultiplier } from "./place-words.ts";
import { PLACE_ONLY_FACTOR } from "./ranking-parameters.ts";
import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";

const target = (query: string) => objectAndPlace(splitWords(query));
const name = (method: string) => splitWords(method).map(stemWord);

describe("objectAndPlace", () => {
  it("reads what a task acts on and where, with their related words but not the vocabulary's verbs", () => {
    const read = target("upload a file to my bucket");
    expect(read?.place).toEqual(new Set(["bucket"]));
    expect(read?.object.has("file")).toBe(true);
    // "object" is a word for a file; "create" (as in "file a ticket") names no thing.
    expect(read?.object.has("object")).toBe(true);
    expect(read?.object.has(stemWord("create"))).toBe(false);
    // "main" is related to "default" and "primary" (a repository's main branch is its default one).
    expect(target("read the README file from the main branch")?.place).toEqual(
      new Set(["main", "branch", "default", "primary"]),
    );
    // The place ends at the next preposition.
    expect(target("copy a file from my bucket to another project")?.place).toEqual(new Set(["bucket"]));
  });

  it("reads nothing without a leading verb, an object, or a place", () => {
    expect(target("files in my bucket")).toBeUndefined();
    expect(target("search for issues")).toBeUndefined();
    expect(target("delete a bucket")).toBeUndefined();
    expect(target("uploaded files in a bucket")).toBeUndefined();
    // What is removed from a place is most often removed by the place's method.
    expect(target("remove a customer's personal data from a contact")).toBeUndefined();
    expect(target("remove a label in an issue")?.place.has("issu")).toBe(true);
  });
});

describe("placeOnlyMultiplier", () => {
  const upload = target("upload a file to my bucket");

  it("holds back a name that names the place but not the object", () => {
    expect(placeOnlyMultiplier(name("storage_buckets_insert"), upload)).toBe(PLACE_ONLY_FACTOR);
  });

  it("keeps a name that names the object (or a word for it, or a shortening), or not the place", () => {
    expect(placeOnlyMultiplier(name("storage_objects_insert"), upload)).toBe(1);
    expect(placeOnlyMultiplier(name("putBucketFile"), upload)).toBe(1);
    expect(placeOnlyMultiplier(name("createUpload"), upload)).toBe(1);
    expect(
      placeOnlyMultiplier(name("repoGetRawFile"), target("read the README file from the repository")),
    ).toBe(1);
    expect(placeOnlyMultiplier(name("getRepo"), target("read a file from the repository"))).toBe(
      PLACE_ONLY_FACTOR,
    );
    expect(placeOnlyMultiplier(name("listRepositoryFiles"), target("read a file from the repo"))).toBe(1);
    expect(placeOnlyMultiplier(name("storage_buckets_insert"), undefined)).toBe(1);
  });
});
