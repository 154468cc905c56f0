import type { ConnectorDescription } from "@codemode/runtime-core";
import { countCatalogWork } from "../cache-statistics.ts";
import { RecentlyUsed } from "../content-hash.ts";
import { textChecksum } from "./index-checksum.ts";
import { bodyValuesOf, inputOutline, recordedInputOutline, responsePropertiesOf } from "./input-outline.ts";

type KnownKey = {
  description: ConnectorDescription;
  descriptors: unknown;
  annotations: unknown;
  name: string;
  /** The content's identity in this isolate: shared by every description found equal to it. */
  content: ContentIdentity;
};

/** One distinct content seen in this isolate; its hashes are computed only when someone asks for them. */
type ContentIdentity = { id: string; hashes: ContentHashes | undefined; description: ConnectorDescription };

/**
 * The stable hashes of one content: of all but the body fields' values and the results' property names,
 * and of those (the detail).
 */
type ContentHashes = { hash: string; detailHash: string };

/** Recent descriptions kept per connector name, to compare a new one with (handles of a few agents). */
const RECENT_PER_NAME = 4;
/** Connector names whose recent descriptions are kept. */
const RECENT_NAMES = 64;

const keysByObject = new WeakMap<ConnectorDescription, KnownKey>();
const recentByName = new RecentlyUsed<KnownKey[]>(RECENT_NAMES);
let contentsSeen = 0;

/**
 * The in-isolate content key of one connector description: equal for descriptions that agree in what a
 * search index reads from them (the name, and per method the name, description, approval annotation,
 * parameter names, body field names, the values the body's fields are limited to and the property names of
 * its result, in order), different otherwise. It keys in-memory caches only; {@link descriptionHash} and
 * {@link descriptionDetailHash} are the stable forms.
 *
 * Found without reading the descriptions' text in the two cases a runtime meets on every request:
 * 1. the same description object again (its `descriptors` and `annotations` unchanged), by identity;
 * 2. a new description object equal in that content to a recent one with the same name, as every new
 *    connector instance over the same tools describes itself. Comparing costs a few reference checks per
 *    method when the new description shares its strings and schema objects with the old one (an
 *    `OpenApiConnector` over a cached derivation does).
 *
 * Nothing is hashed here, so an isolate's first search does not read every description's text an extra
 * time. Descriptions are treated as immutable values: to change one, pass a new object.
 */
export function descriptionKey(connector: ConnectorDescription): string {
  return knownKey(connector).content.id;
}

/**
 * A hash of the content {@link descriptionKey} compares but the body fields' values and the results'
 * property names, the same in every isolate (for keys that are stored: the method vectors of a catalog,
 * which embed names and descriptions only, so a change of those alone does not embed the catalog again;
 * and, with {@link descriptionDetailHash}, its stored index). Computed once per distinct content and
 * counted as `descriptionKeyHashes` in `catalogCacheStatistics`.
 */
export function descriptionHash(connector: ConnectorDescription): string {
  return hashesOf(knownKey(connector).content).hash;
}

/**
 * A hash of the detail of every method of `connector` (per method, in order): the values its body fields
 * are limited to and the property names of its result, the same in every isolate. It is what
 * {@link descriptionHash} leaves out of the content {@link descriptionKey} compares. Computed once per
 * distinct content.
 */
export function descriptionDetailHash(connector: ConnectorDescription): string {
  return hashesOf(knownKey(connector).content).detailHash;
}

/** Both hashes of `content`, worked out together on first ask (one pass over its methods). */
function hashesOf(content: ContentIdentity): ContentHashes {
  content.hashes ??= hashDescription(content.description);
  return content.hashes;
}

function knownKey(connector: ConnectorDescription): KnownKey {
  const known = keysByObject.get(connector);
  if (
    known &&
    known.descriptors === connector.descriptors &&
    known.annotations === connector.annotations &&
    known.name === connector.name
  ) {
    return known;
  }
  const recent = recentByName.get(connector.name) ?? [];
  const twin = recent.find((candidate) => sameIndexedContent(connector, candidate.description));
  const entry: KnownKey = {
    description: connector,
    descriptors: connector.descriptors,
    annotations: connector.annotations,
    name: connector.name,
    content: twin?.content ?? {
      id: `content-${++contentsSeen}`,
      hashes: undefined,
      description: connector,
    },
  };
  keysByObject.set(connector, entry);
  if (twin === undefined) recentByName.set(connector.name, [entry, ...recent].slice(0, RECENT_PER_NAME));
  return entry;
}

function hashDescription(connector: ConnectorDescription): ContentHashes {
  countCatalogWork("descriptionKeyHashes");
  const parts: unknown[] = [connector.name];
  // Only the methods that have a detail, each by its position.
  const detail: unknown[] = [];
  let position = 0;
  for (const [method, descriptor] of Object.entries(connector.descriptors ?? {})) {
    const outline = inputOutline(descriptor);
    parts.push(
      method,
      textOf(descriptor?.description),
      connector.annotations?.[method]?.requiresApproval === true,
      outline.properties,
      outline.bodyProperties,
    );
    const bodyValues = bodyValuesOf(outline);
    const responseProperties = responsePropertiesOf(outline);
    if (bodyValues.length > 0 || responseProperties.length > 0)
      detail.push(position, bodyValues, responseProperties);
    position++;
  }
  // Hashed a word (not a code unit) a step: a catalog's text is long (GitHub's some 690,000 code units), and
  // a cold isolate hashes it before its first search.
  return { hash: textChecksum(JSON.stringify(parts)), detailHash: textChecksum(JSON.stringify(detail)) };
}

/** Whether `left` and `right` agree in everything {@link hashDescription} reads. */
function sameIndexedContent(left: ConnectorDescription, right: ConnectorDescription): boolean {
  if (left.name !== right.name) return false;
  const leftMethods = Object.keys(left.descriptors ?? {});
  const rightMethods = Object.keys(right.descriptors ?? {});
  if (leftMethods.length !== rightMethods.length) return false;
  for (let position = 0; position < leftMethods.length; position++) {
    const method = leftMethods[position] as string;
    if (method !== rightMethods[position]) return false;
    const leftDescriptor = left.descriptors[method];
    const rightDescriptor = right.descriptors[method];
    if (textOf(leftDescriptor?.description) !== textOf(rightDescriptor?.description)) return false;
    const leftApproval = left.annotations?.[method]?.requiresApproval === true;
    if (leftApproval !== (right.annotations?.[method]?.requiresApproval === true)) return false;
    if (!sameSearchedOutline(leftDescriptor, rightDescriptor)) return false;
  }
  return true;
}

function textOf(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/**
 * Whether two descriptors agree in what a search reads of their schemas (the parameter names, the body's
 * field names, their values, the result's property names): by their recorded outlines where there are (a
 * lazily derived schema stays underived), and where neither has one, by schema identity first.
 */
function sameSearchedOutline(
  left: { inputSchema?: unknown; outputSchema?: unknown } | undefined,
  right: { inputSchema?: unknown; outputSchema?: unknown } | undefined,
): boolean {
  const leftRecorded = left === undefined ? undefined : recordedInputOutline(left);
  const rightRecorded = right === undefined ? undefined : recordedInputOutline(right);
  if (
    leftRecorded === undefined &&
    rightRecorded === undefined &&
    left?.inputSchema === right?.inputSchema &&
    left?.outputSchema === right?.outputSchema
  )
    return true;
  const leftOutline = leftRecorded ?? inputOutline(left);
  const rightOutline = rightRecorded ?? inputOutline(right);
  return (
    leftOutline === rightOutline ||
    (sameNames(leftOutline.properties, rightOutline.properties) &&
      sameNames(leftOutline.bodyProperties, rightOutline.bodyProperties) &&
      sameNames(bodyValuesOf(leftOutline), bodyValuesOf(rightOutline)) &&
      sameNames(responsePropertiesOf(leftOutline), responsePropertiesOf(rightOutline)))
  );
}

function sameNames(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((name, position) => name === right[position]);
}
