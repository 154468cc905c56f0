import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";
import { CodemodeError } from "@codemode/runtime-core";
import { DynamicWorkerExecutor } from "@codemode/worker-executor";
import { describe, expect, it } from "vitest";
import { createCodemodeRuntime } from "../src/index.ts";
import { inHost, world } from "./runtime-harness.ts";

/** Names that an object used as a map gets wrong: the prototype setter and inherited members. */
const PROTOTYPE_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

/** A connector with any name whose methods have any names; each call and revert is recorded in the scope's world. */
class NamedConnector extends CodemodeConnector {
  readonly #name: string;
  readonly #methods: readonly string[];
  readonly #scope: string;

  constructor(ctx: DurableObjectState, scope: string, name: string, methods: readonly string[]) {
    super(ctx, {});
    this.#scope = scope;
    this.#name = name;
    this.#methods = methods;
  }

  name(): string {
    return this.#name;
  }

  protected tools(): ConnectorTools {
    const state = world(this.#scope);
    const connector = this.#name;
    const tools: ConnectorTools = Object.create(null);
    for (const method of this.#methods) {
      Object.defineProperty(tools, method, {
        enumerable: true,
        value: {
          description: `The ${method} method.`,
          execute: (args: unknown) => {
            state.calls.push({ connector, method, args });
            return { method };
          },
          revert: () => {
            state.reverts.push({ method });
          },
        },
      });
    }
    return tools;
  }
}

/** Runs `work` in the scope's host with the given connectors (and nothing else). */
function inNamedHost<T>(
  scope: string,
  connectors: (state: DurableObjectState) => CodemodeConnector[],
  work: (runtime: ReturnType<typeof createCodemodeRuntime>) => Promise<T>,
): Promise<T> {
  const stub = env.HOST.get(env.HOST.idFromName(scope));
  return runInDurableObject(stub, (_instance, state) =>
    work(
      createCodemodeRuntime({
        ctx: state,
        connectors: connectors(state),
        executor: new DynamicWorkerExecutor({ loader: env.LOADER }),
      }),
    ),
  );
}

describe("names that collide with the prototype or with internals, on a real facet and Worker Loader", () => {
  it("saves, lists, runs, finds, describes and deletes snippets named like Object.prototype members", async () => {
    const scope = "names-snippets";
    const source = await inHost(scope, (runtime) =>
      runtime.execute({ code: "async (input) => ({ ran: input?.name })" }),
    );
    expect(source).toMatchObject({ status: "completed" });
    await inHost(scope, async (runtime) => {
      for (const name of PROTOTYPE_NAMES)
        await runtime.saveSnippet(name, { executionId: source.executionId, description: `Snippet ${name}.` });
    });
    const listed = await inHost(scope, (runtime) => runtime.snippets());
    expect(listed.map((snippet) => snippet.name)).toEqual([...PROTOTYPE_NAMES].sort());
    const ran = await inHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => {
          const names = ${JSON.stringify(PROTOTYPE_NAMES)};
          const out = [];
          for (const name of names) out.push(await codemode.run(name, { name }));
          out.push(await codemode.run("isPrototypeOf", {}));
          return out;
        }`,
      }),
    );
    expect(ran).toMatchObject({
      status: "completed",
      result: [
        ...PROTOTYPE_NAMES.map((name) => ({ ran: name })),
        { error: expect.stringMatching(/Snippet "isPrototypeOf" not found/) },
      ],
    });
    for (const name of PROTOTYPE_NAMES) {
      const described = await inHost(scope, (runtime) => runtime.describe(name));
      expect(described).toMatchObject({ kind: "snippet", path: name });
    }
    const found = await inHost(scope, (runtime) => runtime.search("proto"));
    expect(found.results.map((result) => result.path)).toContain("__proto__");
    for (const name of PROTOTYPE_NAMES)
      expect(await inHost(scope, (runtime) => runtime.deleteSnippet(name))).toBe(true);
    expect(await inHost(scope, (runtime) => runtime.snippets())).toEqual([]);
  });

  it("calls, records and rolls back connectors and methods named like Object.prototype members", async () => {
    const scope = "names-connectors";
    const connectorNames = PROTOTYPE_NAMES.filter((name) => name !== "constructor");
    const connectors = (state: DurableObjectState) =>
      connectorNames.map((name) => new NamedConnector(state, scope, name, PROTOTYPE_NAMES));
    const calls = connectorNames.flatMap((connector) =>
      PROTOTYPE_NAMES.map((method) => `await ${connector}[${JSON.stringify(method)}]({ n: 1 })`),
    );
    const outcome = await inNamedHost(scope, connectors, (runtime) =>
      runtime.execute({ code: `async () => [${calls.join(", ")}].map((result) => result.method)` }),
    );
    expect(outcome).toMatchObject({
      status: "completed",
      result: connectorNames.flatMap(() => PROTOTYPE_NAMES),
    });
    const [record] = await inNamedHost(scope, connectors, (runtime) => runtime.executions());
    expect(record?.log.map((entry) => `${entry.connector}.${entry.method}`)).toEqual(
      connectorNames.flatMap((connector) => PROTOTYPE_NAMES.map((method) => `${connector}.${method}`)),
    );
    const described = await inNamedHost(scope, connectors, (runtime) =>
      runtime.describe("__proto__.__proto__"),
    );
    expect(described).toMatchObject({ kind: "method", path: "__proto__.__proto__" });
    await inNamedHost(scope, connectors, (runtime) => runtime.rollback({ executionId: outcome.executionId }));
    expect(world(scope).reverts).toHaveLength(connectorNames.length * PROTOTYPE_NAMES.length);
  });

  it.each([
    ["__step", "the log's step entries"],
    ["codemode", "the platform SDK's global"],
    ["__codemode$loop", "codemode's internals"],
  ])("refuses a connector named %s (%s) when the runtime is created", async (name) => {
    const scope = `names-reserved-${name}`;
    const error = await inNamedHost(
      scope,
      (state) => [new NamedConnector(state, scope, name, ["write"])],
      async () => undefined,
    ).catch((caught: unknown) => caught);
    expect(CodemodeError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: "configuration" });
    expect((error as Error).message).toContain(`Connector name "${name}" is reserved`);
    expect((error as Error).message).toMatch(/"codemode", "__step" and names beginning with "__codemode"/);
    expect(world(scope).calls).toEqual([]);
  });
});
