import * as vite from "vite";
import { ModuleAnalysisError } from "./errors.ts";
import type { ProgramShape } from "./estree-shapes.ts";

const PLAIN_JAVASCRIPT = /\.(?:js|mjs|cjs)$/;

/**
 * Parses JavaScript with the parser of the Vite in use (Rolldown's from Vite 8, Rollup's before). Vite plugins
 * that run after Vite's own TypeScript transform receive JavaScript, which this parses directly.
 */
export function parseJavaScript(code: string, file: string): ProgramShape {
  try {
    return vite.parseAst(code) as unknown as ProgramShape;
  } catch (error) {
    throw new ModuleAnalysisError(file, error);
  }
}

/**
 * Parses a module read from disk, which may be TypeScript or JSX: types are erased first with the transform
 * the Vite in use ships (`transformWithOxc` from Vite 8, `transformWithEsbuild` before), so the parser only
 * ever sees JavaScript and type-only exports disappear as they do at run time.
 */
export async function parseSourceFile(code: string, file: string): Promise<ProgramShape> {
  if (PLAIN_JAVASCRIPT.test(file)) return parseJavaScript(code, file);
  let javascript: string;
  try {
    javascript = await eraseTypes(code, file);
  } catch (error) {
    throw new ModuleAnalysisError(file, error);
  }
  return parseJavaScript(javascript, file);
}

async function eraseTypes(code: string, file: string): Promise<string> {
  const available = vite as Partial<typeof vite>;
  if (available.transformWithOxc) {
    const result = await available.transformWithOxc(code, file, { sourcemap: false, target: "esnext" });
    return result.code;
  }
  if (available.transformWithEsbuild) {
    const result = await available.transformWithEsbuild(code, file, { sourcemap: false, target: "esnext" });
    return result.code;
  }
  throw new Error("this Vite version exports neither transformWithOxc nor transformWithEsbuild");
}
