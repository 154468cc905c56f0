import { describeReceived, joinAlternatives, previewValue, typePhrase } from "./describe-value.ts";
import {
  addIssue,
  type CheckSchema,
  type RawIssue,
  type ValidationContext,
  type ValuePath,
} from "./validation-context.ts";

/** Issues kept per `anyOf`/`oneOf` branch: enough to pick the closest branch and report it. */
const BRANCH_ISSUES = 5;

/**
 * `anyOf` and `oneOf`: the value must match at least one branch.
 *
 * `oneOf` is checked like `anyOf` on purpose. This validator ignores keywords it does not understand
 * (`format`, `not`, `if`, ...), so two branches that a full validator tells apart can both look like a match
 * here; demanding exactly one would then reject valid input. Real-world OpenAPI documents also use `oneOf`
 * where they mean `anyOf`.
 *
 * When no branch matches, the report names what would have matched: the types and values of the branches
 * when the value fits none of them (`must be a string or an array, got number`), otherwise the issues of the
 * closest branch of the right type.
 */
export function checkAlternatives(
  context: ValidationContext,
  branches: readonly unknown[],
  value: unknown,
  path: ValuePath,
  refChain: number,
  check: CheckSchema,
): void {
  if (branches.length === 0) return;
  const failures: RawIssue[][] = [];
  for (const branch of branches) {
    const branchContext: ValidationContext = {
      root: context.root,
      issues: [],
      maxIssues: BRANCH_ISSUES,
      budget: context.budget,
    };
    check(branchContext, branch, value, path, refChain);
    if (branchContext.issues.length === 0) return;
    failures.push(branchContext.issues);
  }

  const shapeMatches = failures.filter((issues) => !failsAtRootShape(issues, path));
  if (shapeMatches.length > 0) {
    const closest = shapeMatches.reduce((best, issues) => (issues.length < best.length ? issues : best));
    for (const issue of closest) addIssue(context, issue);
    return;
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
  addIssue(context, {
    path,
    keyword: "anyOf",
    message: `must be ${joinAlternatives(phrases)}, got ${received}`,
    ...(expectedTypes.length > 0 ? { expected: expectedTypes } : {}),
    ...(allowedValues.length > 0 ? { allowed: allowedValues } : {}),
  });
}

/** Whether a branch failed because the value has the wrong type or is not one of its values. */
function failsAtRootShape(issues: readonly RawIssue[], path: ValuePath): boolean {
  const first = issues[0];
  return (
    issues.length === 1 &&
    first !== undefined &&
    first.path === path &&
    (first.expected !== undefined || first.allowed !== undefined)
  );
}

function pushUnique(list: string[], item: string): void {
  if (!list.includes(item)) list.push(item);
}
