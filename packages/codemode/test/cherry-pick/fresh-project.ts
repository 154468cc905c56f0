import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The environment of every command run in a fresh project, without NODE_PATH: `pnpm exec` points NODE_PATH at
 * the workspace's hoisted packages, which would let a fresh project resolve what it never installed.
 */
export function isolatedEnvironment(): NodeJS.ProcessEnv {
  const { NODE_PATH: _workspacePath, ...environment } = process.env;
  return { ...environment, npm_config_update_notifier: "false" };
}

/**
 * A project outside the workspace that installs packages with npm, as a user would. `--legacy-peer-deps`
 * keeps npm from installing peer dependencies on its own, so a peer is present only when the test installs it.
 */
export class FreshProject {
  readonly directory: string;

  constructor(directory: string) {
    this.directory = directory;
    mkdirSync(directory, { recursive: true });
    writeFileSync(
      join(directory, "package.json"),
      `${JSON.stringify({ name: "fresh-project", private: true, type: "module" }, null, 2)}\n`,
    );
  }

  /** `npm install` of tarballs or `name@version` specifiers. */
  async install(specifiers: string[]): Promise<void> {
    await run(
      "npm",
      [
        "install",
        "--legacy-peer-deps",
        "--no-audit",
        "--no-fund",
        "--prefer-offline",
        "--loglevel=error",
        ...specifiers,
      ],
      { cwd: this.directory, maxBuffer: 16 * 1024 * 1024, env: isolatedEnvironment() },
    );
  }

  /** Whether `name` could be resolved from the project: a node_modules folder above it holds the package. */
  has(name: string): boolean {
    for (let directory = this.directory; ; directory = dirname(directory)) {
      if (existsSync(join(directory, "node_modules", name, "package.json"))) return true;
      if (dirname(directory) === directory) return false;
    }
  }

  write(path: string, contents: string): string {
    const file = join(this.directory, path);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, contents);
    return file;
  }

  /** Runs a Node script of the project and parses the JSON it prints. */
  async runNode(script: string): Promise<unknown> {
    const { stdout } = await run(process.execPath, [script], {
      cwd: this.directory,
      env: isolatedEnvironment(),
    });
    return JSON.parse(stdout);
  }

  /**
   * Runs the project's own `tsc` and returns the diagnostics in the project's sources and in our packages'
   * declarations (empty when there are none). Declarations of third-party libraries are left out: the AI SDK's
   * expect DOM types and Node's clash with the Workers types, which applications hide with `skipLibCheck`.
   */
  async typecheck(project: string): Promise<string[]> {
    const ours = /^(src\/|node_modules\/(codemode|@codemode)\/)/;
    return (await this.#tsc(project))
      .split("\n")
      .filter((line) => /error TS\d+/.test(line) && (ours.test(line) || !line.startsWith("node_modules/")));
  }

  async #tsc(project: string): Promise<string> {
    try {
      await run(process.execPath, [join(this.directory, "node_modules/typescript/bin/tsc"), "-p", project], {
        cwd: this.directory,
        maxBuffer: 16 * 1024 * 1024,
        env: isolatedEnvironment(),
      });
      return "";
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string; message: string };
      return `${failed.stdout ?? ""}${failed.stderr ?? ""}` || failed.message;
    }
  }
}
