import type { ConnectorDescription } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { COMMON_PARAMETER_MINIMUM } from "./ranking-parameters.ts";
import { searchCatalog } from "./search-catalog.ts";
import { commonParameters, methodDocuments } from "./search-document.ts";

/** An outline of a method whose input has these top-level properties. */
const taking = (...properties: string[]) => ({ properties, bodyProperties: [] });

/** Parameters every method of a Google API takes, beside its own. */
const GLOBAL = ["quotaUser", "key", "fields", "prettyPrint", "uploadType", "access_token"];

/** A Google-style connector: each method takes the global parameters and its own. */
function googleStyle(methods: Record<string, [description: string, ...own: string[]]>): ConnectorDescription {
  const descriptors = Object.fromEntries(
    Object.entries(methods).map(([name, [description, ...own]]) => [
      name,
      {
        description,
        inputSchema: {
          type: "object" as const,
          properties: Object.fromEntries(
            [...GLOBAL, ...own].map((parameter) => [parameter, { type: "string" as const }]),
          ),
        },
      },
    ]),
  );
  return { name: "directory", descriptors };
}

const DIRECTORY = googleStyle({
  users_list: ["Retrieves a paginated list of users.", "domain"],
  users_get: ["Retrieves a user.", "userKey"],
  users_insert: ["Creates a user."],
  users_delete: ["Deletes a user.", "userKey"],
  groups_list: ["Retrieves all groups of a domain.", "domain"],
  groups_get: ["Retrieves a group's properties.", "groupKey"],
  groups_insert: ["Creates a group."],
  members_list: ["Retrieves a paginated list of all members in a group.", "groupKey"],
  members_insert: ["Adds a user to the specified group.", "groupKey"],
  tokens_list: ["Returns the set of tokens specified user has issued to 3rd party applications.", "userKey"],
  tokens_delete: ["Deletes all access tokens issued by a user for an application.", "userKey", "clientId"],
  photos_update: ["Adds a photo for the user.", "userKey"],
});

describe("commonParameters", () => {
  it("is the parameters nearly every method of a connector takes", () => {
    const outlines = [
      ...Array.from({ length: 10 }, (_, position) => taking("key", "fields", `own${position}`)),
      taking("fields", "owner"),
    ];
    expect([...commonParameters(outlines)].sort()).toEqual(["fields", "key"]);
  });

  it("is none in a connector of fewer methods than the minimum", () => {
    const outlines = Array.from({ length: COMMON_PARAMETER_MINIMUM - 1 }, () => taking("key", "id"));
    expect(commonParameters(outlines).size).toBe(0);
  });

  it("leaves them out of each method's parameters, and keeps each method's own", () => {
    const documents = methodDocuments([DIRECTORY]);
    const usersGet = documents.find((document) => document.method === "users_get");
    expect(usersGet?.fields.parameters).toEqual(["user", "key"]);
  });
});

describe("search over a connector whose methods all take the same parameters", () => {
  it("does not let them make the words they share with names weightless ('token' of access_token)", () => {
    // With `access_token` and `quotaUser` indexed, "token" and "user" are in every method and weigh
    // nothing: `groups_get` ("a group's properties") came first on the possessive alone.
    expect(searchCatalog("revoke a user's tokens", [DIRECTORY], []).results[0]?.path).toBe(
      "directory.tokens_delete",
    );
  });
});
