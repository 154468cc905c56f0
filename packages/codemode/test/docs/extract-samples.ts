/** One TypeScript sample of a Markdown page. */
export interface Sample {
  /** The page, relative to the repository root. */
  page: string;
  /** 1-based line of the first line of code in the page. */
  line: number;
  code: string;
}

/** What a page gives the type check: its samples and the preamble they share. */
export interface PageSamples {
  page: string;
  /** Declarations every sample of the page sees (`<!-- typecheck-preamble ... -->`), or "". */
  preamble: string;
  samples: Sample[];
  /**
   * Files the samples import but readers need not see (`<!-- typecheck-file src/github.codemode.ts ... -->`),
   * written next to the samples as they are.
   */
  hiddenFiles: Array<{ path: string; code: string }>;
}

const FENCE = /^```(ts|typescript)\s*$/;
const PREAMBLE = /<!--\s*typecheck-preamble\s*\n([\s\S]*?)-->/;
const HIDDEN_FILE = /<!--\s*typecheck-file\s+((?:[\w.-]+\/)*[\w.-]+\.ts)\s*\n([\s\S]*?)-->/g;

/**
 * Extracts every ```ts (or ```typescript) fence of a Markdown page, with its position, and the page's hidden
 * preamble: an HTML comment starting `<!-- typecheck-preamble` whose body declares what the samples assume
 * (the `Env` of the Worker, a connector defined on another page) without showing it to readers, and the
 * page's hidden files (`<!-- typecheck-file path` comments).
 */
export function extractSamples(page: string, markdown: string): PageSamples {
  const lines = markdown.split("\n");
  const samples: Sample[] = [];
  let open: { line: number; code: string[] } | undefined;
  let inOtherFence = false;
  lines.forEach((text, index) => {
    if (open) {
      if (/^```\s*$/.test(text)) {
        samples.push({ page, line: open.line, code: open.code.join("\n") });
        open = undefined;
      } else {
        open.code.push(text);
      }
    } else if (FENCE.test(text) && !inOtherFence) {
      open = { line: index + 2, code: [] };
    } else if (/^```/.test(text)) {
      inOtherFence = !inOtherFence;
    }
  });
  if (open) throw new Error(`${page}:${open.line - 1}: a \`\`\`ts fence is never closed.`);
  const hiddenFiles = [...markdown.matchAll(HIDDEN_FILE)].map((match) => ({
    path: match[1] as string,
    code: match[2] as string,
  }));
  return { page, preamble: PREAMBLE.exec(markdown)?.[1] ?? "", samples, hiddenFiles };
}
