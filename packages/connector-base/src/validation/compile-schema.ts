import {
  type Check,
  isFull,
  mergeEvaluated,
  newEvaluated,
  PASS,
  report,
  ValidationAbandoned,
} from "./check-state.ts";
import { type CompileContext, isRecord } from "./compile-context.ts";
import {
  compileAllOf,
  compileAnyOf,
  compileConditional,
  compileNot,
  compileOneOf,
} from "./keywords-applicators.ts";
import { compileContains, compileItemCounts, compileItems } from "./keywords-array.ts";
import {
  compileDependencies,
  compileProperties,
  compilePropertyCounts,
  compilePropertyNames,
  compileRequired,
} from "./keywords-object.ts";
import { compileDynamicRef, compileRecursiveRef, compileRef } from "./keywords-refs.ts";
import {
  compileNumberKeywords,
  compileStringKeywords,
  compileType,
  compileValues,
} from "./keywords-scalar.ts";
import { compileUnevaluatedItems, compileUnevaluatedProperties } from "./keywords-unevaluated.ts";
import { refOverridesSiblings, type SchemaDialect } from "./schema-dialect.ts";
import { type SchemaPlace, SchemaRegistry } from "./schema-registry.ts";
import { DEFAULT_BASE_URI } from "./schema-uri.ts";

/** Schema visits per validation; past it the validation gives up and accepts, so its work stays bounded. */
const MAX_STEPS = 200_000;
/** Values nested deeper than this end the validation (it accepts), so deep data cannot exhaust the stack. */
const MAX_DEPTH = 256;

const REJECT: Check = (_value, state) => report(state, "false", "is not allowed here");

/**
 * Compiles a root schema once into a tree of checks: every keyword is read, resolved and specialized here,
 * so validating a value only runs closures. References compile on first use.
 */
export function compileSchema(root: unknown, dialect: SchemaDialect): Check {
  const registry = new SchemaRegistry(root, DEFAULT_BASE_URI, dialect);
  const cells = new Map<object, { check: Check | undefined }>();
  const compileAt = (schema: unknown, place: SchemaPlace): Check => {
    if (schema === false) return REJECT;
    if (!isRecord(schema)) return PASS;
    const existing = cells.get(schema);
    if (existing !== undefined) {
      // A schema object that contains itself (possible in JavaScript): defer to the finished check.
      return (
        existing.check ?? ((value, state, evaluated) => (existing.check as Check)(value, state, evaluated))
      );
    }
    const cell: { check: Check | undefined } = { check: undefined };
    cells.set(schema, cell);
    registry.adopt(schema, place);
    const context: CompileContext = {
      schema,
      place,
      registry,
      sub: (child) => compileAt(child, (isRecord(child) && registry.placeOf(child)) || place),
      target: compileAt,
    };
    cell.check = compileNode(context);
    return cell.check;
  };
  const rootPlace = isRecord(root) ? registry.placeOf(root) : undefined;
  if (rootPlace === undefined) return compileAt(root, undefined as unknown as SchemaPlace);
  return compileAt(root, rootPlace);
}

function compileNode(context: CompileContext): Check {
  const { schema, place, registry } = context;
  const dialect = place.dialect;
  const nullable = dialect.nullable && (schema.nullable === true || schema["x-nullable"] === true);
  const onlyRef = refOverridesSiblings(dialect) && typeof schema.$ref === "string";
  const gates: Check[] = [];
  const checks: Check[] = [];
  const unevaluated: Check[] = [];
  const add = (list: Check[], check: Check | Check[] | undefined) => {
    if (Array.isArray(check)) list.push(...check);
    else if (check !== undefined) list.push(check);
  };
  if (onlyRef) {
    add(checks, compileRef(context));
  } else {
    add(gates, compileType(context));
    add(gates, compileValues(context));
    add(checks, compileStringKeywords(context));
    add(checks, compileNumberKeywords(context));
    add(checks, compileItemCounts(context));
    add(checks, compileItems(context));
    add(checks, compileContains(context));
    add(checks, compileRequired(context));
    add(checks, compileProperties(context));
    add(checks, compilePropertyCounts(context));
    add(checks, compilePropertyNames(context));
    add(checks, compileDependencies(context));
    add(checks, compileRef(context));
    add(checks, compileDynamicRef(context));
    add(checks, compileRecursiveRef(context));
    add(checks, compileAllOf(context));
    add(checks, compileAnyOf(context));
    add(checks, compileOneOf(context));
    add(checks, compileNot(context));
    add(checks, compileConditional(context));
    add(unevaluated, compileUnevaluatedProperties(context));
    add(unevaluated, compileUnevaluatedItems(context));
  }
  const resource = registry.usesDynamicScope && place.resource.schema === schema ? place.resource : undefined;
  const node = assemble(gates, checks, unevaluated, nullable);
  if (resource === undefined) return node;
  return (value, state, evaluated) => {
    const scope = state.scope;
    const entered = scope[scope.length - 1] !== resource;
    if (entered) scope.push(resource);
    const matched = node(value, state, evaluated);
    if (entered) scope.pop();
    return matched;
  };
}

/** The check of one schema object: gates (`type`, `enum`, `const`) first, then the rest, then `unevaluated*`. */
function assemble(gates: Check[], checks: Check[], unevaluated: Check[], nullable: boolean): Check {
  const all = [...gates, ...checks];
  if (unevaluated.length === 0 && gates.length <= 1) {
    // The common shape (at most one gate, usually `type`): a mismatch of the gate is the only issue.
    const gate = gates[0];
    return (value, state, evaluated) => {
      if (++state.steps > MAX_STEPS || state.path.length > MAX_DEPTH) throw new ValidationAbandoned();
      if (nullable && value === null) return true;
      if (gate !== undefined && !gate(value, state, undefined)) return false;
      let valid = true;
      for (let index = gate === undefined ? 0 : 1; index < all.length; index++) {
        if (!(all[index] as Check)(value, state, evaluated)) {
          valid = false;
          if (!state.collect || isFull(state)) return false;
        }
      }
      return valid;
    };
  }
  return (value, state, evaluated) => {
    if (++state.steps > MAX_STEPS || state.path.length > MAX_DEPTH) throw new ValidationAbandoned();
    if (nullable && value === null) return true;
    for (const gate of gates) if (!gate(value, state, undefined)) return false;
    const local = unevaluated.length > 0 ? newEvaluated() : evaluated;
    let valid = true;
    for (const check of checks) {
      if (!check(value, state, local)) {
        valid = false;
        if (!state.collect || isFull(state)) return false;
      }
    }
    for (const check of unevaluated) {
      if (!check(value, state, local)) {
        valid = false;
        if (!state.collect || isFull(state)) return false;
      }
    }
    if (valid && local !== evaluated && evaluated !== undefined && local !== undefined) {
      mergeEvaluated(evaluated, local);
    }
    return valid;
  };
}
