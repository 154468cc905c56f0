import type { PathSegment } from "./format-path.ts";

/** A path as a linked list, so descending into a value costs one small object and no array copy. */
export type ValuePath =
  | { readonly parent: ValuePath; readonly segment: PathSegment; readonly depth: number }
  | undefined;

/** An issue before its path is rendered; `expected` and `allowed` let `anyOf` merge type and enum failures. */
export interface RawIssue {
  path: ValuePath;
  message: string;
  keyword: string;
  /** Expected type names when `keyword` is `type`. */
  expected?: readonly string[];
  /** Allowed values when `keyword` is `enum` or `const`. */
  allowed?: readonly unknown[];
}

/** Work counter shared by a validation and every branch it tries, so no schema can make it run away. */
export interface ValidationBudget {
  steps: number;
}

/** State of one validation run (or one `anyOf` branch of it). */
export interface ValidationContext {
  readonly root: unknown;
  readonly issues: RawIssue[];
  readonly maxIssues: number;
  readonly budget: ValidationBudget;
}

/** Checks `value` against `schema` at `path`, adding issues to `context`. */
export type CheckSchema = (
  context: ValidationContext,
  schema: unknown,
  value: unknown,
  path: ValuePath,
  refChain: number,
) => void;

/** Appends a path segment. */
export function childPath(path: ValuePath, segment: PathSegment): ValuePath {
  return { parent: path, segment, depth: (path?.depth ?? 0) + 1 };
}

/** The segments of a path, root first. */
export function pathSegments(path: ValuePath): PathSegment[] {
  const segments: PathSegment[] = [];
  for (let node = path; node !== undefined; node = node.parent) segments.push(node.segment);
  return segments.reverse();
}

/** Whether the context has collected as many issues as it reports. */
export function isFull(context: ValidationContext): boolean {
  return context.issues.length >= context.maxIssues;
}

/** Records an issue unless the context is already full. */
export function addIssue(context: ValidationContext, issue: RawIssue): void {
  if (!isFull(context)) context.issues.push(issue);
}
