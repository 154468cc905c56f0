import { libraryConfig } from "../../tsdown.config.base.ts";

export default libraryConfig({
  index: "src/index.ts",
  internal: "src/internal.ts",
  "sandbox-shared": "src/sandbox-shared.ts",
});
