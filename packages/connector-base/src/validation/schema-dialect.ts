/** The JSON Schema drafts whose keywords differ: 4, 6, 7, 2019-09 and 2020-12. */
export type DraftVersion = 4 | 6 | 7 | 2019 | 2020;

/**
 * How a schema's keywords are read. `legacy` is the default when nothing names the dialect: 2020-12, plus
 * the older spellings whose meaning is unambiguous because 2020-12 gives that form no meaning at all (a
 * boolean `exclusiveMinimum`, `items` as an array with `additionalItems`, `dependencies`), so a schema written
 * for any draft is read as its author meant.
 */
export interface SchemaDialect {
  readonly version: DraftVersion;
  /** OpenAPI 3.0's `nullable: true` and Swagger 2's `x-nullable: true` admit `null`. */
  readonly nullable: boolean;
  readonly legacy: boolean;
}

const DEFAULT_DIALECT: SchemaDialect = { version: 2020, nullable: true, legacy: true };
const OPENAPI_30: SchemaDialect = { version: 4, nullable: true, legacy: false };

const BY_VERSION = new Map<DraftVersion, SchemaDialect>(
  ([4, 6, 7, 2019, 2020] as const).map((version) => [version, { version, nullable: false, legacy: false }]),
);

/** The draft a `$schema` URI names, or `undefined` for one this validator does not know. */
export function draftOfSchemaUri(uri: unknown): DraftVersion | undefined {
  if (typeof uri !== "string") return undefined;
  if (uri.includes("draft-04")) return 4;
  if (uri.includes("draft-06")) return 6;
  if (uri.includes("draft-07")) return 7;
  if (uri.includes("2019-09")) return 2019;
  if (uri.includes("2020-12") || uri.includes("oas/3.1")) return 2020;
  return undefined;
}

/** The dialect of a draft named by `$schema`. */
export function dialectOfDraft(version: DraftVersion): SchemaDialect {
  return BY_VERSION.get(version) ?? DEFAULT_DIALECT;
}

/**
 * The dialect of a root schema: its `$schema`, else the OpenAPI version of the document it came from (`2.0`
 * and `3.0.x`: draft-04 with `nullable`; `3.1.x` and later: 2020-12), else the lenient default.
 */
export function rootDialect(schema: unknown, openApiVersion: string | undefined): SchemaDialect {
  const declared =
    typeof schema === "object" && schema !== null
      ? draftOfSchemaUri((schema as Record<string, unknown>).$schema)
      : undefined;
  if (declared !== undefined) return dialectOfDraft(declared);
  if (openApiVersion !== undefined) {
    const [major, minor] = openApiVersion.split(".").map(Number);
    if (major === 2 || (major === 3 && minor === 0)) return OPENAPI_30;
    if (major !== undefined && major >= 3) return dialectOfDraft(2020);
  }
  return DEFAULT_DIALECT;
}

/** A key naming the dialect, for caches. */
export function dialectKey(dialect: SchemaDialect): string {
  return `${dialect.version}${dialect.nullable ? "n" : ""}${dialect.legacy ? "l" : ""}`;
}

/** Whether `$ref` replaces the keywords beside it (drafts 4 to 7 and OpenAPI 3.0) instead of joining them. */
export function refOverridesSiblings(dialect: SchemaDialect): boolean {
  return dialect.version <= 7;
}

/** The keyword holding a schema's identifier: `id` in draft 4, `$id` later. */
export function idKeyword(dialect: SchemaDialect): "id" | "$id" {
  return dialect.version === 4 ? "id" : "$id";
}
