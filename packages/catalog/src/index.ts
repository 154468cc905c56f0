export type { JsonSchemaToolDescriptor, JsonSchemaToolDescriptors } from "@codemode/runtime-core";
export { type CatalogCacheStatistics, catalogCacheStatistics } from "./cache-statistics.ts";
export {
  type DescribedTool,
  describeConnectorTools,
  freezeDescription,
} from "./connector-description.ts";
export { describeTarget } from "./describe/describe-target.ts";
export {
  type CatalogDiscovery,
  type CatalogDiscoveryOptions,
  catalogDiscovery,
  catalogDiscoveryWith,
} from "./discovery.ts";
export {
  type GenerateNamespaceTypesOptions,
  generateNamespaceTypes,
  generateTypesFromJsonSchema,
} from "./json-schema/generate-types.ts";
export { jsonSchemaToType } from "./json-schema/json-schema-to-type.ts";
export {
  deriveOpenApiOperations,
  type OpenApiEncoding,
  type OpenApiOperation,
  type OpenApiParameter,
  sharedOpenApiOperations,
} from "./openapi/derive-operations.ts";
export { isReservedWord } from "./reserved-words.ts";
export { sanitizeToolName } from "./sanitize-tool-name.ts";
export { SEARCH_INDEX_FORMAT } from "./search/index-codec.ts";
export { MAX_DISCOVERY_INPUT_LENGTH } from "./search/input-bounds.ts";
export { type InputOutline, recordedInputOutline, recordInputOutline } from "./search/input-outline.ts";
export { type SearchCatalogOptions, searchCatalog } from "./search/search-catalog.ts";
export {
  type EmbeddingSearchOptions,
  type EmbedTexts,
  searchCatalogWithEmbeddings,
} from "./search/search-with-embeddings.ts";
export { emptySearchWork, type SearchWork } from "./search/search-work.ts";
export {
  type IndexStore,
  STORED_INDEX_MIN_METHODS,
  storedIndexKey,
} from "./search/stored-index.ts";
export { memoryVectorCache, type VectorCache } from "./search/vector-cache.ts";
