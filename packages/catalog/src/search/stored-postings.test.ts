import { describe, expect, it } from "vitest";
import { StoredPostings } from "./stored-postings.ts";

describe("the postings of a decoded index", () => {
  const terms = ["alpha", "beta", "delta", "gamma", "zeta"];
  const lengths = [2, 1, 3, 1, 2];
  const documents = Int32Array.from([0, 4, 2, 1, 2, 3, 0, 3, 5]);
  const frequencies = Float64Array.from([0.5, 1, 2, 0.25, 0.75, 1.5, 3, 0.1, 0.2]);
  const postings = new StoredPostings(terms, lengths, documents, frequencies);

  it("gives each term its own run of the shared arrays", () => {
    expect(postings.size).toBe(5);
    expect([...(postings.get("alpha")?.documents ?? [])]).toEqual([0, 4]);
    expect([...(postings.get("delta")?.documents ?? [])]).toEqual([1, 2, 3]);
    expect([...(postings.get("delta")?.saturatedFrequencies ?? [])]).toEqual([0.25, 0.75, 1.5]);
    expect([...(postings.get("zeta")?.documents ?? [])]).toEqual([3, 5]);
    expect([...(postings.get("zeta")?.saturatedFrequencies ?? [])]).toEqual([0.1, 0.2]);
    // The same view when asked again.
    expect(postings.get("gamma")).toBe(postings.get("gamma"));
  });

  it("has no other terms", () => {
    for (const term of ["", "a", "alphabet", "epsilon", "zz", "Alpha"]) {
      expect(postings.get(term), term).toBeUndefined();
      expect(postings.has(term), term).toBe(false);
    }
    for (const term of terms) expect(postings.has(term), term).toBe(true);
  });

  it("lists its terms in order, as a map of them would", () => {
    const map = new Map(terms.map((term) => [term, postings.get(term)]));
    expect([...postings.keys()]).toEqual(terms);
    expect([...postings]).toEqual([...map]);
    expect([...postings.entries()]).toEqual([...map.entries()]);
    expect([...postings.values()]).toEqual([...map.values()]);
    const seen: string[] = [];
    postings.forEach((value, term, owner) => {
      expect(owner).toBe(postings);
      expect(value).toBe(postings.get(term));
      seen.push(term);
    });
    expect(seen).toEqual(terms);
    expect(new StoredPostings([], [], new Int32Array(0), new Float64Array(0)).get("alpha")).toBeUndefined();
  });
});
