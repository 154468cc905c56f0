import type { ConnectorPort } from "../types/connector.ts";
import type { ExecutionEndStatus, PassEndStatus } from "../types/execution.ts";
import type { Logger } from "./ports.ts";

/**
 * Tells every connector that a pass ended (also a pause). Hooks must not turn a finished run into a failure,
 * so rejections are logged and ignored.
 */
export async function notifyPassEnd(
  connectors: readonly ConnectorPort[],
  executionId: string,
  status: PassEndStatus,
  logger: Logger,
): Promise<void> {
  await Promise.all(
    connectors.map(async (connector) => {
      try {
        await connector.onPassEnd(executionId, status);
      } catch (error) {
        logger.warn(`codemode: ${connector.name()}.onPassEnd failed for execution ${executionId}`, error);
      }
    }),
  );
}

/**
 * Tells every connector that an execution reached a terminal status, so it can release per-execution
 * resources. Never called on a pause. Rejections are logged and ignored.
 */
export async function disposeConnectors(
  connectors: readonly ConnectorPort[],
  executionId: string,
  status: ExecutionEndStatus,
  logger: Logger,
): Promise<void> {
  await Promise.all(
    connectors.map(async (connector) => {
      try {
        await connector.disposeExecution(executionId, status);
      } catch (error) {
        logger.warn(
          `codemode: ${connector.name()}.disposeExecution failed for execution ${executionId}`,
          error,
        );
      }
    }),
  );
}
