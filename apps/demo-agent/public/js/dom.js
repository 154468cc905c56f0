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

/** Text with `inline code` spans as <code> elements (the only markup model answers use here). */
export function richText(text) {
  return String(text)
    .split(/(`[^`\n]+`)/g)
    .filter((part) => part !== "")
    .map((part) =>
      part.length > 2 && part.startsWith("`") && part.endsWith("`")
        ? h("code", { class: "inline" }, part.slice(1, -1))
        : part,
    );
}

// Epoch milliseconds between 2001 and 2286: a field named like `createdAt` holding one is a date.
const EPOCH_MS = { min: 1e12, max: 1e13 };

/** Readable dates for timestamp fields (`createdAt: 1796173173020` -> "Dec 1, 2026, 9:19 AM"). */
function readableDates(key, value) {
  if (typeof value === "number" && /(?:At|_at|Date|date|time)$/.test(key)) {
    if (value >= EPOCH_MS.min && value < EPOCH_MS.max) return formatDate(value);
  }
  return value;
}

/** A date and time in the reader's locale and time zone. */
export function formatDate(timestamp) {
  return new Date(timestamp).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
}

/** Pretty JSON for display, dates readable, shortened when long. */
export function pretty(value, limit = 4000) {
  const text = JSON.stringify(value, readableDates, 2) ?? String(value);
  return text.length > limit ? `${text.slice(0, limit)}\n…` : text;
}

/** Compact one-line JSON of call arguments, dates readable. */
export function compact(value, limit = 140) {
  const text = JSON.stringify(value, readableDates) ?? "";
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
