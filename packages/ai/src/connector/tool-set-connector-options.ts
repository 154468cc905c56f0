import type { ToolSet } from "ai";

/** Options of `ToolSetConnector`. */
export interface ToolSetConnectorOptions {
  /**
   * The sandbox namespace, `tools` by default: with `name: "weather"` the code calls
   * `weather.get_forecast(...)`. A JavaScript identifier, unique in the runtime; `codemode`, `__step` and `__codemode*` are reserved.
   */
  name?: string;
  /** Guidance for the model, shown with the connector's declarations by `codemode.describe`. */
  instructions?: string;
  /** The AI SDK tools to expose. Tools without `execute` are left out (with one warning). */
  tools: ToolSet;
}
