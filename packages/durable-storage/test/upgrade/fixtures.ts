import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { facetName } from "../../src/index.ts";
import schema1Meta from "./schema-1-4bd4050.json?raw";
import schema1Sql from "./schema-1-4bd4050.sql?raw";
import schema2Meta from "./schema-2-a9acda9.json?raw";
import schema2Sql from "./schema-2-a9acda9.sql?raw";

/** What a fixture's generator recorded beside the dump: which execution is which, and the calls it made. */
export interface FixtureMeta {
  writtenBy: string;
  schemaVersion: number;
  ids: {
    approve: string;
    reject: string;
    completed: string;
    interruptedRead: string;
    interruptedWrite: string;
  };
  calls: Array<{ connector: string; method: string; executionId?: string; idempotencyKey?: string }>;
}

/** A database written by an earlier codemode, as SQL statements (one a line), and what it holds. */
export interface Fixture {
  meta: FixtureMeta;
  statements: string[];
}

function fixture(meta: string, sql: string): Fixture {
  return { meta: JSON.parse(meta) as FixtureMeta, statements: sql.split("\n").filter((line) => line !== "") };
}

/** One fixture per earlier schema version (see README.md): every migration is tested from each of them. */
export const FIXTURES: readonly Fixture[] = [
  fixture(schema1Meta, schema1Sql),
  fixture(schema2Meta, schema2Sql),
];

type FacetHost = DurableObjectState & { exports: Record<string, DurableObjectClass> };

/**
 * Puts `statements` into the database of the default runtime's facet of host `scope` (which must be fresh),
 * then (for `afterMigration`) migrates it and runs those statements too, then stops that facet, so the next runtime call starts the real facet class on the old database and
 * migrates it, as an upgraded deployment would.
 */
export async function loadIntoFacet(
  scope: string,
  statements: readonly string[],
  afterMigration: readonly string[] = [],
): Promise<void> {
  const stub = env.HOST.get(env.HOST.idFromName(scope));
  await runInDurableObject(stub, async (_instance, state) => {
    const host = state as FacetHost;
    const name = facetName("default");
    const loader = host.facets.get(name, () => ({ class: host.exports.SqlFixture as DurableObjectClass }));
    const fixtureFacet = loader as unknown as {
      load(statements: readonly string[], afterMigration: readonly string[]): Promise<void>;
    };
    await fixtureFacet.load(statements, afterMigration);
    host.facets.abort(name, new Error("fixture loaded"));
  });
}
