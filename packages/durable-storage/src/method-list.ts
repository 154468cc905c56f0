/**
 * What {@link methodList} requires of a list: `unknown` (no constraint) when it names every key of `T`,
 * otherwise an object naming the keys it lacks, so the compiler error says which methods are missing.
 */
export type NamesEvery<T, List extends readonly unknown[]> = [Exclude<keyof T, List[number]>] extends [never]
  ? unknown
  : { readonly missing: Exclude<keyof T, List[number]> };

/**
 * Checks at compile time that `list` names every method of `T` and nothing else: a name that is not a key of
 * `T` is refused by the element type, and a key of `T` left out is refused by {@link NamesEvery}.
 * The seams that forward an interface method by method (the facet's RPC surface, its host-side stub, the
 * runtime handle) are generated from such a list, so adding a method to the interface without forwarding it
 * fails typecheck instead of failing at run time. Call it as `methodList<Port>()([...names])`.
 */
export function methodList<T>() {
  return <const List extends readonly (keyof T & string)[]>(list: List & NamesEvery<T, List>): List => list;
}
