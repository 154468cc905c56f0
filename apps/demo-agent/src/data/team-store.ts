/** A person of the team directory. */
export type Person = { id: string; name: string; role: string; team: string; email: string };
/** A team of the team directory, with the person on call this week. */
export type Team = { id: string; name: string; description: string; oncall: string };

/** The team directory behind the demo's REST API, in the agent's SQLite database. Read-only. */
export class TeamStore {
  readonly #sql: SqlStorage;

  constructor(sql: SqlStorage) {
    this.#sql = sql;
  }

  /** Every team, by id. */
  teams(): Team[] {
    return this.#sql.exec<Team>("SELECT id, name, description, oncall FROM demo_teams ORDER BY id").toArray();
  }

  /** One team, or `undefined`. */
  team(id: string): Team | undefined {
    return this.teams().find((team) => team.id === id);
  }

  /** People, by name; only one team's when `team` is given. */
  people(team?: string): Person[] {
    const people = this.#sql
      .exec<Person>("SELECT id, name, role, team, email FROM demo_people ORDER BY name")
      .toArray();
    return team === undefined ? people : people.filter((person) => person.team === team);
  }

  /** One person, or `undefined`. */
  person(id: string): Person | undefined {
    return this.people().find((person) => person.id === id);
  }
}
