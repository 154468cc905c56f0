import type { ConnectorDescription } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { planQuery, type QueryPlan } from "./query-plan.ts";
import { scoreIndex } from "./score-index.ts";
import { methodDocuments } from "./search-document.ts";
import { SearchIndex } from "./search-index.ts";

/** A connector named `name` whose methods have these descriptions, and the search index of it alone. */
function indexOf(name: string, methods: Record<string, string>): SearchIndex {
  const descriptors = Object.fromEntries(
    Object.entries(methods).map(([method, description]) => [
      method,
      { description, inputSchema: { type: "object" as const } },
    ]),
  );
  return SearchIndex.build(methodDocuments([{ name, descriptors } satisfies ConnectorDescription]));
}

/** The index keys each word of `query`'s plan over `over` stands for, sorted, word by word. */
function plannedTerms(query: string, over: SearchIndex): string[][] {
  return (planQuery(query, [over]) as QueryPlan).words.map((word) =>
    word.expansions.map((expansion) => expansion.term).sort(),
  );
}

const index = indexOf("tasks", {
  getTask: "Returns the complete task record for a single task.",
  updateTask: "Updates a task. Returns the complete updated task record.",
  closeTicket: "Closes a ticket.",
  updateTicket: "Updates a ticket: its title, body or state.",
  listTickets: "Lists the closed and open tickets of a project.",
  archiveProject: "Archives a project.",
  updateProject: "Updates a project.",
  deleteTask: "Deletes a task.",
  listTasks: "Returns the complete list of tasks.",
  getProject: "Returns the complete project record.",
  listProjects: "Returns the complete list of projects.",
  getTicket: "Returns the complete ticket record.",
  listTaskStories: "Returns the complete list of a task's stories.",
  getUser: "Returns the complete user record.",
});
const withoutFallbacks = (plan: QueryPlan): QueryPlan => ({
  ...plan,
  words: plan.words.map((word) => ({
    ...word,
    expansions: word.expansions.filter((expansion) => expansion.fallback !== true),
  })),
});

describe("scoreIndex", () => {
  it.each([
    "complete a task",
    "close a ticket",
    "reopen a ticket",
    "archive a project",
    "list closed tickets",
  ])("a fallback expansion only adds documents, never lowers one: %s", (query) => {
    const plan = planQuery(query, [index]) as QueryPlan;
    const withFallback = scoreIndex(index, plan);
    const without = scoreIndex(index, withoutFallbacks(plan));
    for (const position of without.matched)
      expect(withFallback.relevance[position]).toBeGreaterThanOrEqual(
        (without.relevance[position] as number) * (1 - 1e-12),
      );
  });

  it("reaches a thing's update for a state change the catalog has no method for, and only for the plain verb", () => {
    const fallbackTerms = (query: string) =>
      (planQuery(query, [index]) as QueryPlan).words.flatMap((word) =>
        word.expansions.filter((expansion) => expansion.fallback).map((expansion) => expansion.term),
      );
    expect(fallbackTerms("reopen a ticket")).toEqual(["updat"]);
    expect(fallbackTerms("list reopened tickets")).toEqual([]);
    expect(fallbackTerms("tickets to reopen")).toEqual([]);
  });
});

describe("planQuery for a question that asks who", () => {
  it("adds the words for a person, weighed below the query's own words, unless the query has one", () => {
    const asked = planQuery("who can see this project", [index]) as QueryPlan;
    const plain = planQuery("see this project", [index]) as QueryPlan;
    expect(asked.words).toHaveLength(plain.words.length + 1);
    const person = asked.words[asked.words.length - 1] as QueryPlan["words"][number];
    expect(person.expansions.map((expansion) => expansion.term)).toContain("user");
    const ownMean = plain.words.reduce((sum, word) => sum + word.weight, 0) / plain.words.length;
    expect(person.weight).toBeLessThan(ownMean);
    const named = planQuery("who are the users of this project", [index]) as QueryPlan;
    expect(named.words).toHaveLength((planQuery("users of this project", [index]) as QueryPlan).words.length);
  });
});

describe("planQuery for a query that leads with a known verb", () => {
  const catalog = SearchIndex.build(
    methodDocuments([
      {
        name: "repos",
        descriptors: {
          getReadme: { description: "Gets the README of a repository.", inputSchema: {} },
          getContent: { description: "Gets the contents of a file in a repository.", inputSchema: {} },
          listStarters: { description: "Lists the starters of a repository.", inputSchema: {} },
        },
      },
    ]),
  );
  const terms = (query: string, position: number) =>
    (planQuery(query, [catalog]) as QueryPlan).words[position]?.expansions.map((expansion) => expansion.term);

  it("matches no longer word the verb only begins: it is the action asked for", () => {
    expect(terms("read a file", 0)).not.toContain("readm");
    expect(terms("star a repository", 0)).not.toContain("starter");
  });

  it("still matches such words for the verb elsewhere in the query", () => {
    expect(terms("the file to read", 1)).toContain("readm");
    expect(terms("repositories i star", 1)).toContain("starter");
  });
});

describe("planQuery for a vocabulary phrase", () => {
  const accountIndex = indexOf("account", {
    getMe: "Returns the logged in user.",
    signIn: "Authenticates a user with a password and starts a session.",
    listActivities: "Lists the activity log of the account.",
  });
  const terms = (query: string) => plannedTerms(query, accountIndex);

  it("plans the phrase as one word, and an inflected one also as the plain word the catalog may write", () => {
    const loggedIn = terms("who am i logged in as");
    expect(loggedIn).toContainEqual(expect.arrayContaining(["authenticat", "session", "log"]));
    // The word is the phrase: not also the activity log its own related words would reach.
    expect(loggedIn.flat()).not.toContain("activ");
    expect(terms("log in with a password")).toContainEqual(
      expect.arrayContaining(["authenticat", "session"]),
    );
    expect(terms("log in with a password").flat()).not.toContain("log");
  });

  it("keeps the words of a phrase the catalog has no word for: they are searched as themselves", () => {
    // Nothing in the catalog says logging out, signing out or invalidating: the phrase alone plans nothing.
    expect(terms("log out of the account").flat()).toContain("log");
  });
});

describe("planQuery for a name or value written as one token", () => {
  it("reads no action into its words: no participle, no verb that would say what to do", () => {
    const plan = (query: string) => planQuery(query, [index]) as QueryPlan;
    expect([...plan("list the tasks created today").participles]).toEqual(["creat"]);
    expect([...plan("list the tasks of project.created today").participles]).toEqual([]);
    expect(plan("newTask project").intent).toBe("read");
    expect(plan("new task project").intent).toBeUndefined();
    // Its words are still searched.
    expect(plan("newTask project").terms).toEqual(["new", "task", "project"]);
  });
});

describe("planQuery for a compound of nouns in the vocabulary", () => {
  const fieldIndex = indexOf("fields", {
    getCustomField: "Returns a custom field of a task.",
    listProperties: "Lists the properties of a project.",
    setUp: "Sets up a project.",
  });
  const planned = (query: string) => plannedTerms(query, fieldIndex).flat();

  it("searches its words as themselves beside the phrase, unlike a phrasal verb's", () => {
    // "custom field" is a compound: "custom" is still searched for itself, and the phrase reaches properties.
    expect(planned("the custom field of a task")).toEqual(
      expect.arrayContaining(["custom", "field", "property"]),
    );
    // "set up" is a phrasal verb: "set" and "up" are not searched for themselves.
    expect(planned("set up a project")).not.toContain("set");
  });
});
