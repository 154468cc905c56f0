import {
  type Check,
  type CheckState,
  type Evaluated,
  matches,
  mergeEvaluated,
  newEvaluated,
  report,
} from "./check-state.ts";
import type { CompileContext, SchemaRecord } from "./compile-context.ts";
import { isRecord } from "./compile-context.ts";
import { joinAlternatives, previewValue, typePhrase } from "./describe-value.ts";
import { reportAlternatives } from "./report-alternatives.ts";

function branchesOf(context: CompileContext, keyword: string): Check[] | undefined {
  const list = context.schema[keyword];
  return Array.isArray(list) && list.length > 0 ? list.map(context.sub) : undefined;
}

/** `allOf`: every branch, in place (their annotations count). */
export function compileAllOf(context: CompileContext): Check | undefined {
  const branches = branchesOf(context, "allOf");
  if (branches === undefined) return undefined;
  return (value, state, evaluated) => {
    let valid = true;
    for (const branch of branches) {
      if (!branch(value, state, evaluated)) {
        valid = false;
        if (!state.collect) return false;
      }
    }
    return valid;
  };
}

/**
 * `anyOf`: at least one branch. Answered first without building messages; only a mismatch is checked again
 * to explain it. When annotations are collected every branch runs, since each matching one contributes.
 */
export function compileAnyOf(context: CompileContext): Check | undefined {
  const branches = branchesOf(context, "anyOf");
  if (branches === undefined) return undefined;
  return (value, state, evaluated) => {
    let matched = false;
    for (const branch of branches) {
      if (evaluated === undefined) {
        if (matches(branch, value, state)) return true;
        continue;
      }
      const own = newEvaluated();
      if (matches(branch, value, state, own)) {
        matched = true;
        mergeEvaluated(evaluated, own);
      }
    }
    return matched || (state.collect ? reportAlternatives(state, "anyOf", branches, value) : false);
  };
}

/**
 * `oneOf`: exactly one branch. When several match, those are tried again with `format` asserted: branches
 * that differ only by format (`date` or `date-time`, a common OpenAPI idiom) are told apart the way their
 * author meant, and a value is rejected only when it matches several branches either way.
 */
export function compileOneOf(context: CompileContext): Check | undefined {
  const branches = branchesOf(context, "oneOf");
  if (branches === undefined) return undefined;
  return (value, state, evaluated) => {
    const matching: number[] = [];
    let annotations: Evaluated | undefined;
    for (let index = 0; index < branches.length; index++) {
      const own = evaluated === undefined ? undefined : newEvaluated();
      if (matches(branches[index] as Check, value, state, own)) {
        matching.push(index);
        annotations = own;
      }
    }
    if (matching.length === 0)
      return state.collect ? reportAlternatives(state, "oneOf", branches, value) : false;
    if (matching.length > 1 && !state.assertFormat) {
      state.assertFormat = true;
      const strict = matching.filter((index) => matches(branches[index] as Check, value, state));
      state.assertFormat = false;
      if (strict.length === 1) {
        matching.length = 0;
        matching.push(strict[0] as number);
        if (evaluated !== undefined) {
          annotations = newEvaluated();
          matches(branches[strict[0] as number] as Check, value, state, annotations);
        }
      }
    }
    if (matching.length === 1) {
      if (evaluated !== undefined && annotations !== undefined) mergeEvaluated(evaluated, annotations);
      return true;
    }
    return report(
      state,
      "oneOf",
      `must match exactly one of the oneOf schemas, but matches ${matching.length} (${joinAlternatives(
        matching.map((index) => `#${index}`),
      ).replace(" or ", " and ")})`,
    );
  };
}

/** `not`: the value must not match. Its annotations never count. */
export function compileNot(context: CompileContext): Check | undefined {
  const { schema, sub } = context;
  if (schema.not === undefined) return undefined;
  const negated = sub(schema.not);
  const message = `must not be ${describeNegated(schema.not)}`;
  return (value, state) =>
    !matches(negated, value, state) || report(state, "not", `${message}, got ${previewValue(value)}`);
}

function describeNegated(schema: unknown): string {
  if (isRecord(schema)) {
    const keys = Object.keys(schema);
    if (keys.length === 1 && typeof schema.type === "string") return typePhrase(schema.type);
    if (keys.length === 1 && Object.hasOwn(schema, "const")) return previewValue(schema.const);
    if (keys.length === 1 && Array.isArray(schema.enum)) {
      return `one of ${schema.enum.slice(0, 10).map(previewValue).join(", ")}`;
    }
  }
  return 'a value matching the "not" schema';
}

/** `if`/`then`/`else` (draft 7 on): `then` applies when `if` matches, `else` when it does not. */
export function compileConditional(context: CompileContext): Check | undefined {
  const { schema, place, sub } = context;
  if (place.dialect.version < 7 || schema.if === undefined) return undefined;
  const condition = sub(schema.if);
  const consequence = branch(schema, "then", sub);
  const alternative = branch(schema, "else", sub);
  return (value: unknown, state: CheckState, evaluated: Evaluated | undefined) => {
    const own = evaluated === undefined ? undefined : newEvaluated();
    if (matches(condition, value, state, own)) {
      if (evaluated !== undefined && own !== undefined) mergeEvaluated(evaluated, own);
      return consequence === undefined || consequence(value, state, evaluated);
    }
    return alternative === undefined || alternative(value, state, evaluated);
  };
}

function branch(
  schema: SchemaRecord,
  keyword: "then" | "else",
  sub: (schema: unknown) => Check,
): Check | undefined {
  return Object.hasOwn(schema, keyword) ? sub(schema[keyword]) : undefined;
}
