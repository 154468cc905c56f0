import { syntheticCatalog } from "./synthetic-catalog.ts";

/**
 * The classic alternative to Code Mode for a catalog of `size` tools: every tool's name, description and
 * input schema put in the prompt, as the JSON a model would receive. Tool names are `connector_method`, as
 * a flat tool list needs them unique.
 */
export function classicToolsJson(size: number, toolsPerConnector: number): string {
  const tools = syntheticCatalog(size, toolsPerConnector).flatMap((connector) =>
    Object.entries(connector.tools).map(([method, tool]) => ({
      name: `${connector.name}_${method}`,
      description: tool.description,
      inputSchema: tool.inputSchema,
    })),
  );
  return JSON.stringify(tools);
}
