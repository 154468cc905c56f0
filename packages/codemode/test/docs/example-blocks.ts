import type { ExampleBlock } from "./extract-samples.ts";

/** A marker line of a region in an example file: `// #region name` or `// #endregion`. */
const REGION_LINE = /^\s*\/\/ #(region|endregion)\b\s*(\S*)/;

/**
 * What a block marked `<!-- example: file#region -->` must show: the file (or the lines of its region) without
 * region marker lines and without the trailing newline. Throws when the region does not exist, so a renamed
 * region fails the check instead of comparing with nothing.
 */
export function shownPart(source: string, region: string | undefined, file: string): string {
  const lines = source.replace(/\n+$/, "").split("\n");
  if (region === undefined) return lines.filter((line) => !REGION_LINE.test(line)).join("\n");
  const start = lines.findIndex((line) => REGION_LINE.exec(line)?.[2] === region);
  if (start < 0) throw new Error(`${file} has no "// #region ${region}".`);
  const end = lines.findIndex((line, index) => index > start && REGION_LINE.exec(line)?.[1] === "endregion");
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .filter((line) => !REGION_LINE.test(line))
    .join("\n");
}

/** One block that no longer shows its example file, at its line in the page. */
export interface ExampleDrift {
  where: string;
  file: string;
  /** The first line that differs, 1-based within the block, and both versions of it. */
  line: number;
  shown: string | undefined;
  actual: string | undefined;
}

/**
 * Compares every marked block with its example file (read by `read`, which returns `undefined` for a file
 * that does not exist) and returns the blocks that drifted; an empty list means the docs show the examples.
 */
export function exampleDrift(
  blocks: ExampleBlock[],
  read: (file: string) => string | undefined,
): ExampleDrift[] {
  const drift: ExampleDrift[] = [];
  for (const block of blocks) {
    const source = read(block.file);
    const where = `${block.page}:${block.line - 1}`;
    if (source === undefined) {
      drift.push({ where, file: block.file, line: 0, shown: undefined, actual: "(no such file)" });
      continue;
    }
    const actual = shownPart(source, block.region, block.file).split("\n");
    const shown = block.code.split("\n");
    const differs = Array.from({ length: Math.max(actual.length, shown.length) }, (_, index) => index).find(
      (index) => actual[index] !== shown[index],
    );
    if (differs !== undefined) {
      drift.push({
        where,
        file: block.file,
        line: differs + 1,
        shown: shown[differs],
        actual: actual[differs],
      });
    }
  }
  return drift;
}
