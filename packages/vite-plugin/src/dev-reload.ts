import type { DevEnvironment, EnvironmentModuleNode, HotUpdateOptions } from "vite";
import type { ConnectorDiscovery } from "./connector-discovery.ts";
import { RESOLVED_CONNECTORS_MODULE_ID } from "./connectors-module.ts";
import type { WorkerEntryRegistry } from "./worker-entries.ts";

/** How many file events' discoveries are kept for the environments that have not asked yet. */
const REMEMBERED_EVENTS = 64;

/** What the dev server needs to keep generated code in step with connector files. */
export interface ConnectorHotUpdateOptions {
  readonly discovery: () => ConnectorDiscovery;
  readonly entries: () => WorkerEntryRegistry;
  /** Runs once per file event that changed the connectors (the declaration file is written here). */
  readonly onChange?: () => Promise<void>;
}

/** Vite's `hotUpdate` hook, as the plugin registers it. */
export type ConnectorHotUpdate = (
  this: { environment: DevEnvironment },
  options: HotUpdateOptions,
) => Promise<EnvironmentModuleNode[] | undefined>;

/**
 * Creates the plugin's `hotUpdate` hook. When a connector module is created or deleted, or an edit changes the
 * classes it exports, the virtual module and the Worker entries of each environment are invalidated and added
 * to the modules Vite updates, so one HMR update carries the change: importers see the new exports, and
 * `@cloudflare/vite-plugin` (which listens for its entry's hot updates) notices the changed Worker exports
 * and restarts its runtime so `ctx.exports` matches. Edits that keep the exported names take Vite's ordinary
 * path. Working inside Vite's own update (rather than beside it on the file watcher) means no second,
 * racing update is sent, and Vite drops the update if the server restarts meanwhile.
 */
export function createConnectorHotUpdate(options: ConnectorHotUpdateOptions): ConnectorHotUpdate {
  // Vite calls the hook once per environment for one file event, and events can interleave (an editor's
  // create is often followed at once by a change): discover once per event, remembering recent events.
  const recentEvents = new Map<string, Promise<boolean>>();
  const changedBy = (event: HotUpdateOptions): Promise<boolean> => {
    const key = `${event.type}:${event.file}:${event.timestamp}`;
    let changed = recentEvents.get(key);
    if (!changed) {
      changed = options
        .discovery()
        .refresh()
        .then(async (isChanged) => {
          if (isChanged) await options.onChange?.();
          return isChanged;
        });
      recentEvents.set(key, changed);
      for (const oldKey of recentEvents.keys()) {
        if (recentEvents.size <= REMEMBERED_EVENTS) break;
        recentEvents.delete(oldKey);
      }
    }
    return changed;
  };

  return async function hotUpdate(event) {
    if (!options.discovery().matches(event.file)) return undefined;
    if (!(await changedBy(event))) return undefined;
    const graph = this.environment.moduleGraph;
    const generated = [
      RESOLVED_CONNECTORS_MODULE_ID,
      ...options.entries().acceptedEntries(this.environment.name),
    ]
      .map((id) => graph.getModuleById(id))
      .filter((module) => module !== undefined);
    if (generated.length === 0) return undefined;
    // Drop cached transforms first, so whatever re-imports them gets code from the new connector set.
    for (const module of generated) graph.invalidateModule(module);
    return [...new Set([...event.modules, ...generated])];
  };
}
