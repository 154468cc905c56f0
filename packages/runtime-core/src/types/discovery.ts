/** One ranked match of `codemode.search`. */
export type SearchResult = {
  path: string;
  connector: string;
  method: string;
  description?: string;
  /** Present, and `true`, only for methods that pause for approval. */
  requiresApproval?: boolean;
  kind: "method" | "snippet";
  score: number;
};

/** Output of `codemode.search`: at most 50 results, best first. */
export type SearchOutput = {
  results: SearchResult[];
  /** Number of matches before the limit. */
  total: number;
  truncated: boolean;
  /**
   * codemode: present, and `true`, when the query was longer than discovery reads (1000 characters in
   * `@codemode/catalog`) and only its beginning was searched. `truncated` keeps its documented meaning
   * (the result limit cut matches off).
   */
  queryTruncated?: boolean;
};

/** Output of `codemode.describe`: TypeScript documentation of one connector, method or snippet. */
export type DescribeOutput = {
  path: string;
  description?: string;
  /** Present, and `true`, only for methods that pause for approval. */
  requiresApproval?: boolean;
  types: string;
  kind: "connector" | "method" | "snippet";
  /**
   * codemode: present, and `true`, when the target named nothing and was longer than discovery reads
   * (1000 characters in `@codemode/catalog`): `path`, the suggestions and the search hint use its beginning.
   */
  targetTruncated?: boolean;
};
