import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";

/**
 * The JSON Schema validator every MCP client and server of this package uses. The SDK's default (Ajv)
 * compiles validators with code generation, which Workers forbid; this one interprets schemas, so the same
 * code runs in Workers, Node and browsers.
 */
export function jsonSchemaValidator(): CfWorkerJsonSchemaValidator {
  return new CfWorkerJsonSchemaValidator();
}
