import type { ConnectorSpec, ToolSpec } from "./connector-spec.ts";

const VERBS =
  "list get create update delete add remove set check enable disable approve cancel rerun download upload sync merge review archive".split(
    " ",
  );
const NOUNS = (
  "issue pull_request repository branch commit release tag label milestone comment review workflow run job " +
  "artifact secret variable runner deployment environment webhook delivery invitation collaborator team member " +
  "organization project card column package version alert advisory codespace gist key email follower star " +
  "subscription notification thread reaction check_suite status page build ruleset rule policy permission " +
  "installation token app plan account billing usage cache migration export file content tree blob reference"
).split(" ");
const PROSE = (
  "for the authenticated user in a repository of an organization with the given identifier returns all when " +
  "available only if enabled by default using the specified filter sorted by date including private items and " +
  "pagination settings configured across every installation this endpoint requires admin access"
).split(" ");
const FIELDS: Array<[string, Record<string, unknown>]> = [
  ["owner", { type: "string", description: "The account owner of the repository." }],
  ["repo", { type: "string", description: "The name of the repository without the .git extension." }],
  ["org", { type: "string", description: "The organization name." }],
  ["per_page", { type: "integer", description: "Results per page (max 100).", default: 30 }],
  ["page", { type: "integer", description: "Page number of the results to fetch.", default: 1 }],
  ["sort", { type: "string", enum: ["created", "updated", "popularity"] }],
  ["direction", { type: "string", enum: ["asc", "desc"] }],
  [
    "since",
    { type: "string", format: "date-time", description: "Only show results updated after this time." },
  ],
  ["state", { type: "string", enum: ["open", "closed", "all"], default: "open" }],
  ["title", { type: "string", description: "The title." }],
  ["body", { type: "string", description: "The contents." }],
  ["labels", { type: "array", items: { type: "string" }, description: "Labels to associate." }],
  ["id", { type: "integer", description: "The unique identifier." }],
];

/** Deterministic pseudo-random numbers (mulberry32), so every run benchmarks the same catalog. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

/** One API-like tool: a verb-noun name, a sentence of description and one to five typed parameters. */
function syntheticTool(position: number, next: () => number): [string, ToolSpec] {
  const words = [pick(VERBS, next), pick(NOUNS, next), ...(next() < 0.5 ? [pick(NOUNS, next)] : [])];
  const name = `${words.join("_")}_${position}`;
  const prose = Array.from({ length: 6 + Math.floor(next() * 12) }, () =>
    next() < 0.35 ? pick(NOUNS, next).replace("_", " ") : pick(PROSE, next),
  );
  const properties: Record<string, unknown> = {};
  const fieldCount = 1 + Math.floor(next() * 5);
  for (let index = 0; index < fieldCount; index++) {
    const [field, schema] = pick(FIELDS, next);
    properties[field] = schema;
  }
  const required = Object.keys(properties).slice(0, 1 + Math.floor(next() * 2));
  const description = `${words.join(" ").replaceAll("_", " ")} ${prose.join(" ")}.`;
  return [
    name,
    {
      description: description[0]?.toUpperCase() + description.slice(1),
      inputSchema: { type: "object", properties, required },
      execute: () => ({ ok: true, tool: name }),
    },
  ];
}

/**
 * A synthetic API catalog of `methodCount` tools, split into connectors of at most `perConnector` methods
 * (`catalog0`, `catalog1`, ...). The same seed gives the same catalog on every run and for both contenders.
 */
export function syntheticCatalog(methodCount: number, perConnector = 1_000): ConnectorSpec[] {
  const next = random(0x5eed + methodCount);
  const connectors: ConnectorSpec[] = [];
  for (let start = 0; start < methodCount; start += perConnector) {
    const tools: Record<string, ToolSpec> = {};
    for (let position = start; position < Math.min(methodCount, start + perConnector); position++) {
      const [name, tool] = syntheticTool(position, next);
      tools[name] = tool;
    }
    connectors.push({
      name: `catalog${connectors.length}`,
      instructions: "A synthetic REST API.",
      tools,
    });
  }
  return connectors;
}

/** Queries of the search benchmark: one to five words, identifiers, prefixes, a word that matches nothing. */
export const SEARCH_QUERIES: readonly string[] = [
  "issue",
  "list pull requests",
  "create a release for a repository",
  "delete webhook delivery",
  "approve deployment environment",
  "repo",
  "download workflow run logs for the authenticated user",
  "list_issue_comment",
  "zebra crossing",
  "secret variable organization",
  "star",
  "update branch protection rule",
];
