import type { StoredDiscovery } from "../store-methods.ts";

/**
 * Version of the stored method-vector encoding: a little-endian header of two uint32 (vector count,
 * dimension), then every vector's components as float64, vector after vector. Float64 keeps the vectors
 * exactly as `embed` returned them, so a search over stored vectors ranks as one over fresh ones.
 */
export const VECTOR_FORMAT = 1;

const HEADER_BYTES = 8;

/** The stored form of `vectors`, or `undefined` when they cannot be stored (ragged, empty, not finite). */
export function encodeVectors(vectors: readonly (readonly number[])[]): StoredDiscovery | undefined {
  const dimension = vectors[0]?.length ?? 0;
  if (dimension === 0) return undefined;
  const data = new ArrayBuffer(HEADER_BYTES + vectors.length * dimension * 8);
  const view = new DataView(data);
  view.setUint32(0, vectors.length, true);
  view.setUint32(4, dimension, true);
  let offset = HEADER_BYTES;
  for (const vector of vectors) {
    if (vector.length !== dimension) return undefined;
    for (const component of vector) {
      if (typeof component !== "number" || !Number.isFinite(component)) return undefined;
      view.setFloat64(offset, component, true);
      offset += 8;
    }
  }
  return { format: VECTOR_FORMAT, data };
}

/**
 * The vectors a stored value holds, or `undefined` when it is not a sound value of {@link VECTOR_FORMAT}
 * (another format, a length that disagrees with its header, a component that is not finite): the caller
 * then embeds again, so a damaged row costs one embedding, never a failed search.
 */
export function decodeVectors(stored: StoredDiscovery | null | undefined): number[][] | undefined {
  if (!stored || stored.format !== VECTOR_FORMAT || !(stored.data instanceof ArrayBuffer)) return undefined;
  const { data } = stored;
  if (data.byteLength < HEADER_BYTES) return undefined;
  const view = new DataView(data);
  const count = view.getUint32(0, true);
  const dimension = view.getUint32(4, true);
  if (count === 0 || dimension === 0 || data.byteLength !== HEADER_BYTES + count * dimension * 8)
    return undefined;
  const vectors: number[][] = new Array(count);
  let offset = HEADER_BYTES;
  for (let position = 0; position < count; position++) {
    const vector: number[] = new Array(dimension);
    for (let component = 0; component < dimension; component++) {
      const value = view.getFloat64(offset, true);
      if (!Number.isFinite(value)) return undefined;
      vector[component] = value;
      offset += 8;
    }
    vectors[position] = vector;
  }
  return vectors;
}
