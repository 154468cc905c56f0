import type { ViteDevServer } from "vite";
import type { ConnectorDiscovery } from "./connector-discovery.ts";
import { RESOLVED_CONNECTORS_MODULE_ID } from "./connectors-module.ts";
import type { WorkerEntryRegistry } from "./worker-entries.ts";

/** What the dev server needs to keep generated code in step with connector files. */
export interface ConnectorWatchOptions {
  readonly discovery: ConnectorDiscovery;
  readonly entries: WorkerEntryRegistry;
  /** Runs after a change was detected and before modules reload (the declaration file is written here). */
  readonly beforeReload?: () => Promise<void>;
}

/**
 * Watches connector files in a dev server. When a connector module is added or removed, or a change alters
 * the classes it exports, the virtual module and the Worker entries are invalidated in every environment and
 * reloaded through Vite's HMR pipeline: importers see the new exports, and `@cloudflare/vite-plugin` (which
 * listens for its entry's hot updates) notices the changed Worker exports and restarts its runtime so
 * `ctx.exports` matches. Edits that leave the exported names as they were take Vite's ordinary HMR path.
 */
export function watchConnectorFiles(server: ViteDevServer, options: ConnectorWatchOptions): void {
  let pending = Promise.resolve();
  const onFileEvent = (file: string): void => {
    if (!options.discovery.matches(file)) return;
    pending = pending
      .then(() => reloadIfChanged(server, options))
      .catch((error: unknown) => {
        server.config.logger.error(`[@codemode/vite-plugin] failed to reload connectors: ${String(error)}`);
      });
  };
  server.watcher.on("add", onFileEvent);
  server.watcher.on("unlink", onFileEvent);
  server.watcher.on("change", onFileEvent);
}

async function reloadIfChanged(server: ViteDevServer, options: ConnectorWatchOptions): Promise<void> {
  const changed = await options.discovery.refresh();
  if (!changed) return;
  await options.beforeReload?.();
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    const virtualModule = graph.getModuleById(RESOLVED_CONNECTORS_MODULE_ID);
    const entryModules = options.entries
      .acceptedEntries(environment.name)
      .map((id) => graph.getModuleById(id))
      .filter((module) => module !== undefined);
    for (const module of [virtualModule, ...entryModules]) if (module) graph.invalidateModule(module);
    // One update from the virtual module reaches every importer, the entries included.
    const reloadFrom = virtualModule ?? entryModules[0];
    if (reloadFrom) await environment.reloadModule(reloadFrom);
  }
}
