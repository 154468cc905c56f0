export { CodemodeRuntime } from "./codemode-runtime.ts";
export { createCodemodeRuntime } from "./create-codemode-runtime.ts";
export { facetName, MISSING_EXPORT } from "./facet-store.ts";
export type {
  CodemodeApproveOptions,
  CodemodeExpireOptions,
  CodemodeRecoverOptions,
  CodemodeRejectOptions,
  CodemodeRollbackOptions,
  CodemodeRuntimeHandle,
  CreateCodemodeRuntimeOptions,
} from "./runtime-handle.ts";
export { runtimeName } from "./runtime-name.ts";
export { SCHEMA_VERSION } from "./sql/schema.ts";
export { SqlExecutionStore } from "./sql/sql-execution-store.ts";
