import { DynamicWorkerExecutor as ReferenceExecutor } from "@cloudflare/codemode";
import type { Executor } from "@codemode/runtime-core";
import { DynamicWorkerExecutor } from "../src/index.ts";

/** One executor implementation under test. */
export interface Contender {
  /** Column name in the results table. */
  name: string;
  create(loader: WorkerLoader): Executor;
}

/** Ours first, then the reference: the table's ratio is the first over the second. */
export const CONTENDERS: readonly Contender[] = [
  { name: "ours", create: (loader) => new DynamicWorkerExecutor({ loader }) },
  {
    name: "reference",
    create: (loader) => new ReferenceExecutor({ loader }) as unknown as Executor,
  },
];
