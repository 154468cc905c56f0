import { DEFAULT_NAMESPACE } from "../constants.ts";
import { CodemodeError } from "../errors.ts";
import type { ConnectorDescription, ConnectorPort, ToolAnnotations } from "../types/connector.ts";
import { STEP_CONNECTOR } from "../types/execution.ts";

/**
 * Names no connector may take, because the runtime already uses them: `codemode` is the platform SDK's
 * sandbox global (`codemode.search`, `describe`, `step`, `run`), and `__step` is the connector name of
 * `codemode.step` entries in the log (a connector of that name would have its calls recorded, replayed and
 * rolled back as steps: its writes would never be reverted).
 */
export const RESERVED_CONNECTOR_NAMES: readonly string[] = [DEFAULT_NAMESPACE, STEP_CONNECTOR];

/** Connector names may not begin with this either: it is kept for codemode's internals (the executor's instrumentation uses `__codemode$`). */
export const RESERVED_CONNECTOR_PREFIX = "__codemode";

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
      checkConnectorName(name);
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

/** Throws a `configuration` error naming `name` and the reserved names when a connector cannot be called that. */
function checkConnectorName(name: unknown): asserts name is string {
  if (typeof name !== "string" || name === "") {
    throw new CodemodeError(
      "configuration",
      `A connector's name() returned ${name === "" ? "an empty string" : typeof name}; return its sandbox namespace, a JavaScript identifier such as "github".`,
    );
  }
  if (RESERVED_CONNECTOR_NAMES.includes(name) || name.startsWith(RESERVED_CONNECTOR_PREFIX)) {
    const reserved = RESERVED_CONNECTOR_NAMES.map((reservedName) => `"${reservedName}"`).join(", ");
    throw new CodemodeError(
      "configuration",
      `Connector name "${name}" is reserved: the runtime uses ${reserved} and names beginning with "${RESERVED_CONNECTOR_PREFIX}" itself (${DEFAULT_NAMESPACE} is the platform SDK's global, ${STEP_CONNECTOR} the log's step entries). Give the connector another name.`,
    );
  }
}

function indexMethods(
  names: readonly string[],
  descriptions: readonly ConnectorDescription[],
): Map<string, Map<string, MethodInfo>> {
  const index = new Map<string, Map<string, MethodInfo>>();
  descriptions.forEach((description, position) => {
    index.set(names[position] ?? description.name, methodsOf(description));
  });
  return index;
}

/**
 * Method tables of frozen descriptions, which cannot change: a description shared by many connector
 * instances (an `OpenApiConnector` over one document) is read once per isolate, not once per runtime handle.
 */
const frozenMethodTables = new WeakMap<ConnectorDescription, Map<string, MethodInfo>>();

function methodsOf(description: ConnectorDescription): Map<string, MethodInfo> {
  const known = frozenMethodTables.get(description);
  if (known !== undefined) return known;
  const methods = new Map<string, MethodInfo>();
  const annotations = description.annotations ?? {};
  for (const method of Object.keys(description.descriptors)) {
    // Own entries only: a method named `constructor` must not read Object's members as its annotations.
    methods.set(method, toInfo(Object.hasOwn(annotations, method) ? annotations[method] : undefined));
  }
  if (isDeeplyFrozen(description)) frozenMethodTables.set(description, methods);
  return methods;
}

/** Whether nothing the method table reads can change: the description, its records and every annotation. */
function isDeeplyFrozen(description: ConnectorDescription): boolean {
  const { descriptors, annotations } = description;
  if (!Object.isFrozen(description) || !Object.isFrozen(descriptors)) return false;
  if (annotations === undefined) return true;
  return Object.isFrozen(annotations) && Object.values(annotations).every(Object.isFrozen);
}

function toInfo(annotations: ToolAnnotations | undefined): MethodInfo {
  return {
    requiresApproval: annotations?.requiresApproval === true,
    ephemeral: annotations?.replay === "reexecute",
  };
}
