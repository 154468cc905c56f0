import {
  CodemodeError,
  type ConnectorDescription,
  type SearchOutput,
  type SearchResult,
  type Snippet,
} from "@codemode/runtime-core";
import { cosineSimilarity, fuseRankings } from "./fuse-rankings.ts";
import { methodCatalogKey, methodIndexFor } from "./index-cache.ts";
import { SEARCH_RESULT_LIMIT, searchCatalog, toResult } from "./search-catalog.ts";
import type { SearchDocument } from "./search-document.ts";
import { memoryVectorCache, type VectorCache } from "./vector-cache.ts";

/**
 * An embedding function: one vector per text, in order. The AI SDK's `embedMany` and a Workers AI binding
 * both fit in one line (see docs/runtime.md, Search).
 */
export type EmbedTexts = (texts: string[]) => Promise<number[][]>;

/** Options of {@link searchCatalogWithEmbeddings}. */
export type EmbeddingSearchOptions = {
  embed: EmbedTexts;
  /** Where method vectors are kept per catalog version; defaults to memory, one cache per `embed` function. */
  vectorCache?: VectorCache;
  /** As in `searchCatalog`: list the catalog when nothing matches (on for `codemode.search`). */
  listWhenNothingMatches?: boolean;
};

/** Characters of a method's description embedded with its name: the lead of it says what the method does. */
const EMBEDDED_DESCRIPTION_LENGTH = 500;

const defaultCaches = new WeakMap<EmbedTexts, VectorCache>();
const pendingEmbeddings = new WeakMap<VectorCache, Map<string, Promise<number[][]>>>();

/**
 * `searchCatalog` fused with vector similarity: the lexical ranking and the methods ranked by cosine
 * similarity of their vectors to the query's are combined by reciprocal-rank fusion, so a method the
 * query means in words it never uses rises, and one both rankings agree on comes first. Snippets take part
 * through the lexical ranking only. Method vectors are computed once per catalog version (the content
 * key of the catalog) and kept in `vectorCache`; each search embeds only its query. Scores are fused
 * scores (higher is better). A query without words matches nothing, as in `searchCatalog`.
 *
 * @throws CodemodeError `invalid_argument` when `embed` is not a function or returns the wrong number of vectors.
 */
export async function searchCatalogWithEmbeddings(
  query: string,
  connectors: readonly ConnectorDescription[],
  snippets: readonly Snippet[],
  options: EmbeddingSearchOptions,
): Promise<SearchOutput> {
  const { embed } = options;
  if (typeof embed !== "function")
    throw new CodemodeError(
      "invalid_argument",
      "embed must be a function (texts: string[]) => Promise<number[][]>.",
    );
  const lexical = searchCatalog(query, connectors, snippets);
  const index = methodIndexFor(connectors);
  if (index.size === 0 || (lexical.results.length === 0 && !/[\p{L}\p{N}]/u.test(query))) {
    return options.listWhenNothingMatches
      ? searchCatalog(query, connectors, snippets, undefined, { listWhenNothingMatches: true })
      : lexical;
  }
  const cache = options.vectorCache ?? defaultCacheFor(embed);
  const documents = index.documents;
  const catalogKey = methodCatalogKey(connectors);
  const [cachedVectors, queryVectors] = await Promise.all([
    vectorsFor(catalogKey, documents, embed, cache),
    checkedEmbedding(embed, [query.slice(0, 1_000)]),
  ]);
  const queryVector = queryVectors[0] as number[];
  // Vectors of another dimension than the query's were made by another model (a cache shared across
  // models, or stored before the model changed): embed the catalog again and replace them.
  const methodVectors =
    cachedVectors[0]?.length === queryVector.length
      ? cachedVectors
      : await vectorsFor(catalogKey, documents, embed, cache, { refresh: true });
  const similarities = documents.map((document, position) => ({
    path: document.path,
    similarity: cosineSimilarity(queryVector, methodVectors[position] as number[]),
  }));
  similarities.sort((left, right) => right.similarity - left.similarity || (left.path < right.path ? -1 : 1));
  const semantic = similarities.slice(0, SEARCH_RESULT_LIMIT).map((entry) => entry.path);
  const byPath = new Map<string, SearchResult>(lexical.results.map((result) => [result.path, result]));
  const methodsByPath = new Map(documents.map((document) => [document.path, document]));
  const fused = fuseRankings([lexical.results.map((result) => result.path), semantic]);
  const results = fused.slice(0, SEARCH_RESULT_LIMIT).map(({ item, score }) => {
    const result =
      byPath.get(item) ?? toResult({ document: methodsByPath.get(item) as SearchDocument, score: 0 });
    return { ...result, score: Math.round(score * 1_000_000) / 1_000_000 };
  });
  const total = Math.max(lexical.total, fused.length);
  const output: SearchOutput = { results, total, truncated: total > SEARCH_RESULT_LIMIT };
  if (lexical.queryTruncated) output.queryTruncated = true;
  return output;
}

/** The text a method is embedded as: its path and the lead of its description. */
export function embeddedText(document: SearchDocument): string {
  const description = document.description?.slice(0, EMBEDDED_DESCRIPTION_LENGTH) ?? "";
  return description === "" ? document.path : `${document.path}: ${description}`;
}

function defaultCacheFor(embed: EmbedTexts): VectorCache {
  let cache = defaultCaches.get(embed);
  if (!cache) {
    cache = memoryVectorCache();
    defaultCaches.set(embed, cache);
  }
  return cache;
}

/**
 * The catalog's method vectors: from the cache (unless `refresh`), or embedded once (concurrent searches
 * share one call).
 */
async function vectorsFor(
  key: string,
  documents: readonly SearchDocument[],
  embed: EmbedTexts,
  cache: VectorCache,
  options: { refresh?: boolean } = {},
): Promise<number[][]> {
  const cached = options.refresh ? undefined : await cache.get(key);
  if (cached && cached.length === documents.length) return cached;
  let pending = pendingEmbeddings.get(cache);
  if (!pending) {
    pending = new Map();
    pendingEmbeddings.set(cache, pending);
  }
  const running = pending.get(key);
  if (running) return running;
  const embedding = (async () => {
    const vectors = await checkedEmbedding(embed, documents.map(embeddedText));
    await cache.set(key, vectors);
    return vectors;
  })();
  pending.set(key, embedding);
  try {
    return await embedding;
  } finally {
    pending.delete(key);
  }
}

async function checkedEmbedding(embed: EmbedTexts, texts: string[]): Promise<number[][]> {
  const vectors = await embed(texts);
  if (!Array.isArray(vectors) || vectors.length !== texts.length || !vectors.every(Array.isArray)) {
    throw new CodemodeError(
      "invalid_argument",
      `embed returned ${Array.isArray(vectors) ? vectors.length : typeof vectors} vectors for ${texts.length} texts; ` +
        "it must return one number[] per text, in order.",
    );
  }
  return vectors;
}
