// API parity of the root entry's connector base class and tool types, as documented, plus the derived
// connectors (MCP, OpenAPI) against the reference declarations.
import type { WorkerEntrypoint } from "cloudflare:workers";
import type * as Reference from "@cloudflare/codemode";
import {
  CodemodeConnector,
  type ConnectorDescription,
  type ConnectorTool,
  type ConnectorTools,
  type ExecutionEndStatus,
  type McpConnectionLike,
  McpConnector,
  OpenApiConnector,
  type OpenApiRequestOptions,
  type PassEndStatus,
  type ToolAnnotations,
  type ToolExecuteContext,
} from "codemode";
import { describe, expectTypeOf, it } from "vitest";
import type { DocumentedPart, RequiredAdditions } from "./documented.ts";
import type { SpecConnectorMethods, SpecConnectorTool, SpecToolExecuteContext } from "./spec-shapes.ts";

type TestEnv = { API_TOKEN: string };
type TestProps = { user: string };

/** A connector written exactly to the documented authoring surface. */
class DocumentedConnector extends CodemodeConnector<TestEnv, TestProps> {
  name(): string {
    return "documented";
  }
  protected override instructions(): string | undefined {
    return "Use for tests.";
  }
  protected tools(): ConnectorTools | Promise<ConnectorTools> {
    return { ping: { execute: () => "pong" } };
  }
  protected override tool(name: string, tool: ConnectorTool): ConnectorTool {
    return name === "ping" ? { ...tool, requiresApproval: true } : tool;
  }

  /** Reads the inherited protected hooks' types from inside the class, where they are visible. */
  hookTypes() {
    return { instructions: super.instructions, tool: super.tool };
  }
}

/** The smallest connector: only the two required hooks. */
class MinimalConnector extends CodemodeConnector {
  name(): string {
    return "minimal";
  }
  protected tools(): ConnectorTools {
    return {};
  }
}

describe("CodemodeConnector", () => {
  it("is a WorkerEntrypoint<Env, Props> constructed with (ctx, env)", () => {
    expectTypeOf<CodemodeConnector<TestEnv, TestProps>>().toExtend<WorkerEntrypoint<TestEnv, TestProps>>();
    expectTypeOf<ConstructorParameters<typeof DocumentedConnector>>().toEqualTypeOf<
      [ctx: DurableObjectState | ExecutionContext, env: TestEnv]
    >();
    expectTypeOf(MinimalConnector).toBeConstructibleWith({} as DurableObjectState, {});
    expectTypeOf(MinimalConnector).toBeConstructibleWith({} as ExecutionContext, {});
  });

  it("requires name() and tools() and nothing else", () => {
    // @ts-expect-error name() is abstract
    class WithoutName extends CodemodeConnector {
      protected tools(): ConnectorTools {
        return {};
      }
    }
    // @ts-expect-error tools() is abstract
    class WithoutTools extends CodemodeConnector {
      name(): string {
        return "without-tools";
      }
    }
    expectTypeOf<WithoutName | WithoutTools>().not.toBeNever();
  });

  it("has the documented protected hooks", () => {
    type Hooks = ReturnType<DocumentedConnector["hookTypes"]>;
    expectTypeOf<Hooks["instructions"]>().toEqualTypeOf<() => string | undefined>();
    expectTypeOf<Hooks["tool"]>().toEqualTypeOf<(name: string, tool: ConnectorTool) => ConnectorTool>();
  });

  it("derives the documented public methods", () => {
    type Methods = DocumentedPart<DocumentedConnector, SpecConnectorMethods>;
    expectTypeOf<Methods>().toExtend<SpecConnectorMethods>();
    expectTypeOf<DocumentedConnector["describe"]>().toEqualTypeOf<() => Promise<ConnectorDescription>>();
    expectTypeOf<DocumentedConnector["executeTool"]>().toEqualTypeOf<
      (method: string, args: unknown, ctx?: ToolExecuteContext) => Promise<unknown>
    >();
    expectTypeOf<DocumentedConnector["revertAction"]>().toEqualTypeOf<
      (method: string, args: unknown, result: unknown, ctx?: ToolExecuteContext) => Promise<boolean>
    >();
    expectTypeOf<DocumentedConnector["onPassEnd"]>().toEqualTypeOf<
      (executionId: string, status: PassEndStatus) => Promise<void>
    >();
    expectTypeOf<DocumentedConnector["disposeExecution"]>().toEqualTypeOf<
      (executionId: string, status: ExecutionEndStatus) => Promise<void>
    >();
    expectTypeOf<DocumentedConnector["getTypeScriptTypes"]>().toEqualTypeOf<() => Promise<string>>();
  });

  it("has the documented status unions", () => {
    expectTypeOf<ExecutionEndStatus>().toEqualTypeOf<"completed" | "error" | "rejected" | "rolled_back">();
    expectTypeOf<PassEndStatus>().toEqualTypeOf<ExecutionEndStatus | "paused">();
  });
});

describe("connector tool types", () => {
  it("ToolExecuteContext carries the execution id, and optional additions only", () => {
    expectTypeOf<
      DocumentedPart<ToolExecuteContext, SpecToolExecuteContext>
    >().toEqualTypeOf<SpecToolExecuteContext>();
    expectTypeOf<RequiredAdditions<ToolExecuteContext, SpecToolExecuteContext>>().toBeNever();
  });

  it("ConnectorTool has the documented fields", () => {
    type Documented = Omit<SpecConnectorTool, "execute" | "revert">;
    expectTypeOf<DocumentedPart<ConnectorTool, Documented>>().toEqualTypeOf<Documented>();
    expectTypeOf<RequiredAdditions<ConnectorTool, SpecConnectorTool>>().toBeNever();
    expectTypeOf<ConnectorTool["execute"]>().toEqualTypeOf<
      (args: unknown, ctx?: ToolExecuteContext) => Promise<unknown> | unknown
    >();
    expectTypeOf<ConnectorTool["revert"]>().toEqualTypeOf<
      ((args: unknown, result: unknown, ctx?: ToolExecuteContext) => Promise<void> | void) | undefined
    >();
    expectTypeOf<SpecConnectorTool>().toExtend<ConnectorTool>();
    expectTypeOf<ConnectorTools>().toEqualTypeOf<Record<string, ConnectorTool>>();
  });

  it("ToolAnnotations matches the reference", () => {
    expectTypeOf<ToolAnnotations>().toEqualTypeOf<Reference.ToolAnnotations>();
  });
});

describe("derived connectors, against the reference declarations", () => {
  it("McpConnector and McpConnectionLike", () => {
    expectTypeOf<McpConnector>().toExtend<CodemodeConnector>();
    expectTypeOf<Reference.McpConnectionLike>().toExtend<McpConnectionLike>();
    expectTypeOf<ConstructorParameters<typeof McpConnector<TestEnv>>>().toEqualTypeOf<
      ConstructorParameters<typeof Reference.McpConnector<TestEnv>>
    >();
    class Github extends McpConnector {
      name() {
        return "github";
      }
      protected createConnection(): McpConnectionLike {
        return { client: { callTool: async () => ({ content: [] }) } };
      }
    }
    expectTypeOf(Github).toBeConstructibleWith({} as ExecutionContext, {});
  });

  it("OpenApiConnector and OpenApiRequestOptions", () => {
    expectTypeOf<OpenApiConnector>().toExtend<CodemodeConnector>();
    // Ours adds only optional fields (contentType, serialization, idempotencyKey): each converts to the other.
    expectTypeOf<Reference.OpenApiRequestOptions>().toExtend<OpenApiRequestOptions>();
    expectTypeOf<OpenApiRequestOptions>().toExtend<Reference.OpenApiRequestOptions>();
    expectTypeOf<
      Omit<OpenApiRequestOptions, "contentType" | "serialization" | "idempotencyKey">
    >().toEqualTypeOf<Reference.OpenApiRequestOptions>();
    class Petstore extends OpenApiConnector {
      name() {
        return "petstore";
      }
      protected spec() {
        return { openapi: "3.0.0", paths: {} };
      }
      protected request(options: OpenApiRequestOptions): Promise<unknown> {
        return Promise.resolve(options.path);
      }
      protected override exposeSpec(): boolean {
        return true;
      }
    }
    expectTypeOf(Petstore).toBeConstructibleWith({} as DurableObjectState, {});
  });
});
