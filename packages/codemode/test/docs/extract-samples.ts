/** One TypeScript sample of a Markdown page. */
export interface Sample {
  /** The page, relative to the repository root. */
  page: string;
  /** 1-based line of the first line of code in the page. */
  line: number;
  code: string;
}

/** A fenced block (of any language) that shows a file of `examples/`, as its marker comment says. */
export interface ExampleBlock extends Sample {
  /** The example file, relative to the repository root (`examples/vite/src/server.ts`). */
  file: string;
  /** A `// #region <name>` of the file, when the block shows only that part. */
  region: string | undefined;
}

/** What a page gives the checks: its TypeScript samples, and the blocks that show example files. */
export interface PageSamples {
  page: string;
  samples: Sample[];
  examples: ExampleBlock[];
  /**
   * Hidden code the samples would need (`<!-- typecheck-preamble` or `<!-- typecheck-file` comments), by line:
   * a reader never sees it, so every such comment is a failure; a sample declares or imports what it uses.
   */
  hidden: number[];
}

const TYPESCRIPT_FENCE = /^```(ts|typescript)\s*$/;
/** `<!-- example: examples/<name>/<path> -->` or `<!-- example: examples/<name>/<path>#<region> -->`. */
const EXAMPLE_MARKER = /^<!--\s*example:\s*(examples\/[\w./-]+?)(?:#([\w-]+))?\s*-->\s*$/;
const HIDDEN_CODE = /<!--\s*typecheck-(preamble|file)\b/;

/**
 * Extracts every ```ts (or ```typescript) fence of a Markdown page with its position, and every fence (of any
 * language) directly below an example marker (`<!-- example: examples/vite/src/server.ts -->`), which must show
 * that file (or its `#region`) as it is.
 */
export function extractSamples(page: string, markdown: string): PageSamples {
  const lines = markdown.split("\n");
  const samples: Sample[] = [];
  const examples: ExampleBlock[] = [];
  const hidden: number[] = [];
  let open: { line: number; code: string[]; typescript: boolean; marker: RegExpExecArray | null } | undefined;
  lines.forEach((text, index) => {
    if (open) {
      if (!/^```\s*$/.test(text)) {
        open.code.push(text);
        return;
      }
      const sample = { page, line: open.line, code: open.code.join("\n") };
      if (open.typescript) samples.push(sample);
      if (open.marker) examples.push({ ...sample, file: open.marker[1] as string, region: open.marker[2] });
      open = undefined;
    } else if (/^```/.test(text)) {
      const marker = EXAMPLE_MARKER.exec(lines[index - 1] ?? "");
      open = { line: index + 2, code: [], typescript: TYPESCRIPT_FENCE.test(text), marker };
    } else if (HIDDEN_CODE.test(text)) {
      hidden.push(index + 1);
    } else if (/^<!--\s*example:/.test(text) && !/^```/.test(lines[index + 1] ?? "")) {
      throw new Error(`${page}:${index + 1}: an example marker must sit directly above a fenced block.`);
    }
  });
  if (open) throw new Error(`${page}:${open.line - 1}: a fence is never closed.`);
  return { page, samples, examples, hidden };
}
