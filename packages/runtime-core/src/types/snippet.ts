/** A saved, reusable script promoted from an execution. */
export interface Snippet {
  name: string;
  description: string;
  /** The execution's code as it was written. */
  code: string;
  /** Epoch ms. */
  savedAt: number;
  inputSchema?: unknown;
  /** Connectors the source execution was started with; `codemode.run` refuses to run without them. */
  connectors?: string[];
}

/** Options of `saveSnippet`. */
export interface SaveSnippetOptions {
  description?: string;
  inputSchema?: unknown;
  /** Execution whose code becomes the snippet. Verify it completed before saving. */
  executionId: string;
}
