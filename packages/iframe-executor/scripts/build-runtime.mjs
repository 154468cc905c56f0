// Builds the sandbox runtime (src/runtime) into dist/runtime: for each entry, <name>.js, one self-contained
// minified script (an IIFE, so it declares nothing at global scope), and <name>.text.js (with its .d.ts), a
// module whose default export is that script's text. src/sandbox-document.ts imports the texts, wraps each in
// a function that receives the setup (src/runtime/runtime-setup.ts) and puts them in the iframe's srcdoc and
// the Worker's source. The package build runs this before tsdown, which bundles the texts into dist/index.js.
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "dist/runtime");
const HEADER = "// Built from src/runtime by scripts/build-runtime.mjs: the minified sandbox runtime.\n";
const SETUP_PARAMETER = "__codemodeRuntimeSetup";
const ENTRIES = { frame: "src/runtime/frame/entry.ts", worker: "src/runtime/worker/entry.ts" };

function loadEsbuild() {
  try {
    return createRequire(join(root, "package.json"))("esbuild");
  } catch {
    throw new Error(
      "build-runtime: esbuild is not installed. Run `pnpm install` at the repository root first.",
    );
  }
}

const esbuild = loadEsbuild();
await mkdir(outDir, { recursive: true });
for (const [name, entry] of Object.entries(ENTRIES)) {
  const built = await esbuild.build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "esnext",
    minify: true,
    legalComments: "none",
    charset: "ascii",
    // Strictness is the wrapper's to choose (src/sandbox-document.ts), as it was before the runtime was built.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
  });
  const script = built.outputFiles[0].text.trim();
  // The frame's script is inlined in a <script> element: no text that could end it or change how it is parsed.
  if (/<\/?script|<!--/i.test(script)) throw new Error(`build-runtime: ${name}.js contains markup-like text`);
  if (!script.includes(SETUP_PARAMETER)) throw new Error(`build-runtime: ${name}.js does not read its setup`);
  await writeFile(join(outDir, `${name}.js`), `${script}\n`);
  await writeFile(join(outDir, `${name}.text.js`), `${HEADER}export default ${JSON.stringify(script)};\n`);
  await writeFile(
    join(outDir, `${name}.text.d.ts`),
    `${HEADER}declare const runtime: string;\nexport default runtime;\n`,
  );
}
