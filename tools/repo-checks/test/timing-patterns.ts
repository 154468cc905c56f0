import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { ROOT } from "./workspace.ts";

/**
 * The comment that allows one timing pattern in a test: `timing-allowed:` and a reason, on the line of the
 * pattern or in the comment lines directly above its statement. The reason says why the wait or the clock
 * read does not assume how fast the machine is (what it bounds, and the margin over the typical case).
 */
export const ALLOWANCE = "timing-allowed:";

/** A reason shorter than this is not a reason. */
const MIN_REASON = 12;

/** Helpers whose whole job is to wait a given time. */
const SLEEP_NAMES = new Set(["sleep", "delay", "wait", "pause"]);

/** One place in a test that depends on how fast the machine is, unless a comment allows it. */
export interface TimingFinding {
  /** 1-based line. */
  line: number;
  kind: "fixed sleep" | "fixed timer" | "wall clock";
  text: string;
}

/** Folders that never hold tests of ours. */
const SKIPPED = new Set(["node_modules", "dist", ".wrangler", ".turbo", "coverage"]);

/**
 * Every test file of the workspace: `*.test.ts(x)`, `*.test-d.ts` and `*.test-helper.ts` anywhere, and every
 * `.ts` file under a `test/` folder (support code), in packages, apps, tools and examples. `excluded` are
 * root-relative folders left out (fixtures that exist to contain the patterns).
 */
export function testFiles(excluded: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (folder: string, inTests: boolean) => {
    for (const entry of readdirSync(folder)) {
      if (SKIPPED.has(entry)) continue;
      const path = join(folder, entry);
      if (excluded.some((prefix) => path === join(ROOT, prefix))) continue;
      if (statSync(path).isDirectory()) walk(path, inTests || entry === "test" || entry === "tests");
      else if (
        /\.(test|test-d|test-helper|spec)\.tsx?$/.test(entry) ||
        (inTests && /\.tsx?$/.test(entry) && !entry.endsWith(".d.ts"))
      )
        out.push(path);
    }
  };
  for (const top of ["packages", "apps", "tools", "examples"]) {
    const folder = join(ROOT, top);
    if (existsSync(folder)) walk(folder, false);
  }
  return out.sort();
}

/** True for an expression whose value is fixed in the source: a number, or arithmetic over numbers and CONSTANTS. */
function isFixedDuration(node: ts.Expression): boolean {
  if (ts.isNumericLiteral(node)) return Number(node.text) > 0;
  if (ts.isParenthesizedExpression(node)) return isFixedDuration(node.expression);
  if (ts.isIdentifier(node)) return /^[A-Z][A-Z0-9_]*$/.test(node.text);
  if (ts.isBinaryExpression(node)) {
    const operand = (side: ts.Expression) => ts.isNumericLiteral(side) || isFixedDuration(side);
    return operand(node.left) && operand(node.right);
  }
  return false;
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function isClockRead(call: ts.CallExpression): boolean {
  const callee = call.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === "now" &&
    ts.isIdentifier(callee.expression) &&
    (callee.expression.text === "Date" || callee.expression.text === "performance")
  );
}

function findingKind(call: ts.CallExpression): TimingFinding["kind"] | undefined {
  if (isClockRead(call)) return "wall clock";
  const name = calleeName(call);
  const [first, second] = call.arguments;
  if (name === "setTimeout" && second && isFixedDuration(second)) return "fixed timer";
  if (name && SLEEP_NAMES.has(name) && first && isFixedDuration(first)) return "fixed sleep";
  return undefined;
}

/** The statement (or class member) that holds a node: the unit an allowance comment sits above. */
function enclosingStatement(node: ts.Node): ts.Node {
  let current: ts.Node = node;
  while (
    current.parent &&
    !ts.isSourceFile(current.parent) &&
    !ts.isBlock(current.parent) &&
    !ts.isClassElement(current) &&
    !ts.isPropertyAssignment(current)
  )
    current = current.parent;
  return current;
}

function hasReason(line: string): boolean {
  const at = line.indexOf(ALLOWANCE);
  return at >= 0 && line.slice(at + ALLOWANCE.length).trim().length >= MIN_REASON;
}

/** True when the line of `node`, or the comment lines directly above it or above its statement, allow it. */
function isAllowed(file: ts.SourceFile, lines: string[], node: ts.Node): boolean {
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line;
  const own = lineOf(node.getStart(file));
  if (hasReason(lines[own] ?? "")) return true;
  for (const start of [own, lineOf(enclosingStatement(node).getStart(file))]) {
    for (let line = start - 1; line >= 0; line--) {
      const text = (lines[line] ?? "").trim();
      if (!/^(\/\/|\/\*|\*)/.test(text)) break;
      if (hasReason(text)) return true;
    }
  }
  return false;
}

/** The timing patterns of one TypeScript source that no allowance comment covers. */
export function timingFindings(path: string, source: string = readFileSync(path, "utf8")): TimingFinding[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = source.split("\n");
  const findings: TimingFinding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const kind = findingKind(node);
      if (kind && !isAllowed(file, lines, node)) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
        findings.push({ line: line + 1, kind, text: node.getText(file).split("\n")[0] ?? "" });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** Vitest configs that turn on `retry` (which would hide a real failure behind a second try). */
export function retryFindings(paths: readonly string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    const source = readFileSync(path, "utf8");
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && node.name.getText(file) === "retry") {
        const value = node.initializer.getText(file);
        if (value !== "0") found.push(`${path}: retry: ${value}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}
