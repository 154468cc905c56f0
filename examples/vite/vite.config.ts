// vite.config.ts
import { cloudflare } from "@cloudflare/vite-plugin";
import codemode from "codemode/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [codemode({ declarationFile: "src/codemode-connectors.d.ts" }), cloudflare()],
});
