// Small DOM helpers: every piece of text goes through textContent, so nothing from a run is parsed as HTML.

/** Creates an element: `h("button", { class: "primary", onclick }, "Approve")`. */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") element.addEventListener(key.slice(2), value);
    else if (key === "class") element.className = value;
    else if (key === "text") element.textContent = value;
    else element.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/** Pretty JSON for display, shortened when long. */
export function pretty(value, limit = 4000) {
  const text = JSON.stringify(value, null, 2) ?? String(value);
  return text.length > limit ? `${text.slice(0, limit)}\n…` : text;
}

/** Compact one-line JSON of call arguments. */
export function compact(value, limit = 140) {
  const text = JSON.stringify(value) ?? "";
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** "just now", "5 min ago", or a time of day. */
export function since(timestamp) {
  const seconds = Math.round((Date.now() - timestamp) / 1000);
  if (seconds < 45) return "just now";
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  return new Date(timestamp).toLocaleString([], {
    hour: "2-digit",
    minute: "2-digit",
    month: "short",
    day: "numeric",
  });
}

/** Replaces an element's children. */
export function replaceChildren(element, ...children) {
  element.replaceChildren(
    ...children.flat().filter((child) => child !== undefined && child !== null && child !== false),
  );
}
