export type { ConnectorIndex, ConnectorModule } from "./connector-discovery.ts";
export { CONNECTORS_MODULE_ID } from "./connectors-module.ts";
export { ConnectorNameConflictError, ModuleAnalysisError, PluginOptionsError } from "./errors.ts";
export type { CodemodePluginOptions } from "./options.ts";
export { DEFAULT_CONNECTOR_PATTERN, DEFAULT_RUNTIME_MODULE } from "./options.ts";
export { codemode, codemode as default, PLUGIN_NAME } from "./plugin.ts";
export { CLOUDFLARE_USER_ENTRY_ID, DEFAULT_ENTRY_CANDIDATES } from "./worker-entries.ts";
