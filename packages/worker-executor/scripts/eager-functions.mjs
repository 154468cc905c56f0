// Eager compilation of the harness's hot functions, for scripts/build-harness.mjs.
//
// A function of src/harness whose leading comment says `@eager` (one that runs on every execution) is built
// as a parenthesized function expression, `const name = (function name() {...})`: V8 compiles such a
// function together with the script (its "possibly invoked function expression" heuristic) instead of
// pre-parsing it and then parsing it again on its first call. Every sandbox compiles the harness anew, so
// for the functions every run calls this is less work; the others stay lazy, since compiling code that does
// not run costs more than pre-parsing it. esbuild keeps the parentheses; the formatter would drop them from
// the source, hence the rewrite at build time. A rewritten function is bound by `const`, not hoisted:
// nothing may call it before its definition while the harness is evaluated.
import { readFile } from "node:fs/promises";

const MARK = /(^|\s)@eager\b/;

/**
 * `source` (a module of src/harness) with each top-level function declaration marked `@eager` in its leading
 * comment written as a parenthesized, named function expression bound by `const` (exported as before).
 * `parse` is @babel/parser's.
 */
export function parenthesizeEager(source, parse, file = "a harness module") {
  const program = parse(source, { sourceType: "module", plugins: ["typescript"] }).program;
  const edits = [];
  for (const statement of program.body) {
    if (!(statement.leadingComments ?? []).some((comment) => MARK.test(comment.value))) continue;
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "FunctionDeclaration" || !declaration.id || !declaration.body)
      throw new Error(`build-harness: @eager marks something other than a function declaration in ${file}.`);
    const text = source.slice(declaration.start, declaration.end);
    edits.push({
      start: declaration.start,
      end: declaration.end,
      text: `const ${declaration.id.name} = (${text});`,
    });
  }
  let result = source;
  for (const edit of edits.reverse())
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/**
 * An esbuild plugin that applies {@link parenthesizeEager} to the modules of src/harness as they load. One
 * plugin serves every variant's build, so each module is read and rewritten once.
 */
export function eagerFunctionsPlugin(parse) {
  const rewritten = new Map();
  const rewrite = async (path) => parenthesizeEager(await readFile(path, "utf8"), parse, path);
  return {
    name: "eager-functions",
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]harness[\\/][^\\/]+\.ts$/ }, async ({ path }) => {
        if (!rewritten.has(path)) rewritten.set(path, rewrite(path));
        return { contents: await rewritten.get(path), loader: "ts" };
      });
    },
  };
}
