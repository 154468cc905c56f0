import { DEFAULT_NAMESPACE } from "../constants.ts";
import { CodemodeError } from "../errors.ts";
import type { ConnectorDescription, ConnectorPort, ToolAnnotations } from "../types/connector.ts";

/** How the engine treats one connector method. */
export interface MethodInfo {
  requiresApproval: boolean;
  ephemeral: boolean;
}

/**
 * The runtime's connectors: names validated once, descriptions loaded once and indexed so each call finds its
 * annotations without another round trip.
 */
export class ConnectorRegistry {
  readonly connectors: readonly ConnectorPort[];
  readonly names: readonly string[];
  readonly #byName: Map<string, ConnectorPort>;
  #descriptions: Promise<ConnectorDescription[]> | undefined;
  #methods: Map<string, Map<string, MethodInfo>> | undefined;

  constructor(connectors: readonly ConnectorPort[]) {
    this.connectors = connectors;
    this.#byName = new Map();
    for (const connector of connectors) {
      const name = connector.name();
      if (name === DEFAULT_NAMESPACE) {
        throw new CodemodeError(
          "configuration",
          `Connector name "${DEFAULT_NAMESPACE}" is reserved for the platform SDK (codemode.search, describe, step, run). Give the connector another name.`,
        );
      }
      if (this.#byName.has(name)) {
        throw new CodemodeError(
          "configuration",
          `Two connectors are named "${name}"; each connector needs its own sandbox namespace. Rename one of them.`,
        );
      }
      this.#byName.set(name, connector);
    }
    this.names = [...this.#byName.keys()];
  }

  get(name: string): ConnectorPort | undefined {
    return this.#byName.get(name);
  }

  /** Every connector's description, loaded once. */
  descriptions(): Promise<ConnectorDescription[]> {
    this.#descriptions ??= Promise.all(this.connectors.map((connector) => connector.describe())).then(
      (descriptions) => {
        this.#methods = indexMethods(this.names, descriptions);
        return descriptions;
      },
    );
    this.#descriptions.catch(() => {
      this.#descriptions = undefined;
    });
    return this.#descriptions;
  }

  /** How to treat `connector.method`, or `undefined` when the connector has no such method. */
  method(connector: string, method: string): MethodInfo | undefined {
    return this.#methods?.get(connector)?.get(method);
  }

  /** Method names of a connector, for error messages. */
  methodNames(connector: string): string[] {
    return [...(this.#methods?.get(connector)?.keys() ?? [])];
  }
}

function indexMethods(
  names: readonly string[],
  descriptions: readonly ConnectorDescription[],
): Map<string, Map<string, MethodInfo>> {
  const index = new Map<string, Map<string, MethodInfo>>();
  descriptions.forEach((description, position) => {
    const methods = new Map<string, MethodInfo>();
    for (const method of Object.keys(description.descriptors)) {
      methods.set(method, toInfo(description.annotations?.[method]));
    }
    index.set(names[position] ?? description.name, methods);
  });
  return index;
}

function toInfo(annotations: ToolAnnotations | undefined): MethodInfo {
  return {
    requiresApproval: annotations?.requiresApproval === true,
    ephemeral: annotations?.replay === "reexecute",
  };
}
