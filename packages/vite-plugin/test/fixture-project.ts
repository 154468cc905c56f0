import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** A throwaway project folder for one test. */
export interface FixtureProject {
  /** Absolute path of the project root (the Vite root). */
  readonly root: string;
  /** Writes (or overwrites) a file, creating folders, at a path relative to the root. */
  write(file: string, content: string): Promise<void>;
  /** Removes a file relative to the root. */
  remove(file: string): Promise<void>;
  /** Deletes the whole project folder. */
  dispose(): Promise<void>;
}

/** Creates a project in the system temporary folder with the given files (paths relative to its root). */
export async function createFixtureProject(files: Record<string, string>): Promise<FixtureProject> {
  const root = await mkdtemp(path.join(tmpdir(), "codemode-vite-plugin-"));
  const project: FixtureProject = {
    root,
    async write(file, content) {
      const target = path.join(root, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    },
    async remove(file) {
      await rm(path.join(root, file));
    },
    async dispose() {
      await rm(root, { recursive: true, force: true });
    },
  };
  for (const [file, content] of Object.entries(files)) await project.write(file, content);
  return project;
}
