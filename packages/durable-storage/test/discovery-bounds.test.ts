import { MAX_DISCOVERY_INPUT_LENGTH } from "@codemode/catalog";
import { describe, expect, it } from "vitest";
import { inHost } from "./runtime-harness.ts";

// 200 KB took 13.6 s in one search before queries were bounded (the ranking was quadratic in a word's
// length), and 1 MB kept the host busy for minutes. These tests assert the bound, not the time.
const HUGE_TOKEN = "q".repeat(200_000);

describe("discovery input bounds on a real facet and Worker Loader", () => {
  it("searches and describes with a 200 KB token from the host, and says the input was cut", async () => {
    const scope = "discovery-bounds-host";
    const [found, described] = await inHost(scope, (runtime) =>
      Promise.all([
        runtime.search(`create issue ${HUGE_TOKEN}`),
        runtime.describe(`tracker.nope${HUGE_TOKEN}`),
      ]),
    );
    expect(found).toMatchObject({ queryTruncated: true, truncated: false });
    expect(found.results[0]?.path).toBe("tracker.create_issue");
    expect(described).toMatchObject({ kind: "method", targetTruncated: true });
    expect(described.path).toHaveLength(MAX_DISCOVERY_INPUT_LENGTH);
    expect(described.types).toMatch(/tracker/);
  });

  it("bounds codemode.search and codemode.describe called from sandbox code with a 1 MB token", async () => {
    const scope = "discovery-bounds-sandbox";
    const outcome = await inHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => {
          const token = "q".repeat(1_000_000);
          const found = await codemode.search("label " + token);
          const described = await codemode.describe(token);
          return [found.queryTruncated, found.results[0].path, described.targetTruncated, described.path.length];
        }`,
      }),
    );
    expect(outcome).toMatchObject({
      status: "completed",
      result: [true, "tracker.add_label", true, MAX_DISCOVERY_INPUT_LENGTH],
    });
    const short = await inHost(scope, (runtime) => runtime.search("label"));
    expect(Object.hasOwn(short, "queryTruncated")).toBe(false);
  });
});
