import { CodemodeRuntime as ReferenceRuntime } from "@cloudflare/codemode";
import { CodemodeRuntime } from "@codemode/durable-storage";

/**
 * Our facet class, exported from the benchmark worker under its own name (both implementations call their
 * facet class `CodemodeRuntime`, and one module cannot export two classes under one name). It adds one
 * read-only RPC method: the size of the facet's own SQLite database, read from inside the facet.
 */
export class OurCodemodeRuntime extends CodemodeRuntime {
  databaseSize(): number {
    return this.ctx.storage.sql.databaseSize;
  }
}

/** The reference's facet class, with the same read-only `databaseSize()` added. */
export class ReferenceCodemodeRuntime extends ReferenceRuntime {
  databaseSize(): number {
    return this.ctx.storage.sql.databaseSize;
  }
}

/** What the benchmark calls on either facet beyond the implementation's own methods. */
export interface MeasuredFacet {
  databaseSize(): Promise<number>;
}
