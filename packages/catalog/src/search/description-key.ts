import type { ConnectorDescription } from "@codemode/runtime-core";
import { countCatalogWork } from "../cache-statistics.ts";
import { contentHash, RecentlyUsed } from "../content-hash.ts";

type KnownKey = {
  description: ConnectorDescription;
  descriptors: unknown;
  annotations: unknown;
  name: string;
  key: string;
};

/** Recent descriptions kept per connector name, to compare a new one with (handles of a few agents). */
const RECENT_PER_NAME = 4;
/** Connector names whose recent descriptions are kept. */
const RECENT_NAMES = 64;

const keysByObject = new WeakMap<ConnectorDescription, KnownKey>();
const recentByName = new RecentlyUsed<KnownKey[]>(RECENT_NAMES);

/**
 * The content key of one connector description: a hash of what a search index reads from it (its name,
 * and per method the name, description, approval annotation and parameter names, in order).
 *
 * Found without hashing in the two cases a runtime meets on every request:
 * 1. the same description object again (its `descriptors` and `annotations` unchanged), by identity;
 * 2. a new description object equal in that content to a recent one with the same name, as every new
 *    connector instance over the same tools describes itself. Comparing costs a few reference checks per
 *    method when the new description shares its strings and schema objects with the old one (an
 *    `OpenApiConnector` over a cached derivation does), where hashing would read every description's text.
 *
 * Only a description seen for the first time is hashed (counted as `descriptionKeyHashes` in
 * `catalogCacheStatistics`). Descriptions are treated as immutable values: to change one, pass a new object.
 */
export function descriptionKey(connector: ConnectorDescription): string {
  const known = keysByObject.get(connector);
  if (
    known &&
    known.descriptors === connector.descriptors &&
    known.annotations === connector.annotations &&
    known.name === connector.name
  ) {
    return known.key;
  }
  const recent = recentByName.get(connector.name) ?? [];
  const twin = recent.find((candidate) => sameIndexedContent(connector, candidate.description));
  const key = twin?.key ?? hashDescription(connector);
  const entry: KnownKey = {
    description: connector,
    descriptors: connector.descriptors,
    annotations: connector.annotations,
    name: connector.name,
    key,
  };
  keysByObject.set(connector, entry);
  if (twin === undefined) recentByName.set(connector.name, [entry, ...recent].slice(0, RECENT_PER_NAME));
  return key;
}

/** The names of the top-level properties of an object schema, in order: the parameter names a search reads. */
export function propertyNames(schema: unknown): string[] {
  if (typeof schema !== "object" || schema === null) return [];
  const properties = (schema as { properties?: unknown }).properties;
  return typeof properties === "object" && properties !== null ? Object.keys(properties) : [];
}

function hashDescription(connector: ConnectorDescription): string {
  countCatalogWork("descriptionKeyHashes");
  const parts: unknown[] = [connector.name];
  for (const [method, descriptor] of Object.entries(connector.descriptors ?? {})) {
    parts.push(
      method,
      textOf(descriptor?.description),
      connector.annotations?.[method]?.requiresApproval === true,
      propertyNames(descriptor?.inputSchema),
    );
  }
  return contentHash(JSON.stringify(parts));
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
    const leftSchema = leftDescriptor?.inputSchema;
    const rightSchema = rightDescriptor?.inputSchema;
    if (leftSchema !== rightSchema && !sameNames(propertyNames(leftSchema), propertyNames(rightSchema)))
      return false;
  }
  return true;
}

function textOf(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

function sameNames(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((name, position) => name === right[position]);
}
