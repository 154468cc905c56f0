import { walkAst } from "./ast-walk.ts";
import { type AstNode as Node, parseModule } from "./parse-module.ts";

/**
 * Identifiers that start with this prefix belong to the executor's instrumentation. Code that uses one is
 * refused, so it can neither shadow the budget functions nor reach the counters behind them.
 */
export const INSTRUMENTATION_PREFIX = "__codemode$";

/** Called at the top of every loop body. */
export const LOOP_TICK = `${INSTRUMENTATION_PREFIX}loop`;

/** Called on entry to every function, method and arrow. */
export const ENTER_TICK = `${INSTRUMENTATION_PREFIX}enter`;

/**
 * Wraps every value the code creates or receives that may hold memory: call, `new`, tagged-template and
 * `await` results and optional chains, with the receiver of a method call on a variable or `this` as a
 * second argument (so an array that grows by `push` is seen again). It charges an estimate of the bytes and
 * returns the value unchanged; see `allocationMeterSource`. A result that is called or whose method is
 * called at once is left alone, so error messages still quote the code (`codemode.nope is not a function`).
 */
export const ALLOCATION_TICK = `${INSTRUMENTATION_PREFIX}alloc`;

/** Wraps array and object literals, with their property count as a second argument. */
export const LITERAL_TICK = `${INSTRUMENTATION_PREFIX}literal`;

/**
 * Replaces the `import` keyword of every dynamic `import()` (always, with or without the budget), so the
 * sandbox decides which modules the code may load; see `importFunctionSource`.
 */
export const IMPORT_FUNCTION = `${INSTRUMENTATION_PREFIX}import`;

/**
 * Instrumented source, or why the code cannot run. `formatsValues` says whether the code names `console`
 * or contains a `throw`, the two ordinary ways it can ask the sandbox to format an arbitrary value.
 */
export type InstrumentResult =
  | { ok: true; source: string; formatsValues: boolean }
  | { ok: false; error: string };

interface Insertion {
  at: number;
  text: string;
  closing: boolean;
  depth: number;
  /** Characters of the source the text replaces (the `import` keyword); none for a plain insertion. */
  replaces?: number;
}

const LOOPS = new Set([
  "ForStatement",
  "ForInStatement",
  "ForOfStatement",
  "WhileStatement",
  "DoWhileStatement",
]);
const FUNCTIONS = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);
/** Expressions whose value the allocation budget sees. */
const RESULTS = new Set([
  "CallExpression",
  "NewExpression",
  "TaggedTemplateExpression",
  "AwaitExpression",
  "ChainExpression",
]);
const LITERALS = new Set(["ArrayExpression", "ObjectExpression"]);

/**
 * Checks that `code` is one JavaScript expression (the normalized function of a program) and returns it
 * parenthesized, with budget calls inserted when `instrument` is true. Insertions go at AST positions,
 * never by text substitution, so strings, comments and regular expressions are never touched.
 */
export function prepareProgramExpression(code: string, instrument: boolean): InstrumentResult {
  const wrapped = `(${code}\n)`;
  const parsed = parse(wrapped, "The code");
  if (!parsed.ok) return parsed;
  const statement = parsed.program.body[0] as (Node & { expression?: Node }) | undefined;
  const whole =
    parsed.program.body.length === 1 &&
    statement?.type === "ExpressionStatement" &&
    statement.expression?.type === "ParenthesizedExpression" &&
    statement.expression.start === 0 &&
    statement.expression.end === wrapped.length;
  if (!whole) {
    return {
      ok: false,
      error: "The code must be a single function expression, such as `async () => { ... }`; it is not.",
    };
  }
  return instrumentParsed(wrapped, parsed.program, "The code", instrument);
}

/**
 * Checks that `prelude` parses as statements on its own (so it cannot break out of the function the
 * executor wraps it in) and returns it with budget calls inserted when `instrument` is true.
 */
export function preparePrelude(prelude: string, providerName: string, instrument: boolean): InstrumentResult {
  const what = `The prelude of provider "${providerName}"`;
  const parsed = parse(prelude, what);
  if (!parsed.ok) return parsed;
  return instrumentParsed(prelude, parsed.program, what, instrument);
}

function parse(
  source: string,
  what: string,
): { ok: true; program: Node & { body: Node[] } } | { ok: false; error: string } {
  try {
    return { ok: true, program: parseModule(source) };
  } catch (error) {
    const message = (error as Error).message.replace(/\.?\s*\(\d+:\d+\)$/, "");
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const where = loc ? ` at line ${loc.line}, column ${loc.column + 1}` : "";
    return {
      ok: false,
      error: `${what} is not valid JavaScript: ${message}${where}. Fix the syntax and run it again.`,
    };
  }
}

function instrumentParsed(
  source: string,
  program: Node,
  what: string,
  instrument: boolean,
): InstrumentResult {
  const insertions: Insertion[] = [];
  // Nodes the allocation budget leaves alone: calls and members on the path of an optional chain (wrapping
  // one would break the chain's short-circuit, so the chain is wrapped as a whole), and callees and the
  // objects of called members (so error messages keep quoting the code).
  const unwrapped = new Set<Node>();
  let reserved: string | undefined;
  let formatsValues = false;
  walkAst(program, (node, depth) => {
    if (node.type === "Identifier") {
      const name = (node as Node & { name: string }).name;
      if (reserved === undefined && name.startsWith(INSTRUMENTATION_PREFIX)) reserved = name;
      if (name === "console") formatsValues = true;
      return;
    }
    if (node.type === "ThrowStatement") formatsValues = true;
    if (node.type === "ImportExpression") {
      insertions.push({ at: node.start, text: IMPORT_FUNCTION, closing: false, depth, replaces: 6 });
    }
    if (!instrument) return;
    if (LOOPS.has(node.type)) {
      addLoopTick((node as Node & { body: Node }).body, depth, insertions);
    } else if (FUNCTIONS.has(node.type)) {
      addEnterTick((node as Node & { body: Node }).body, depth, insertions);
    }
    addAllocationTick(source, node, depth, unwrapped, insertions);
  });
  if (reserved !== undefined) {
    return {
      ok: false,
      error: `${what} uses the identifier "${reserved}"; names starting with "${INSTRUMENTATION_PREFIX}" are reserved for the executor. Rename it.`,
    };
  }
  return { ok: true, source: applyInsertions(source, insertions), formatsValues };
}

function addLoopTick(body: Node, depth: number, insertions: Insertion[]): void {
  const tick = `${LOOP_TICK}();`;
  if (body.type === "BlockStatement") {
    insertions.push({ at: body.start + 1, text: tick, closing: false, depth: depth + 1 });
    return;
  }
  insertions.push({ at: body.start, text: `{${tick}`, closing: false, depth });
  insertions.push({ at: body.end, text: "}", closing: true, depth });
}

function addEnterTick(body: Node, depth: number, insertions: Insertion[]): void {
  if (body.type === "BlockStatement") {
    insertions.push({ at: body.start + 1, text: `${ENTER_TICK}();`, closing: false, depth: depth + 1 });
    return;
  }
  insertions.push({ at: body.start, text: `(${ENTER_TICK}(), `, closing: false, depth });
  insertions.push({ at: body.end, text: ")", closing: true, depth });
}

function addAllocationTick(
  source: string,
  node: Node,
  depth: number,
  unwrapped: Set<Node>,
  insertions: Insertion[],
): void {
  type Link = Node & { object?: Node; callee?: Node; expression?: Node; properties?: Node[] };
  const link = node as Link;
  if (node.type === "ChainExpression") {
    let inner = link.expression as Link;
    while (inner.type === "MemberExpression" || inner.type === "CallExpression") {
      unwrapped.add(inner);
      inner = (inner.type === "MemberExpression" ? inner.object : inner.callee) as Link;
    }
  }
  const callee =
    node.type === "CallExpression" || node.type === "NewExpression" ? (link.callee as Link) : undefined;
  if (callee) {
    unwrapped.add(callee);
    if (callee.type === "MemberExpression") unwrapped.add(callee.object as Node);
  }
  if (unwrapped.has(node)) return;
  if (LITERALS.has(node.type)) {
    const slots = node.type === "ObjectExpression" ? (link.properties as Node[]).length : 0;
    wrap(node, depth, LITERAL_TICK, `, ${slots})`, insertions);
    return;
  }
  if (!RESULTS.has(node.type)) return;
  const receiver =
    node.type === "CallExpression" && callee?.type === "MemberExpression" ? callee.object : undefined;
  const named = receiver?.type === "Identifier" || receiver?.type === "ThisExpression";
  const closing = named && receiver ? `, ${source.slice(receiver.start, receiver.end)})` : ")";
  wrap(node, depth, ALLOCATION_TICK, closing, insertions);
}

function wrap(node: Node, depth: number, tick: string, closing: string, insertions: Insertion[]): void {
  insertions.push({ at: node.start, text: `${tick}(`, closing: false, depth });
  insertions.push({ at: node.end, text: closing, closing: true, depth });
}

/**
 * Applies insertions in source order. At one position, closers come first, innermost first, then openers,
 * outermost first, so wrappers that end or begin together nest correctly.
 */
function applyInsertions(source: string, insertions: Insertion[]): string {
  insertions.sort((left, right) => {
    if (left.at !== right.at) return left.at - right.at;
    if (left.closing !== right.closing) return left.closing ? -1 : 1;
    return left.closing ? right.depth - left.depth : left.depth - right.depth;
  });
  let output = "";
  let cursor = 0;
  for (const insertion of insertions) {
    output += source.slice(cursor, insertion.at) + insertion.text;
    cursor = insertion.at + (insertion.replaces ?? 0);
  }
  return output + source.slice(cursor);
}
