import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { ConnectorDiscovery } from "./connector-discovery.ts";
import {
  CONNECTORS_MODULE_ID,
  connectorsModuleCode,
  RESOLVED_CONNECTORS_MODULE_ID,
} from "./connectors-module.ts";
import { writeConnectorsDeclaration } from "./declaration-file.ts";
import { createConnectorHotUpdate } from "./dev-reload.ts";
import { entryAdditions, findExport, RUNTIME_EXPORT_NAME, type StarSourceReader } from "./entry-exports.ts";
import { PluginOptionsError } from "./errors.ts";
import { collectModuleExports } from "./module-exports.ts";
import { type CodemodePluginOptions, resolvePluginOptions } from "./options.ts";
import { parseJavaScript, parseSourceFile } from "./parse-module.ts";
import { CLOUDFLARE_USER_ENTRY_ID, moduleFile, WorkerEntryRegistry } from "./worker-entries.ts";

/** The plugin's name in Vite's plugin list and in its messages. */
export const PLUGIN_NAME = "@codemode/vite-plugin";

const HANDLED_IDS = new RegExp(`^(?:${CONNECTORS_MODULE_ID}|${CLOUDFLARE_USER_ENTRY_ID})$`);

/** The state a plugin instance builds once Vite's configuration is known. */
interface PluginState {
  readonly discovery: ConnectorDiscovery;
  readonly entries: WorkerEntryRegistry;
  readonly declarationFile: string | undefined;
}

/**
 * The codemode Vite plugin. It makes the Worker entry module export `CodemodeRuntime` (from `runtimeModule`)
 * and every class exported by a connector module (`*.codemode.ts` / `*.codemode.js`), so the runtime reaches
 * them through `ctx.exports`; and it serves `virtual:codemode/connectors`, whose named exports and
 * `connectors` record list the discovered connector classes. Exports the entry already has are left alone.
 *
 * Put it in the plugin list next to `@cloudflare/vite-plugin` (any order); `codemode()` needs no arguments.
 * It changes only server environments (Workers, SSR): a browser bundle never gets the runtime export.
 */
export function codemode(options?: CodemodePluginOptions): Plugin {
  const resolved = resolvePluginOptions(options);
  let state: PluginState | undefined;

  const requireState = (): PluginState => {
    if (!state) {
      throw new PluginOptionsError(
        "a hook ran before Vite resolved its configuration: add codemode() to the plugins of a Vite config " +
          "instead of calling its hooks directly.",
      );
    }
    return state;
  };

  const writeDeclaration = async (): Promise<void> => {
    const { discovery, declarationFile } = requireState();
    if (!declarationFile) return;
    const index = await discovery.current().catch(() => undefined);
    // A failed discovery is reported where it matters (loading the entry or the virtual module); the last
    // good declaration file stays in place meanwhile.
    if (index) await writeConnectorsDeclaration(index, declarationFile);
  };

  return {
    name: PLUGIN_NAME,

    configResolved(config) {
      state = {
        discovery: new ConnectorDiscovery(config.root, resolved.connectorPatterns, (message) =>
          config.logger.warn(`[${PLUGIN_NAME}] ${message}`),
        ),
        entries: new WorkerEntryRegistry(config.root, resolved.entries),
        declarationFile: resolved.declarationFile && path.resolve(config.root, resolved.declarationFile),
      };
    },

    async buildStart() {
      await writeDeclaration();
    },

    hotUpdate: createConnectorHotUpdate({
      discovery: () => requireState().discovery,
      entries: () => requireState().entries,
      onChange: writeDeclaration,
    }),

    resolveId: {
      order: "pre",
      filter: { id: HANDLED_IDS },
      async handler(source, importer, resolveOptions) {
        if (source === CONNECTORS_MODULE_ID) return RESOLVED_CONNECTORS_MODULE_ID;
        if (source !== CLOUDFLARE_USER_ENTRY_ID) return null;
        // Let @cloudflare/vite-plugin resolve its user entry (the Wrangler `main`) and note the answer.
        const entry = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
        if (entry && !entry.external)
          requireState().entries.recordPlatformEntry(this.environment.name, entry.id);
        return entry;
      },
    },

    load: {
      filter: { id: new RegExp(`^\0${CONNECTORS_MODULE_ID}$`) },
      async handler(id) {
        if (id !== RESOLVED_CONNECTORS_MODULE_ID) return null;
        return connectorsModuleCode(await requireState().discovery.current());
      },
    },

    transform: {
      filter: { id: { exclude: /^\0/ } },
      async handler(code, id) {
        const { discovery, entries } = requireState();
        if (this.environment.config.consumer === "client") return null;
        if (!entries.isEntry(this.environment.name, id)) return null;
        // Normal-order plugins run after Vite's TypeScript transform, so `code` is JavaScript here.
        const entryExports = collectModuleExports(parseJavaScript(code, id));
        const unreadable: string[] = [];
        const reader: StarSourceReader = {
          knownExporters: new Set([resolved.runtimeModule]),
          read: async (specifier, importer) => {
            // The generated connectors module never exports CodemodeRuntime (the name is reserved).
            if (specifier === CONNECTORS_MODULE_ID) {
              return { id: RESOLVED_CONNECTORS_MODULE_ID, exports: { names: new Map(), starSources: [] } };
            }
            const target = await this.resolve(specifier, importer);
            const file =
              target && !target.external && !target.id.startsWith("\0") ? moduleFile(target.id) : undefined;
            const source = file && (await readFile(file, "utf8").catch(() => undefined));
            if (!file || source === undefined) {
              unreadable.push(specifier);
              return undefined;
            }
            return { id: file, exports: collectModuleExports(await parseSourceFile(source, file)) };
          },
        };
        const runtimePresence = await findExport(RUNTIME_EXPORT_NAME, entryExports, moduleFile(id), reader);
        if (runtimePresence === "unknown") {
          this.warn(
            `${PLUGIN_NAME}: could not read ${unreadable.join(", ")} (re-exported with "export *" from ${id}) ` +
              `to check for ${RUNTIME_EXPORT_NAME}; added an explicit export from "${resolved.runtimeModule}", ` +
              `which takes precedence. Export ${RUNTIME_EXPORT_NAME} explicitly from the entry to choose your own.`,
          );
        }
        const index = await discovery.current();
        const additions = entryAdditions({
          runtimeExported: runtimePresence === "yes",
          runtimeModule: resolved.runtimeModule,
          connectorNames: [...index.byName.keys()],
          entryExports,
        });
        // Appending moves no existing code, so `map: null` keeps the previous source map valid.
        return additions === undefined ? null : { code: code + additions, map: null };
      },
    },
  };
}
