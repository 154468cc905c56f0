import { libraryConfig } from "../../tsdown.config.base.ts";

export default libraryConfig({ index: "src/index.ts" });
