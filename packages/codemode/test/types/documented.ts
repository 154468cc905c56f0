/**
 * Type helpers for the API parity tests. Our types may extend a documented shape only with optional fields
 * (DESIGN.md, "Beyond the reference"), so a parity test checks two things: the documented fields are present
 * with exactly the documented types, and every field we add is optional.
 */

/** Keys of `T` whose property may be omitted. */
export type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** The part of `Actual` that the documented shape `Documented` describes. */
export type DocumentedPart<Actual, Documented> = Pick<Actual, Extract<keyof Documented, keyof Actual>>;

/** Keys `Actual` adds to `Documented` that a caller would be forced to provide (must be `never`). */
export type RequiredAdditions<Actual, Documented> = Exclude<
  Exclude<keyof Actual, keyof Documented>,
  OptionalKeys<Actual>
>;

/** Keys the documentation names that `Actual` lacks (must be `never`). */
export type MissingKeys<Actual, Documented> = Exclude<keyof Documented, keyof Actual>;

/** `T` with intersections flattened into one object type, so equality checks compare plain shapes. */
export type Flatten<T> = { [K in keyof T]: T[K] };
