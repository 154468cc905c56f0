import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeQuerySetApi,
  GENERALIZATION_SET_NAMES,
  type GeneralizationSetName,
  loadQuerySet,
  meanReciprocalRank,
  rankQuerySet,
  type SetQueryRank,
} from "./query-set-evaluation.ts";

/**
 * Floors of the generalization sets (never tuned on), all queries and paraphrases: the MRR@10 measured when
 * the sets were added, rounded down to two decimals. A ranking change that lowers one generalizes worse
 * than it tunes; raise a floor only from a fresh measurement, never by reading these sets' queries. Raised
 * to a fresh measurement when the query's structure began to count (participles, split phrasal verbs, ...),
 * and when the property names of what a method returns began to count (0.791 -> 0.802, paraphrases 0.582
 * -> 0.603). Asana was added on 2026-12-06 (its queries and labels written before any ranking ran on
 * them), and the floors over every set were set anew from the three: 0.785, paraphrases 0.571. Bitbucket
 * and Mailchimp were added the same day, written by a labeller who never ran the ranking nor saw the other
 * sets or the code; their paraphrases measured far below the earlier sets' (0.286 and 0.295, against 0.456
 * to 0.750), and the floors over every set were set anew from the five: 0.727, paraphrases 0.459. Raised
 * to a fresh measurement when a question asking who began to count the words for a person weakly (0.727 ->
 * 0.732, paraphrases 0.459 -> 0.470; Bitbucket 0.630 -> 0.655). Vimeo and DocuSign were added the same day,
 * written the same way (0.686 and 0.590, paraphrases 0.372 and 0.217), and the floors over every set were set
 * anew from the seven: 0.705, paraphrases 0.420. Twilio's paraphrase floor (0.45 -> 0.44) was lowered when
 * `UNNAMED_RESOURCE_FACTOR` was fitted anew on the tuning sets alone (0.91 -> 0.85): Twilio's paraphrases
 * fell from 0.460 to 0.449, while the seven sets together rose from 0.705 to 0.709 (paraphrases 0.420 ->
 * 0.427). Spotify and GitLab (v3) were added on 2026-12-06, written the same way and their labels reviewed by
 * a second helper (no changes): 0.715 and 0.723 (paraphrases 0.429 and 0.445). Raised to a fresh measurement
 * when `ACTION_MISMATCH_FACTOR` was fitted anew on the tuning sets (0.7 -> 0.5): the nine sets together
 * 0.713 -> 0.720 (paraphrases 0.433 -> 0.448), none lower; every set's floor was raised to it. Xero
 * (accounting), Telnyx (telephony) and YouTube (Google's discovery style) were added on 2026-12-06, written the
 * same way: 0.582, 0.677 and 0.681 (paraphrases 0.262, 0.382 and 0.469), the same before and after that day's
 * deprecation and opposite-action rules; the floors over every set were set anew from the twelve: 0.701,
 * paraphrases 0.426. Zoom's floors were lowered (0.88 -> 0.86, paraphrases 0.76 -> 0.73) on 2026-12-07 when a
 * phrase whose first word the query inflects ("logged in", "signed up") began to be read as the phrase: one
 * Zoom paraphrase fell (0.885 -> 0.867 over the set; the query itself was not read), while the blind seventh
 * probe round rose 0.724 -> 0.730 and rounds 3 to 6 rose by 1.4 reciprocal ranks; the twelve sets together
 * 0.7106 -> 0.7090 (paraphrases 0.4444 -> 0.4414). Raised to 0.87 and 0.75 the same day, when the vocabulary
 * extensions written blind brought Zoom back to 0.879 (paraphrases 0.758) and the twelve sets to 0.7155
 * (paraphrases 0.4541).
 */
const FLOORS: Record<GeneralizationSetName, { all: number; paraphrase: number }> = {
  twilio: { all: 0.72, paraphrase: 0.45 },
  zoom: { all: 0.87, paraphrase: 0.75 },
  asana: { all: 0.77, paraphrase: 0.54 },
  bitbucket: { all: 0.67, paraphrase: 0.36 },
  mailchimp: { all: 0.67, paraphrase: 0.35 },
  vimeo: { all: 0.7, paraphrase: 0.4 },
  docusign: { all: 0.59, paraphrase: 0.22 },
  spotify: { all: 0.71, paraphrase: 0.43 },
  gitlab: { all: 0.72, paraphrase: 0.45 },
  xero: { all: 0.58, paraphrase: 0.26 },
  telnyx: { all: 0.67, paraphrase: 0.38 },
  youtube: { all: 0.68, paraphrase: 0.46 },
};

/** Floors over every generalization set together (measured, rounded down; see above). */
const OVERALL_FLOOR = { all: 0.7, paraphrase: 0.42 };

const ranks = new Map<GeneralizationSetName, SetQueryRank[]>();

const scores = (api: string, result: readonly SetQueryRank[]) =>
  (["all", "plain", "paraphrase"] as const).map((style) => {
    const slice = result.filter((rank) => style === "all" || rank.style === style);
    return { api, style, queries: slice.length, mrr: Math.round(meanReciprocalRank(slice) * 1000) / 1000 };
  });

describe("generalization query sets, never tuned on (MRR@10, aggregates only)", () => {
  beforeAll(() => {
    for (const name of GENERALIZATION_SET_NAMES) {
      const set = loadQuerySet(name);
      ranks.set(name, rankQuerySet(set, describeQuerySetApi(name, set)));
    }
  }, 120_000);

  describe.each(GENERALIZATION_SET_NAMES)("%s", (name) => {
    it("has 40+ distinct queries, every one held out, at least 15 and a third of them paraphrases", () => {
      const { queries } = loadQuerySet(name);
      expect(queries.length).toBeGreaterThanOrEqual(40);
      expect(new Set(queries.map((query) => query.query.toLowerCase())).size).toBe(queries.length);
      expect(queries.filter((query) => !query.heldOut)).toEqual([]);
      const paraphrases = queries.filter((query) => query.style === "paraphrase").length;
      expect(paraphrases).toBeGreaterThanOrEqual(15);
      expect(paraphrases * 3).toBeGreaterThanOrEqual(queries.length);
    });

    it("labels every query with methods that exist in the derived catalog", () => {
      const set = loadQuerySet(name);
      const methods = new Set(Object.keys(describeQuerySetApi(name, set).descriptors));
      expect(set.queries.filter((query) => query.expected.length === 0)).toEqual([]);
      const missing = set.queries.flatMap((query) => query.expected.filter((method) => !methods.has(method)));
      expect(missing).toEqual([]);
    });

    it("stays above its floors", () => {
      const result = ranks.get(name) ?? [];
      expect(result).toHaveLength(loadQuerySet(name).queries.length);
      expect(meanReciprocalRank(result)).toBeGreaterThanOrEqual(FLOORS[name].all);
      expect(meanReciprocalRank(result.filter((rank) => rank.style === "paraphrase"))).toBeGreaterThanOrEqual(
        FLOORS[name].paraphrase,
      );
    });
  });

  it("stays above the floors over every set", () => {
    const every = [...ranks.values()].flat();
    expect(meanReciprocalRank(every)).toBeGreaterThanOrEqual(OVERALL_FLOOR.all);
    expect(meanReciprocalRank(every.filter((rank) => rank.style === "paraphrase"))).toBeGreaterThanOrEqual(
      OVERALL_FLOOR.paraphrase,
    );
  });

  afterAll(() => {
    console.log("MRR@10 on the generalization sets (never tuned on; all queries held out):");
    console.table([
      ...[...ranks].flatMap(([name, result]) => scores(name, result)),
      ...scores("together", [...ranks.values()].flat()),
    ]);
  });
});
