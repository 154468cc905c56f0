import { type Check, type CheckState, issuesOf, type RawIssue } from "./check-state.ts";
import { describeReceived, joinAlternatives, previewValue, typePhrase } from "./describe-value.ts";

/** Issues kept per `anyOf`/`oneOf` branch: enough to pick the closest branch and report it. */
const BRANCH_ISSUES = 5;

/**
 * Reports why `value` matches none of `branches`, naming what would have matched: the types and values of
 * the branches when the value fits none of them (`must be a string or an array, got number`), otherwise the
 * issues of the closest branch of the right type.
 */
export function reportAlternatives(
  state: CheckState,
  keyword: string,
  branches: readonly Check[],
  value: unknown,
): false {
  const failures = branches.map((branch) => issuesOf(branch, value, state, BRANCH_ISSUES));
  const depth = state.path.length;
  const shapeMatches = failures.filter((issues) => issues.length > 0 && !failsAtRootShape(issues, depth));
  if (shapeMatches.length > 0) {
    const closest = shapeMatches.reduce((best, issues) => (issues.length < best.length ? issues : best));
    for (const issue of closest) if (state.issues.length < state.maxIssues) state.issues.push(issue);
    return false;
  }

  const phrases: string[] = [];
  const expectedTypes: string[] = [];
  const allowedValues: unknown[] = [];
  for (const issues of failures) {
    const issue = issues[0];
    for (const type of issue?.expected ?? []) {
      expectedTypes.push(type);
      pushUnique(phrases, typePhrase(type));
    }
    for (const allowed of issue?.allowed ?? []) {
      allowedValues.push(allowed);
      pushUnique(phrases, previewValue(allowed));
    }
  }
  const received = expectedTypes.length > 0 ? describeReceived(value, expectedTypes) : previewValue(value);
  const issue: RawIssue = {
    path: state.path.slice(),
    keyword,
    message:
      phrases.length > 0
        ? `must be ${joinAlternatives(phrases)}, got ${received}`
        : `must match one of the ${keyword} schemas, got ${previewValue(value)}`,
  };
  if (expectedTypes.length > 0) issue.expected = expectedTypes;
  if (allowedValues.length > 0) issue.allowed = allowedValues;
  if (state.issues.length < state.maxIssues) state.issues.push(issue);
  return false;
}

/** Whether a branch failed only because the value has the wrong type or is not one of its values. */
function failsAtRootShape(issues: readonly RawIssue[], depth: number): boolean {
  const first = issues[0];
  return (
    issues.length === 1 &&
    first !== undefined &&
    first.path.length === depth &&
    (first.expected !== undefined || first.allowed !== undefined)
  );
}

function pushUnique(list: string[], item: string): void {
  if (!list.includes(item)) list.push(item);
}
