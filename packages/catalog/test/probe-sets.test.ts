/// <reference types="node" />
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { searchCatalog } from "../src/search/search-catalog.ts";
import { MRR_DEPTH, rankedMethods } from "./mrr-evaluation.ts";
import { describeDocument, loadQuerySetSpec } from "./query-set-evaluation.ts";

/**
 * Probe sets. The first two rounds: queries over 24 APIs of styles the labelled sets lack (AWS query APIs,
 * Google discovery APIs, Keycloak, HubSpot, Vonage, Docker Hub, eBay, Adyen, CircleCI; then Brex, Bunq,
 * AppVeyor, Telegram, WhatsApp, api.video, Shutterstock), written and labelled by helpers before any search
 * ran on them (2026-12-06), to find what in the way names, descriptions and queries are read makes a method
 * lose. The structural causes the first 17 sets showed were fixed the same day (common parameters, names that
 * open with an HTTP method, objects without an article, plural verb-nouns in names, function words), and one
 * the last 7 showed (-ify nouns), so these are tuning data now, not a measure of generalization: the
 * generalization sets are. The floor is the MRR@10 measured after those fixes (0.852), rounded down.
 *
 * A third round (`round: 3`, 232 queries over 12 APIs: Linode, Gitea, Vercel, Google Drive, Calendar and
 * Gmail, Kubernetes, Hetzner Cloud, Mux, Twitter, LaunchDarkly, OpenAI) marks each query's style, about 60%
 * paraphrases: plain queries all but rank first there, and the floors are what was measured, rounded down.
 * A fourth (`round: 4`, 240 queries over 12 more APIs: AWS Lambda, S3 and DynamoDB, Google Cloud Storage,
 * Reverb, PocketSmith, Appwrite, Akeneo, Anchore, Apacta, Lucidtech (filed as webflow.com), Spoonacular) is
 * written the same way; no change followed it, so when it was added it measured what generalizes. A fifth
 * (`round: 5`, 240 queries: AWS SNS, Route 53 and CloudWatch, Azure Compute and Key Vault, Google Compute
 * Engine, Discourse, Mastodon, Meilisearch, Twilio Conversations, Zuora, Postman) led to five changes; a
 * sixth (`round: 6`, 240 queries: Airflow, Docker Engine, Files.com, Increase, Jellyfin, Magento, Mandrill,
 * PeerTube, Snyk, Trakt, VictorOps, App Store Connect) measured them before anything was fitted to it. A
 * seventh (`round: 7`, 240 queries: NetBox, InfluxDB, SoundCloud, Postmark, YNAB, Svix, Traccar, Stream Chat,
 * Velo Payments, Forem, ConfigCat, DrChrono) measured the code as it stood (0.724, 0.995 plain, 0.543
 * paraphrased), then informed one change (an inflected phrase, "logged in", read as the phrase). An eighth
 * (`round: 8`, 240 queries: Billbee, ExaVault, Wowza, Braze, TheTVDB, Codat Accounting, AWS ECR and Cognito,
 * Google Classroom and Blogger, Azure Web Apps, SpaceTraders) measured the code as it stood (0.763, 0.995,
 * 0.608), then the vocabulary a helper extended without reading any labelled query (0.775, 0.995, 0.629). A
 * ninth (`round: 9`, 240 queries: Google Books and Cloud SQL Admin, AWS KMS and SES v2, Paylocity, PandaScore,
 * Orthanc, PowerDNS, Medium, HERE Tracking, Apideck CRM, Xero Payroll AU) measured the code as it stood (0.753,
 * 0.986, 0.598), then a second blind vocabulary extension and compounds' nouns searched for themselves (0.762,
 * 0.986, 0.612). A tenth (`round: 10`, 240 queries: AWS IoT, EC2, EventBridge and Secrets Manager, Google
 * Android Publisher, Kubernetes Engine and BigQuery, Apideck HRIS and File Storage, Ably, Storecove, RAWG)
 * measured the code as it stood (0.761, 0.995, 0.605). An eleventh (`round: 11`, 240 queries: AWS Systems
 * Manager, CloudWatch Logs and ELB v2, DRACOON, Meraki, Stack Exchange, TVmaze, ElevenLabs, Visma.net, Bungie,
 * Frankie Financial, Netatmo) measured it after three vocabulary extensions (0.789, 0.987, 0.657).
 */
type ProbeSet = {
  spec: string;
  round?: number;
  queries: { query: string; expected: string[]; style?: "plain" | "paraphrase" }[];
};

const PROBES = JSON.parse(readFileSync(new URL("./probe-sets.json", import.meta.url), "utf8")) as {
  sets: ProbeSet[];
};

const OVERALL_FLOOR = 0.85;

/**
 * The rounds whose queries say their style, with their sizes and floors: the MRR@10 measured, rounded down
 * (round 3: 0.719, 0.995 plain, 0.534 paraphrased, after the change it led to; round 4: 0.685, 0.969 and
 * 0.496, when it was added, raised to 0.693, 0.974 and 0.506 the next session; rounds 5 and 6 as measured
 * after the changes of the session that added them: 0.758, 0.995, 0.600 and 0.730, 0.995, 0.554; round 7 after
 * the change it informed: 0.730, 0.995, 0.554; round 8 after the vocabulary extension: 0.775, 0.995, 0.629;
 * round 9 after the second: 0.762, 0.986, 0.612; round 10 when it was added: 0.761, 0.995, 0.605; round 11
 * when it was added: 0.789, 0.987, 0.657).
 */
const STYLED_ROUNDS = [
  { round: 3, queries: 232, paraphrases: 139, floors: { all: 0.71, plain: 0.99, paraphrase: 0.52 } },
  { round: 4, queries: 240, paraphrases: 144, floors: { all: 0.69, plain: 0.97, paraphrase: 0.5 } },
  { round: 5, queries: 240, paraphrases: 144, floors: { all: 0.75, plain: 0.99, paraphrase: 0.6 } },
  { round: 6, queries: 240, paraphrases: 144, floors: { all: 0.73, plain: 0.99, paraphrase: 0.55 } },
  { round: 7, queries: 240, paraphrases: 144, floors: { all: 0.73, plain: 0.99, paraphrase: 0.55 } },
  { round: 8, queries: 240, paraphrases: 144, floors: { all: 0.77, plain: 0.99, paraphrase: 0.62 } },
  { round: 9, queries: 240, paraphrases: 144, floors: { all: 0.76, plain: 0.98, paraphrase: 0.61 } },
  { round: 10, queries: 240, paraphrases: 144, floors: { all: 0.76, plain: 0.99, paraphrase: 0.6 } },
  { round: 11, queries: 240, paraphrases: 144, floors: { all: 0.78, plain: 0.98, paraphrase: 0.65 } },
];

describe("probe sets", () => {
  const described = PROBES.sets.map((set) => ({
    set,
    descriptors: describeDocument(loadQuerySetSpec({ description: "", spec: set.spec, queries: [] })),
  }));

  it.each(described.map(({ set, descriptors }) => [set.spec, set, descriptors] as const))(
    "labels only operations %s has",
    (_spec, set, descriptors) => {
      expect(set.queries.length).toBeGreaterThanOrEqual(12);
      for (const { query, expected } of set.queries) {
        expect(expected.length, query).toBeGreaterThan(0);
        for (const name of expected) expect(Object.hasOwn(descriptors, name), `${query}: ${name}`).toBe(true);
      }
    },
  );

  /** Reciprocal ranks (0 past {@link MRR_DEPTH}) of the queries of the sets `picks` picks, with their style. */
  const reciprocalRanks = (picks: (set: ProbeSet) => boolean) => {
    const ranks: { style: string; reciprocal: number }[] = [];
    for (const { set, descriptors } of described.filter(({ set }) => picks(set))) {
      const connectors = [{ name: "api", descriptors }];
      for (const { query, expected, style = "plain" } of set.queries) {
        const ranked = rankedMethods(searchCatalog(query, connectors, []));
        const index = ranked.findIndex((method) => expected.includes(method));
        ranks.push({ style, reciprocal: index !== -1 && index < MRR_DEPTH ? 1 / (index + 1) : 0 });
      }
    }
    return ranks;
  };
  const mean = (ranks: readonly { reciprocal: number }[]) =>
    ranks.reduce((sum, rank) => sum + rank.reciprocal, 0) / ranks.length;

  it(`rank together at or above MRR@10 ${OVERALL_FLOOR} (the first two rounds)`, () => {
    const ranks = reciprocalRanks((set) => set.round === undefined);
    expect(ranks.length).toBe(477);
    expect(mean(ranks)).toBeGreaterThanOrEqual(OVERALL_FLOOR);
  });

  it.each(STYLED_ROUNDS)(
    "rank at or above their floors in round $round, plain and paraphrased",
    ({ round, queries, paraphrases, floors }) => {
      const ranks = reciprocalRanks((set) => set.round === round);
      expect(ranks.length).toBe(queries);
      expect(mean(ranks)).toBeGreaterThanOrEqual(floors.all);
      expect(mean(ranks.filter((rank) => rank.style === "plain"))).toBeGreaterThanOrEqual(floors.plain);
      const paraphrased = ranks.filter((rank) => rank.style === "paraphrase");
      expect(paraphrased.length).toBe(paraphrases);
      expect(mean(paraphrased)).toBeGreaterThanOrEqual(floors.paraphrase);
    },
  );
});
