import { type Check, type CheckState, type Evaluated, ValidationAbandoned } from "./check-state.ts";
import type { CompileContext } from "./compile-context.ts";
import type { SchemaResource } from "./schema-registry.ts";

/** `$ref`s followed in a row at one value location: more means a schema that only refers to itself. */
const MAX_REF_CHAIN = 32;

/**
 * Follows a reference to `check`: counts it toward the chain at this value location (a cycle that never
 * descends into the value abandons the validation, which then accepts) and, when the dynamic scope is
 * tracked, enters the target's resource.
 */
function follow(
  state: CheckState,
  check: Check,
  value: unknown,
  evaluated: Evaluated | undefined,
  resource: SchemaResource | undefined,
): boolean {
  const depth = state.path.length;
  const { refChain, refChainDepth } = state;
  if (depth === refChainDepth) {
    if (++state.refChain > MAX_REF_CHAIN) throw new ValidationAbandoned();
  } else {
    state.refChain = 1;
    state.refChainDepth = depth;
  }
  const scope = state.scope;
  const entered = resource !== undefined && scope[scope.length - 1] !== resource;
  if (entered) scope.push(resource);
  const matched = check(value, state, evaluated);
  if (entered) scope.pop();
  state.refChain = refChain;
  state.refChainDepth = refChainDepth;
  return matched;
}

/**
 * `$ref`: resolved against the base URI in force (embedded `$id`s, anchors, JSON Pointers). A reference this
 * validator cannot resolve (a remote document, a dangling pointer) passes: input is never rejected over a
 * schema it cannot see. The target compiles on first use, so recursive schemas work.
 */
export function compileRef(context: CompileContext): Check | undefined {
  const { schema, place, registry } = context;
  if (typeof schema.$ref !== "string") return undefined;
  const resolved = registry.resolve(schema.$ref, place);
  if (resolved === undefined) return undefined;
  const resource = registry.usesDynamicScope ? resolved.place.resource : undefined;
  let target: Check | undefined;
  return (value, state, evaluated) => {
    target ??= context.target(resolved.schema, resolved.place);
    return follow(state, target, value, evaluated, resource);
  };
}

/**
 * `$dynamicRef` (2020-12): like `$ref`, except that when it lands on a `$dynamicAnchor` of the same name, the
 * outermost resource in the dynamic scope declaring that anchor provides the target (how a meta-schema or a
 * generic tree type is extended).
 */
export function compileDynamicRef(context: CompileContext): Check | undefined {
  const { schema, place, registry } = context;
  if (place.dialect.version !== 2020 || typeof schema.$dynamicRef !== "string") return undefined;
  const resolved = registry.resolve(schema.$dynamicRef, place);
  if (resolved === undefined) return undefined;
  const name = resolved.anchor;
  const dynamic = name !== undefined && resolved.place.resource.dynamicAnchors.get(name) === resolved.schema;
  return dynamicFollower(context, resolved.schema, resolved.place.resource, (resource) =>
    dynamic ? resource.dynamicAnchors.get(name) : undefined,
  );
}

/**
 * `$recursiveRef` (2019-09, always `"#"`): like `$ref`, except that when its target resource sets
 * `$recursiveAnchor: true`, the outermost resource in the dynamic scope that also sets it is the target.
 */
export function compileRecursiveRef(context: CompileContext): Check | undefined {
  const { schema, place, registry } = context;
  if (place.dialect.version !== 2019 || typeof schema.$recursiveRef !== "string") return undefined;
  const resolved = registry.resolve(schema.$recursiveRef, place);
  if (resolved === undefined) return undefined;
  const dynamic =
    resolved.schema === resolved.place.resource.schema && resolved.place.resource.recursiveAnchor;
  return dynamicFollower(context, resolved.schema, resolved.place.resource, (resource) =>
    dynamic && resource.recursiveAnchor ? resource.schema : undefined,
  );
}

function dynamicFollower(
  context: CompileContext,
  initial: unknown,
  initialResource: SchemaResource,
  anchorIn: (resource: SchemaResource) => unknown,
): Check {
  // `target` is memoized per schema object, so each candidate compiles once.
  const compile = (target: unknown): Check =>
    context.target(target, context.registry.placeOf(target as object) ?? context.place);
  return (value, state, evaluated) => {
    let target: unknown = initial;
    let resource = initialResource;
    for (const candidate of state.scope) {
      const found = anchorIn(candidate);
      if (found !== undefined) {
        target = found;
        resource = candidate;
        break;
      }
    }
    return follow(state, compile(target), value, evaluated, resource);
  };
}
