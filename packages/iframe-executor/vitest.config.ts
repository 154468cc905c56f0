import { existsSync } from "node:fs";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

/**
 * Debian's Chromium, never a downloaded browser: CI installs the `chromium` package (scripts/ensure-chromium.sh),
 * and CHROMIUM_PATH points elsewhere when a machine keeps it somewhere else.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium is not at ${chromiumPath}. Run \`bash scripts/ensure-chromium.sh\` from the repository root (it installs Debian's chromium), or set CHROMIUM_PATH.`,
  );
}

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
