import type { ConnectorDescription, Snippet } from "@codemode/runtime-core";
import { CodemodeError } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { sampleConnectors, sampleSnippets } from "../../test/search-fixtures.ts";
import { catalogDiscovery } from "../discovery.ts";
import { searchCatalog } from "../search/search-catalog.ts";
import { describeTarget } from "./describe-target.ts";

const connectors = sampleConnectors();
const snippets = sampleSnippets();

describe("describeTarget", () => {
  it("describes a connector: its instructions and every method's declarations", () => {
    const output = describeTarget("github", connectors, snippets);
    expect(output).toMatchObject({
      path: "github",
      description: "Use the owner/repo form for repositories.",
      kind: "connector",
    });
    expect(output.requiresApproval).toBeUndefined();
    expect(output.types).toContain("declare const github");
    expect(output.types).toContain("Use the owner/repo form for repositories.");
    for (const method of ["list_issues(", "create_issue(", "merge_pull_request(", "getRepositoryContent("]) {
      expect(output.types).toContain(method);
    }
  });

  it("describes a connector without instructions without a description", () => {
    const output = describeTarget("slack", connectors, snippets);
    expect(output.kind).toBe("connector");
    expect(Object.hasOwn(output, "description")).toBe(false);
    expect(output.types).toContain("declare const slack");
    expect(output.types).toContain("post_message(");
  });

  it("describes one method: only its types, its description and its approval requirement", () => {
    const output = describeTarget("github.create_issue", connectors, snippets);
    expect(output).toMatchObject({
      path: "github.create_issue",
      description: "Create an issue",
      requiresApproval: true,
      kind: "method",
    });
    expect(output.types).toContain("type CreateIssueInput = {");
    expect(output.types).toContain("title");
    expect(output.types).not.toContain("list_issues(");
    expect(output.types).not.toContain("merge_pull_request(");
  });

  it("omits requiresApproval for a method that does not pause", () => {
    const output = describeTarget("github.list_issues", connectors, snippets);
    expect(output).toMatchObject({
      path: "github.list_issues",
      description: "List issues in a repository",
      kind: "method",
    });
    expect(Object.hasOwn(output, "requiresApproval")).toBe(false);
  });

  it("round-trips every path that search returns", () => {
    for (const result of searchCatalog("issue message pull channel report", connectors, snippets).results) {
      const output = describeTarget(result.path, connectors, snippets);
      expect(output.path).toBe(result.path);
      expect(output.kind).toBe(result.kind);
      expect(output.requiresApproval).toBe(result.requiresApproval);
    }
  });

  it("accepts a bare method name and names other connectors that define it", () => {
    expect(describeTarget("post_message", connectors, snippets)).toMatchObject({
      path: "slack.post_message",
      kind: "method",
    });
    const twins: ConnectorDescription[] = [
      { name: "first", descriptors: { ping: { description: "Ping one", inputSchema: {} } } },
      { name: "second", descriptors: { ping: { description: "Ping two", inputSchema: {} } } },
    ];
    const output = describeTarget("ping", twins, []);
    expect(output).toMatchObject({ path: "first.ping", description: "Ping one", kind: "method" });
    expect(output.types).toContain("second.ping");
  });

  it("describes a snippet: its description and its source in a fenced block", () => {
    const output = describeTarget("weekly_report", connectors, snippets);
    expect(output).toMatchObject({
      path: "weekly_report",
      description: "Summarize merged pull requests of the last week",
      kind: "snippet",
    });
    expect(output.requiresApproval).toBeUndefined();
    expect(output.types).toContain("Summarize merged pull requests of the last week");
    expect(output.types).toContain(`\`\`\`ts\n${(snippets[0] as Snippet).code}\n\`\`\``);
    expect(output.types).toContain('codemode.run("weekly_report", input)');
  });

  it("fences snippet source that itself contains backticks with a longer fence", () => {
    const code = "async () => {\n  const text = `a ``` b`;\n  return text;\n}";
    const output = describeTarget("quoted", [], [{ name: "quoted", description: "", code, savedAt: 0 }]);
    expect(output.types).toContain(`\`\`\`\`ts\n${code}\n\`\`\`\``);
    expect(Object.hasOwn(output, "description")).toBe(false);
  });

  it.each([
    {
      target: "github.list_isues",
      says: 'connector "github" has no method named "list_isues"',
      suggests: "github.list_issues",
    },
    { target: "list-issues", says: 'is named "list-issues"', suggests: "github.list_issues" },
    { target: "gitbub", says: 'is named "gitbub"', suggests: "github" },
    {
      target: "jira.merge_pull_requests",
      says: 'is named "jira.merge_pull_requests"',
      suggests: "github.merge_pull_request",
    },
    { target: "weekly-report", says: 'is named "weekly-report"', suggests: "weekly_report" },
  ])(
    "answers a miss ($target) with what was not found, close names and a search hint",
    ({ target, says, suggests }) => {
      const output = describeTarget(target, connectors, snippets);
      expect(output.kind).toBe("method");
      expect(output.path).toBe(target);
      expect(output.types).toContain(says);
      const listed = output.types.match(/^Closest names: (.+)\.$/m)?.[1]?.split(", ");
      expect(listed).toContain(suggests);
      expect(output.types).toContain("codemode.search(");
      expect(output.types).not.toContain(`codemode.search("github `);
      expect(output.types).toContain("Connectors: github, slack.");
    },
  );

  it("answers a miss with nothing close without inventing suggestions", () => {
    const output = describeTarget("zzqqxx", connectors, snippets);
    expect(output.types).toContain('is named "zzqqxx"');
    expect(output.types).not.toContain("Closest names");
    expect(output.types).toContain('codemode.search("zzqqxx")');
  });

  it.each(["", "   "])("asks for a target when given none (%j)", (target) => {
    const output = describeTarget(target, connectors, snippets);
    expect(output).toMatchObject({ path: "", kind: "method" });
    expect(output.types).toContain("codemode.describe needs a target");
  });

  it("ignores surrounding whitespace", () => {
    expect(describeTarget("  github.get_issue \n", connectors, snippets).path).toBe("github.get_issue");
  });

  describe("name conflicts", () => {
    it("prefers the connector over a snippet of the same name and mentions the snippet", () => {
      const shadow: Snippet = {
        name: "github",
        description: "A snippet called github",
        code: "async () => 2",
        savedAt: 0,
      };
      const output = describeTarget("github", connectors, [shadow]);
      expect(output.kind).toBe("connector");
      expect(output.types).toContain('A saved snippet is also named "github"');
      expect(output.types).toContain("A snippet called github");
    });

    it("prefers connector.method over a snippet named like that path and mentions the snippet", () => {
      const shadow: Snippet = {
        name: "github.get_issue",
        description: "Shadow",
        code: "async () => 3",
        savedAt: 0,
      };
      const output = describeTarget("github.get_issue", connectors, [shadow]);
      expect(output).toMatchObject({ kind: "method", path: "github.get_issue" });
      expect(output.types).toContain('A saved snippet is also named "github.get_issue"');
    });

    it("finds a dotted snippet name when no connector method has it", () => {
      const dotted: Snippet = {
        name: "github.weekly",
        description: "Dotted",
        code: "async () => 4",
        savedAt: 0,
      };
      expect(describeTarget("github.weekly", connectors, [dotted])).toMatchObject({
        kind: "snippet",
        path: "github.weekly",
      });
    });

    it("treats a connector really named 'snippet' like any other", () => {
      const catalog: ConnectorDescription[] = [
        {
          name: "snippet",
          descriptors: { weekly_report: { description: "Connector method", inputSchema: {} } },
        },
      ];
      expect(describeTarget("snippet.weekly_report", catalog, snippets)).toMatchObject({
        kind: "method",
        description: "Connector method",
      });
      expect(describeTarget("weekly_report", catalog, snippets)).toMatchObject({ kind: "snippet" });
    });
  });

  it.each([
    { connectors: "github", snippets: [] },
    { connectors: [], snippets: undefined },
  ])("rejects connectors or snippets that are not arrays with an actionable error", (input) => {
    const call = () => describeTarget("github", input.connectors as never, input.snippets as never);
    expect(call).toThrow(CodemodeError);
    expect(call).toThrow(/array/);
  });
});

describe("catalogDiscovery", () => {
  it("is the discovery port: search and describe over the same catalog", async () => {
    expect(catalogDiscovery.search("merge pr", connectors, snippets)).toEqual(
      searchCatalog("merge pr", connectors, snippets),
    );
    expect(await catalogDiscovery.describe("github.create_issue", connectors, snippets)).toEqual(
      describeTarget("github.create_issue", connectors, snippets),
    );
  });
});
