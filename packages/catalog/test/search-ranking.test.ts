import type { ConnectorDescription, SearchOutput } from "@codemode/runtime-core";
import { CodemodeError } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { catalogDiscovery } from "../src/discovery.ts";
import { searchCatalog } from "../src/search/search-catalog.ts";
import { manyMethods, sampleConnectors, sampleSnippets } from "./search-fixtures.ts";

const connectors = sampleConnectors();
const snippets = sampleSnippets();

function paths(output: SearchOutput): string[] {
  return output.results.map((result) => result.path);
}

describe("searchCatalog ranking", () => {
  it.each([
    // exact names first, whatever the spelling of the query
    { why: "exact snake_case name", query: "list_issues", first: "github.list_issues" },
    { why: "exact name written in camelCase", query: "listIssues", first: "github.list_issues" },
    { why: "exact dotted path", query: "github.create_issue", first: "github.create_issue" },
    { why: "exact kebab-case name", query: "search-code", first: "github.search-code" },
    { why: "exact camelCase name", query: "getRepositoryContent", first: "github.getRepositoryContent" },
    // tokenization of names
    {
      why: "camelCase name split into words",
      query: "repository content",
      first: "github.getRepositoryContent",
    },
    { why: "camelCase name split into words (2)", query: "list channels", first: "slack.listChannels" },
    { why: "snake_case name split into words", query: "pull requests", first: "github.list_pull_requests" },
    { why: "kebab-case name split into words", query: "search code", first: "github.search-code" },
    // stemming
    { why: "-ing and plural forms", query: "merging pull requests", first: "github.merge_pull_request" },
    { why: "-ed form", query: "created releases", first: "github.create_release" },
    { why: "plural query for a singular name", query: "topics", first: "slack.set_topic" },
    // fields other than the name
    { why: "description-only words", query: "send a message", first: "slack.post_message" },
    { why: "description-only word", query: "conversation", first: "slack.set_topic" },
    { why: "parameter name", query: "thread_ts", first: "slack.post_message" },
    { why: "parameter name split into words", query: "tag name", first: "github.create_release" },
    // partial words and acronyms
    { why: "prefix of a word", query: "repo cont", first: "github.getRepositoryContent" },
    { why: "acronym of consecutive words", query: "merge pr", first: "github.merge_pull_request" },
    { why: "connector name narrows", query: "slack message", first: "slack.post_message" },
    // snippets share the ranking
    { why: "snippet by name", query: "weekly report", first: "weekly_report" },
    { why: "snippet by description", query: "summarize last week", first: "weekly_report" },
    { why: "snippet by kebab-case name", query: "triage inbox", first: "triage-inbox" },
  ])("$why: $query -> $first", ({ query, first }) => {
    expect(paths(searchCatalog(query, connectors, snippets))[0]).toBe(first);
  });

  it("prefers the method whose text uses the query's word form ('issues' lists, 'issue' gets)", () => {
    expect(paths(searchCatalog("issues", connectors, snippets))[0]).toBe("github.list_issues");
  });

  it("still returns candidates when only some query words match", () => {
    const output = searchCatalog("merge the pull request quickly with confetti", connectors, snippets);
    expect(output.total).toBeGreaterThan(0);
    expect(paths(output)[0]).toBe("github.merge_pull_request");
  });

  it("ranks documents that match every word above those that match some", () => {
    const ranked = paths(searchCatalog("list pull requests", connectors, snippets));
    expect(ranked[0]).toBe("github.list_pull_requests");
    expect(ranked.indexOf("github.list_pull_requests")).toBeLessThan(ranked.indexOf("github.list_issues"));
  });

  it.each(["", "   ", "!!! ...", "\n\t"])("returns nothing for a query without words (%j)", (query) => {
    expect(searchCatalog(query, connectors, snippets)).toEqual({ results: [], total: 0, truncated: false });
  });

  it.each([
    { why: "a word the catalog has in other words", query: "open a ticket", first: "github.create_issue" },
    { why: "a phrase of other words", query: "look up one issue", first: "github.get_issue" },
    { why: "a misspelled word that matches nothing", query: "isssues", first: /^github\.\w+_issues?$/ },
  ])("finds a method for $why ($query)", ({ query, first }) => {
    expect(paths(searchCatalog(query, connectors, snippets))[0]).toMatch(first);
  });

  it("never answers codemode.search with nothing when a query has words: it lists what the catalog holds", () => {
    for (const query of ["zebra xylophone", "the of a"]) {
      const output = catalogDiscovery.search(query, connectors, snippets) as SearchOutput;
      expect(output.results.length).toBeGreaterThan(0);
      expect(output.results.every((result) => result.score === 0)).toBe(true);
      expect(output.total).toBeGreaterThanOrEqual(output.results.length);
      expect(searchCatalog(query, connectors, snippets).results).toEqual([]);
    }
    expect((catalogDiscovery.search("!!!", connectors, snippets) as SearchOutput).results).toEqual([]);
  });

  it("searches a query of function words only by its words as written", () => {
    const whoAmI: ConnectorDescription = {
      name: "identity",
      descriptors: {
        whoami: { description: "Returns the caller", inputSchema: { type: "object" } },
        list_users: { description: "List users", inputSchema: { type: "object" } },
      },
    };
    expect(paths(searchCatalog("who am I", [whoAmI], []))[0]).toBe("identity.whoami");
  });

  it("ranks snippets together with methods and reports them in the documented shape", () => {
    const output = searchCatalog("merged pull requests", connectors, snippets);
    const kinds = new Set(output.results.map((result) => result.kind));
    expect(kinds).toEqual(new Set(["method", "snippet"]));
    const snippet = output.results.find((result) => result.kind === "snippet");
    expect(snippet).toEqual({
      path: "weekly_report",
      connector: "snippet",
      method: "weekly_report",
      description: "Summarize merged pull requests of the last week",
      kind: "snippet",
      score: expect.any(Number),
    });
  });

  it("reports methods as connector.method with their description, scores descending", () => {
    const output = searchCatalog("issue", connectors, snippets);
    for (const result of output.results.filter((entry) => entry.kind === "method")) {
      expect(result.path).toBe(`${result.connector}.${result.method}`);
    }
    expect(output.results.find((result) => result.path === "github.get_issue")).toMatchObject({
      connector: "github",
      method: "get_issue",
      description: "Get an issue",
      kind: "method",
    });
    const scores = output.results.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((left, right) => right - left));
    expect(scores.every((score) => score > 0)).toBe(true);
  });

  it("marks requiresApproval only on methods annotated so", () => {
    const output = searchCatalog("issue message pull report", connectors, snippets);
    const byPath = new Map(output.results.map((result) => [result.path, result]));
    expect(byPath.get("github.create_issue")?.requiresApproval).toBe(true);
    expect(byPath.get("github.merge_pull_request")?.requiresApproval).toBe(true);
    expect(byPath.get("slack.post_message")?.requiresApproval).toBe(true);
    for (const path of [
      "github.list_issues",
      "github.get_issue",
      "github.list_pull_requests",
      "weekly_report",
    ]) {
      expect(byPath.has(path)).toBe(true);
      expect(Object.hasOwn(byPath.get(path) ?? {}, "requiresApproval")).toBe(false);
    }
  });

  it("omits description when a method has none", () => {
    const catalog: ConnectorDescription[] = [{ name: "bare", descriptors: { ping: { inputSchema: {} } } }];
    const [result] = searchCatalog("ping", catalog, []).results;
    expect(result).toEqual({
      path: "bare.ping",
      connector: "bare",
      method: "ping",
      kind: "method",
      score: expect.any(Number),
    });
  });

  it.each([
    { count: 120, results: 50, total: 120, truncated: true },
    { count: 51, results: 50, total: 51, truncated: true },
    { count: 50, results: 50, total: 50, truncated: false },
    { count: 7, results: 7, total: 7, truncated: false },
  ])(
    "limits $count matches to $results results, total $total, truncated $truncated",
    ({ count, ...expected }) => {
      const output = searchCatalog("item operation", [manyMethods(count)], []);
      expect({ results: output.results.length, total: output.total, truncated: output.truncated }).toEqual(
        expected,
      );
    },
  );

  it("keeps a connector really named 'snippet' apart from snippets", () => {
    const catalog: ConnectorDescription[] = [
      { name: "snippet", descriptors: { weekly_digest: { description: "Weekly digest", inputSchema: {} } } },
    ];
    const output = searchCatalog("weekly", catalog, snippets);
    const method = output.results.find((result) => result.kind === "method");
    const snippet = output.results.find((result) => result.kind === "snippet");
    expect(method).toMatchObject({
      path: "snippet.weekly_digest",
      connector: "snippet",
      method: "weekly_digest",
    });
    expect(snippet).toMatchObject({ path: "weekly_report", connector: "snippet", method: "weekly_report" });
  });

  it("splits glued names using the catalog's own words", () => {
    const catalog: ConnectorDescription[] = [
      {
        name: "api",
        descriptors: {
          issuescreate: { description: "Open a new ticket", inputSchema: {} },
          issueslist: { description: "Show tickets", inputSchema: {} },
          labels_create: { description: "Create a label", inputSchema: {} },
          issue_events: { description: "Events of an issue", inputSchema: {} },
          reposget: { description: "Fetch one", inputSchema: {} },
          repos_list: { description: "List repositories", inputSchema: {} },
          gists_get: { description: "Get a gist", inputSchema: {} },
        },
      },
    ];
    expect(paths(searchCatalog("create issue", catalog, []))[0]).toBe("api.issuescreate");
    expect(paths(searchCatalog("get repos", catalog, []))[0]).toBe("api.reposget");
  });

  it("treats a non-string query as text", () => {
    expect(
      paths(
        searchCatalog(
          42 as unknown as string,
          [{ name: "n", descriptors: { v42: { inputSchema: {} } } }],
          [],
        ),
      ),
    ).toEqual(["n.v42"]);
  });

  it.each([
    { connectors: undefined, snippets: [] },
    { connectors: [], snippets: null },
  ])("rejects connectors or snippets that are not arrays with an actionable error", (input) => {
    const call = () => searchCatalog("x", input.connectors as never, input.snippets as never);
    expect(call).toThrow(CodemodeError);
    expect(call).toThrow(/array/);
  });
});

describe("searchCatalog index cache", () => {
  it("answers repeated searches over the same array identically", () => {
    const catalog = sampleConnectors();
    expect(searchCatalog("issue", catalog, [])).toEqual(searchCatalog("issue", catalog, []));
  });

  it("sees a description replaced in the same array", () => {
    const catalog = sampleConnectors();
    expect(paths(searchCatalog("zebra", catalog, []))).not.toContain("zoo.feed_zebra");
    catalog[1] = {
      name: "zoo",
      descriptors: { feed_zebra: { description: "Feed the zebra", inputSchema: {} } },
    };
    expect(paths(searchCatalog("zebra", catalog, []))).toEqual(["zoo.feed_zebra"]);
  });

  it("sees a connector's descriptors object replaced", () => {
    const catalog = sampleConnectors();
    const github = catalog[0] as ConnectorDescription;
    expect(paths(searchCatalog("zebra", catalog, []))).not.toContain("github.zebra_crossing");
    github.descriptors = { ...github.descriptors, zebra_crossing: { description: "Cross", inputSchema: {} } };
    expect(paths(searchCatalog("zebra", catalog, []))).toEqual(["github.zebra_crossing"]);
  });

  it("sees approval annotations replaced", () => {
    const catalog = sampleConnectors();
    const github = catalog[0] as ConnectorDescription;
    expect(searchCatalog("list_issues", catalog, []).results[0]?.requiresApproval).toBeUndefined();
    github.annotations = { list_issues: { requiresApproval: true } };
    expect(searchCatalog("list_issues", catalog, []).results[0]?.requiresApproval).toBe(true);
  });

  it("sees a different snippets array", () => {
    const catalog = sampleConnectors();
    expect(paths(searchCatalog("weekly", catalog, []))).not.toContain("weekly_report");
    expect(searchCatalog("weekly", catalog, sampleSnippets()).results[0]?.path).toBe("weekly_report");
  });
});
