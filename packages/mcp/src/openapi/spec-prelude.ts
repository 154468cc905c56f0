/** Host function behind `codemode.spec()`: returns the compact document text. The prelude hides it. */
export const SPEC_TEXT_FUNCTION = "__openapiSpecText";

/**
 * Sandbox-side JavaScript of `codemode.spec()`. The document arrives once per run as compact text (one host
 * call) and is parsed in the sandbox; `$ref`s are resolved lazily, when the code reads through them, by a
 * view: reading `op.requestBody.content["application/json"].schema` returns the referenced schema,
 * itself a view. A reference already being resolved on the current path reads as `{ $circular: "#/..." }`, so
 * a recursive schema is finite when the code walks or returns it. Nothing is copied, so the cost of a search
 * grows with what the code reads, not with the size of the document.
 */
export const SPEC_PRELUDE = `{
  const ns = codemode;
  const loadText = ns.${SPEC_TEXT_FUNCTION};
  delete ns.${SPEC_TEXT_FUNCTION};
  const isObject = (value) => typeof value === "object" && value !== null;
  const unescape = (part) => part.replace(/~1/g, "/").replace(/~0/g, "~");
  const createView = (root) => {
    const views = new WeakMap();
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
      let byChain = views.get(value);
      if (byChain === undefined) {
        byChain = new Map();
        views.set(value, byChain);
      }
      const key = chain.join(" ");
      let view = byChain.get(key);
      if (view === undefined) {
        view = new Proxy(value, {
          get: (target, property, receiver) => {
            const entry = Reflect.get(target, property, receiver);
            return typeof property === "symbol" ? entry : wrap(entry, chain);
          },
          getOwnPropertyDescriptor: (target, property) => {
            const descriptor = Reflect.getOwnPropertyDescriptor(target, property);
            if (descriptor !== undefined && "value" in descriptor) descriptor.value = wrap(descriptor.value, chain);
            return descriptor;
          },
        });
        byChain.set(key, view);
      }
      return view;
    };
    return wrap(root, []);
  };
  let specView;
  ns.spec = async function spec() {
    if (specView === undefined) specView = createView(JSON.parse(await loadText()));
    return specView;
  };
}`;
