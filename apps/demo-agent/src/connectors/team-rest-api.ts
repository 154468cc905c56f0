import type { TeamStore } from "../data/team-store.ts";
import { TEAM_OPENAPI_DOCUMENT } from "./team-openapi-document.ts";

/**
 * The team directory REST API: answers `GET` requests whose path (after the `/rest` prefix is removed) is one
 * of the OpenAPI document's paths, plus `/openapi.json`. The same function serves browsers over HTTP and the
 * `team` connector in-process, so the connector exercises the real routes, status codes and JSON bodies
 * without any network.
 */
export function handleTeamApi(
  method: string,
  path: string,
  query: URLSearchParams,
  store: TeamStore,
): Response {
  if (method !== "GET") return problem(405, `${method} is not supported: this API is read-only; use GET.`);
  const segments = path
    .split("/")
    .filter((segment) => segment !== "")
    .map(decodeURIComponent);
  const [collection, id, detail] = segments;
  if (collection === "openapi.json" && segments.length === 1) return Response.json(TEAM_OPENAPI_DOCUMENT);
  if (collection === "teams") {
    if (id === undefined) return Response.json(store.teams());
    const team = store.team(id);
    if (team === undefined) return unknownTeam(id, store);
    if (detail === undefined && segments.length === 2) return Response.json(team);
    if (detail === "oncall" && segments.length === 3) {
      const person = store.person(team.oncall);
      return Response.json({ team: team.id, person });
    }
  }
  if (collection === "people") {
    if (id === undefined) return Response.json(store.people(query.get("team") ?? undefined));
    const person = store.person(id);
    if (person !== undefined && segments.length === 2) return Response.json(person);
    if (person === undefined) {
      const known = store
        .people()
        .map((entry) => entry.id)
        .join(", ");
      return problem(404, `No person with id "${id}". Known ids: ${known}.`);
    }
  }
  return problem(404, `No route for GET /${segments.join("/")}. See /rest/openapi.json for the routes.`);
}

function unknownTeam(id: string, store: TeamStore): Response {
  const known = store
    .teams()
    .map((team) => team.id)
    .join(", ");
  return problem(404, `No team with id "${id}". Known teams: ${known}.`);
}

function problem(status: number, message: string): Response {
  return Response.json({ error: message }, { status });
}
