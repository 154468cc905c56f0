import { normalizeCode } from "@codemode/runtime-core";
import { type InstrumentResult, preparePrelude, prepareProgramExpression } from "./instrument-code.ts";

/** Entries kept: enough for the programs and preludes of the passes a runtime is replaying. */
const CAPACITY = 64;

const programs = new Map<string, InstrumentResult>();
const preludes = new Map<string, InstrumentResult>();

/**
 * `normalizeCode` then {@link prepareProgramExpression}, remembered for the most recent programs: a durable
 * runtime runs the same code again on every replay pass, and parsing it twice per pass is most of the
 * executor's own host-side cost.
 */
export function prepareProgram(code: string, instrument: boolean): InstrumentResult {
  const key = `${instrument ? 1 : 0}${code}`;
  return remembered(programs, key, () => {
    let normalized: string;
    try {
      normalized = normalizeCode(code);
    } catch (error) {
      return { ok: false, error: `The code could not be normalized: ${(error as Error).message}` };
    }
    return prepareProgramExpression(normalized, instrument);
  });
}

/** {@link preparePrelude}, remembered like {@link prepareProgram}. */
export function preparePreludeCached(
  prelude: string,
  providerName: string,
  instrument: boolean,
): InstrumentResult {
  const key = `${instrument ? 1 : 0}${providerName}\u0000${prelude}`;
  return remembered(preludes, key, () => preparePrelude(prelude, providerName, instrument));
}

function remembered(
  cache: Map<string, InstrumentResult>,
  key: string,
  compute: () => InstrumentResult,
): InstrumentResult {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = compute();
  cache.set(key, value);
  if (cache.size > CAPACITY) cache.delete(cache.keys().next().value as string);
  return value;
}
