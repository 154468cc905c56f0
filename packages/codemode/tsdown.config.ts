import { libraryConfig } from "../../tsdown.config.base.ts";

export default libraryConfig({
  index: "src/index.ts",
  ai: "src/ai.ts",
  mcp: "src/mcp.ts",
  "tanstack-ai": "src/tanstack-ai.ts",
  browser: "src/browser.ts",
  vite: "src/vite.ts",
});
