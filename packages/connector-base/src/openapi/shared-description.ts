import { describeConnectorTools, freezeDescription, type OpenApiOperation } from "@codemode/catalog";
import type { ConnectorDescription } from "@codemode/runtime-core";
import { describedOpenApiTool, openApiToolEntries } from "./operation-tools.ts";

/** Descriptions kept per derivation: a few names, instructions or `exposeSpec` settings over one document. */
const DESCRIPTIONS_PER_DERIVATION = 8;

const byDerivation = new WeakMap<readonly OpenApiOperation[], Map<string, ConnectorDescription>>();

/**
 * The description of an `OpenApiConnector` with the default tools over `operations` (a derivation shared
 * by every document of equal content, see `sharedOpenApiOperations`): built once per derivation, name,
 * instructions and `exposeSpec`, frozen, and returned to every instance that asks with the same ones. A
 * connector built anew per request over the same document so describes itself without a step per
 * operation, and search and describe find their indexes for it by identity. At most
 * {@link DESCRIPTIONS_PER_DERIVATION} are kept per derivation, the least recently used forgotten first: a
 * connector whose `instructions()` differ per user describes itself anew once there are more of them.
 */
export function sharedOpenApiDescription(
  operations: readonly OpenApiOperation[],
  name: string,
  instructions: string | undefined,
  exposeSpec: boolean,
): ConnectorDescription {
  let described = byDerivation.get(operations);
  if (described === undefined) {
    described = new Map();
    byDerivation.set(operations, described);
  }
  const key = JSON.stringify([name, instructions ?? null, exposeSpec]);
  const known = described.get(key);
  if (known !== undefined) {
    // Least recently used goes first: a hit moves its entry to the end.
    described.delete(key);
    described.set(key, known);
    return known;
  }
  const tools = openApiToolEntries(operations, exposeSpec).map(
    (entry) => [entry.name, describedOpenApiTool(entry)] as const,
  );
  const description = freezeDescription(describeConnectorTools(name, instructions, tools));
  described.set(key, description);
  if (described.size > DESCRIPTIONS_PER_DERIVATION) {
    const oldest = described.keys().next();
    if (!oldest.done) described.delete(oldest.value);
  }
  return description;
}
