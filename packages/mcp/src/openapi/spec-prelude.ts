/** Host function behind `codemode.spec()`: returns the compact document text. The prelude hides it. */
export const SPEC_TEXT_FUNCTION = "__openapiSpecText";

/** Symbol key (`Symbol.for`) of the sandbox function that turns the code's result into plain data. */
export const PLAIN_RESULT_KEY = "codemode.openapi.plainResult";

/** Objects copied out of the document into one result at most; the rest is replaced by a marker. */
export const MAX_RESULT_NODES = 100_000;

/**
 * Wraps normalized code so its result leaves the sandbox as plain data: the document's views are proxies,
 * which cannot be cloned out of the sandbox, so whatever the code returns is copied (views included) first.
 */
export function withPlainResult(normalizedCode: string): string {
  return `async () => codemode[Symbol.for(${JSON.stringify(PLAIN_RESULT_KEY)})](await (${normalizedCode}\n)())`;
}

/**
 * Sandbox-side JavaScript of `codemode.spec()`. The document arrives once per run as compact text (one host
 * call) and is parsed in the sandbox; `$ref`s are resolved lazily, when the code reads through them, by a
 * view: reading `op.requestBody.content["application/json"].schema` returns the referenced schema,
 * itself a view, one per place it is reached from, so editing one resolved schema leaves every other
 * reference to it (and the document) as it was. A reference already being resolved on the current path reads as `{ $circular: "#/..." }`, so
 * a recursive schema is finite when the code walks or returns it. Nothing is copied while the code reads, so
 * the cost of a search grows with what the code reads, not with the size of the document; only the result is
 * copied into plain data (see {@link withPlainResult}), up to {@link MAX_RESULT_NODES} objects, so returning
 * the whole document cannot exhaust the sandbox's memory.
 */
export const SPEC_PRELUDE = `{
  const ns = codemode;
  const loadText = ns.${SPEC_TEXT_FUNCTION};
  delete ns.${SPEC_TEXT_FUNCTION};
  const isObject = (value) => typeof value === "object" && value !== null;
  const unescape = (part) => part.replace(/~1/g, "/").replace(/~0/g, "~");
  const allViews = new WeakSet();
  const createView = (root) => {
    const lookup = (ref) => {
      let node = root;
      for (const part of ref.slice(2).split("/")) {
        if (!isObject(node) || !Object.prototype.hasOwnProperty.call(node, unescape(part))) return undefined;
        node = node[unescape(part)];
      }
      return node;
    };
    const wrap = (value, chain) => {
      if (!isObject(value)) return value;
      const ref = value.$ref;
      if (typeof ref === "string" && ref.startsWith("#/")) {
        if (chain.includes(ref)) return { $circular: ref };
        const target = lookup(ref);
        return target === undefined ? value : wrap(target, chain.concat(ref));
      }
      return makeView(value, chain);
    };
    // One view per place the code reaches: the same place reads as the same object, but two $ref sites of
    // one schema are two views, and what the code writes stays in the view it wrote to (the document is
    // never changed), so every resolved reference behaves as an independent value.
    const makeView = (target, chain) => {
      const children = new Map();
      const written = new Map();
      const deleted = new Set();
      const fixed = (property) => Reflect.getOwnPropertyDescriptor(target, property)?.configurable === false;
      const child = (property) => {
        if (written.has(property)) return written.get(property);
        if (deleted.has(property)) return undefined;
        if (!children.has(property)) children.set(property, wrap(Reflect.get(target, property), chain));
        return children.get(property);
      };
      const own = (property) =>
        written.has(property) || (!deleted.has(property) && Object.prototype.hasOwnProperty.call(target, property));
      const write = (property, value) => {
        written.set(property, value);
        deleted.delete(property);
        return true;
      };
      const view = new Proxy(target, {
        get: (object, property, receiver) =>
          typeof property === "symbol" || !own(property) ? Reflect.get(object, property, receiver) : child(property),
        set: (_, property, value) => write(property, value),
        defineProperty: (_, property, descriptor) => "value" in descriptor && write(property, descriptor.value),
        deleteProperty: (_, property) => {
          if (fixed(property)) return false;
          written.delete(property);
          deleted.add(property);
          return true;
        },
        has: (object, property) => own(property) || (!deleted.has(property) && Reflect.has(object, property)),
        ownKeys: (object) => {
          const keys = Reflect.ownKeys(object).filter((key) => !deleted.has(key));
          for (const key of written.keys()) if (!keys.includes(key)) keys.push(key);
          return keys;
        },
        getOwnPropertyDescriptor: (object, property) => {
          if (!own(property)) return undefined;
          const descriptor = Reflect.getOwnPropertyDescriptor(object, property) ?? {
            writable: true,
            enumerable: true,
            configurable: true,
          };
          if (!("get" in descriptor)) descriptor.value = child(property);
          return descriptor;
        },
      });
      allViews.add(view);
      return view;
    };
    return wrap(root, []);
  };
  const toPlain = (value) => {
    let nodes = 0;
    const copies = new Map();
    const copy = (item) => {
      if (!isObject(item)) return item;
      const prototype = Object.getPrototypeOf(item);
      const plain = allViews.has(item) || Array.isArray(item) || prototype === Object.prototype || prototype === null;
      if (!plain) return item;
      if (copies.has(item)) return copies.get(item);
      if (++nodes > ${MAX_RESULT_NODES}) return "--- TRUNCATED --- the result is too large: return only the parts you need";
      if (Array.isArray(item)) {
        const out = [];
        copies.set(item, out);
        for (let index = 0; index < item.length; index++) out.push(copy(item[index]));
        return out;
      }
      const out = {};
      copies.set(item, out);
      for (const key of Object.keys(item)) {
        Object.defineProperty(out, key, { value: copy(item[key]), enumerable: true, writable: true, configurable: true });
      }
      return out;
    };
    return copy(value);
  };
  Object.defineProperty(ns, Symbol.for(${JSON.stringify(PLAIN_RESULT_KEY)}), { value: toPlain });
  let specView;
  ns.spec = async function spec() {
    if (specView === undefined) specView = createView(JSON.parse(await loadText()));
    return specView;
  };
}`;
