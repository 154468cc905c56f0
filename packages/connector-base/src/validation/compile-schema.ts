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
  // A boolean root compiles without a place; an object root always has one.
  return compileAt(root, registry.placeOf(root as object) as SchemaPlace);
}

/**
 * Checks of one schema object, by the kind of value they apply to. A check in `strings`, `numbers`, `arrays`
 * or `objects` is only ever called with a value of that kind, so it does not test the kind again.
 */
interface NodeChecks {
  gates: Check[];
  strings: Check[];
  numbers: Check[];
  arrays: Check[];
  objects: Check[];
  /** In-place applicators and references: every kind of value. */
  any: Check[];
  unevaluatedItems: Check[];
  unevaluatedProperties: Check[];
}

function compileNode(context: CompileContext): Check {
  const { schema, place, registry } = context;
  const dialect = place.dialect;
  const nullable = dialect.nullable && (schema.nullable === true || schema["x-nullable"] === true);
  const onlyRef = refOverridesSiblings(dialect) && typeof schema.$ref === "string";
  const checks: NodeChecks = {
    gates: [],
    strings: [],
    numbers: [],
    arrays: [],
    objects: [],
    any: [],
    unevaluatedItems: [],
    unevaluatedProperties: [],
  };
  const add = (list: Check[], check: Check | Check[] | undefined) => {
    if (Array.isArray(check)) list.push(...check);
    else if (check !== undefined) list.push(check);
  };
  if (onlyRef) {
    add(checks.any, compileRef(context));
  } else {
    add(checks.gates, compileType(context));
    add(checks.gates, compileValues(context));
    add(checks.strings, compileStringKeywords(context));
    add(checks.numbers, compileNumberKeywords(context));
    add(checks.arrays, compileItemCounts(context));
    add(checks.arrays, compileItems(context));
    add(checks.arrays, compileContains(context));
    add(checks.objects, compileRequired(context));
    add(checks.objects, compileProperties(context));
    add(checks.objects, compilePropertyCounts(context));
    add(checks.objects, compilePropertyNames(context));
    add(checks.objects, compileDependencies(context));
    add(checks.any, compileRef(context));
    add(checks.any, compileDynamicRef(context));
    add(checks.any, compileRecursiveRef(context));
    add(checks.any, compileAllOf(context));
    add(checks.any, compileAnyOf(context));
    add(checks.any, compileOneOf(context));
    add(checks.any, compileNot(context));
    add(checks.any, compileConditional(context));
    add(checks.unevaluatedProperties, compileUnevaluatedProperties(context));
    add(checks.unevaluatedItems, compileUnevaluatedItems(context));
  }
  const resource = registry.usesDynamicScope && place.resource.schema === schema ? place.resource : undefined;
  const node = assemble(checks, nullable);
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

const NONE: Check[] = [];

/**
 * The check of one schema object: gates (`type`, `enum`, `const`) first, then the keywords of the value's
 * kind, then the applicators, then `unevaluated*`. A value only meets the checks that can apply to it.
 */
function assemble(checks: NodeChecks, nullable: boolean): Check {
  const { gates, unevaluatedItems, unevaluatedProperties } = checks;
  const strings = [...checks.strings, ...checks.any];
  const numbers = [...checks.numbers, ...checks.any];
  const arrays = [...checks.arrays, ...checks.any, ...unevaluatedItems];
  const objects = [...checks.objects, ...checks.any, ...unevaluatedProperties];
  const others = checks.any.length > 0 ? checks.any : NONE;
  const gate = gates.length === 1 ? gates[0] : undefined;
  const annotates = unevaluatedItems.length + unevaluatedProperties.length > 0;
  return (value, state, evaluated) => {
    if (++state.steps > MAX_STEPS || state.path.length > MAX_DEPTH) throw new ValidationAbandoned();
    if (nullable && value === null) return true;
    if (gate !== undefined) {
      if (!gate(value, state, undefined)) return false;
    } else if (gates.length > 1) {
      for (const each of gates) if (!each(value, state, undefined)) return false;
    }
    const list =
      typeof value === "string"
        ? strings
        : typeof value === "number"
          ? numbers
          : typeof value !== "object" || value === null
            ? others
            : Array.isArray(value)
              ? arrays
              : objects;
    const local = annotates ? newEvaluated() : evaluated;
    let valid = true;
    for (let index = 0; index < list.length; index++) {
      if (!(list[index] as Check)(value, state, local)) {
        valid = false;
        if (!state.collect || isFull(state)) return false;
      }
    }
    if (annotates && valid && evaluated !== undefined && local !== undefined)
      mergeEvaluated(evaluated, local);
    return valid;
  };
}
