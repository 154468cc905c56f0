const TEAM_SCHEMA = {
  type: "object",
  properties: {
    id: { type: "string", description: "Team id, for example `platform`." },
    name: { type: "string" },
    description: { type: "string" },
    oncall: { type: "string", description: "Id of the person on call this week." },
  },
  required: ["id", "name", "description", "oncall"],
};

const PERSON_SCHEMA = {
  type: "object",
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
    team: { type: "string", description: "Id of the person's team." },
    email: { type: "string" },
  },
  required: ["id", "name", "role", "team", "email"],
};

const TEAM_ID = {
  name: "teamId",
  in: "path",
  required: true,
  description: "Team id: `platform`, `web` or `data`.",
  schema: { type: "string" },
};

/**
 * The OpenAPI 3.0 document of the demo's team directory API, served at `<agent>/rest/openapi.json` and read
 * by the `team` connector, which turns each operation into a typed sandbox method (`team.getOnCall`).
 */
export const TEAM_OPENAPI_DOCUMENT = {
  openapi: "3.0.3",
  info: {
    title: "Team directory",
    version: "1.0.0",
    description: "Teams, the people in them and who is on call this week.",
  },
  servers: [{ url: "/rest" }],
  paths: {
    "/teams": {
      get: {
        operationId: "listTeams",
        summary: "List every team with its description and on-call person id.",
        responses: { "200": { description: "Teams", content: json({ type: "array", items: TEAM_SCHEMA }) } },
      },
    },
    "/teams/{teamId}": {
      get: {
        operationId: "getTeam",
        summary: "Get one team.",
        parameters: [TEAM_ID],
        responses: { "200": { description: "The team", content: json(TEAM_SCHEMA) } },
      },
    },
    "/teams/{teamId}/oncall": {
      get: {
        operationId: "getOnCall",
        summary: "Get the person on call this week for a team (who should own new incidents).",
        parameters: [TEAM_ID],
        responses: {
          "200": {
            description: "The on-call person",
            content: json({
              type: "object",
              properties: { team: { type: "string" }, person: PERSON_SCHEMA },
              required: ["team", "person"],
            }),
          },
        },
      },
    },
    "/people": {
      get: {
        operationId: "listPeople",
        summary: "List people in the directory, optionally only one team's.",
        parameters: [
          {
            name: "team",
            in: "query",
            required: false,
            description: "Team id filter.",
            schema: { type: "string" },
          },
        ],
        responses: {
          "200": { description: "People", content: json({ type: "array", items: PERSON_SCHEMA }) },
        },
      },
    },
    "/people/{personId}": {
      get: {
        operationId: "getPerson",
        summary: "Get one person by id.",
        parameters: [{ name: "personId", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "The person", content: json(PERSON_SCHEMA) } },
      },
    },
  },
};

function json(schema: unknown): Record<string, { schema: unknown }> {
  return { "application/json": { schema } };
}
