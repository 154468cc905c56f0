/**
 * OpenAPI's parameter serialization (the `style` and `explode` of a parameter or form field), as pure
 * functions over values as the caller gave them. One module for the path, header, query and form rules so
 * the connector's base and its default `request()` cannot disagree.
 */

/** How one parameter or form field is serialized. */
export type ParameterStyle = { style?: string; explode?: boolean };

/** A name and a value to put into a query string or a url-encoded form, in order. */
export type FormPair = readonly [name: string, value: string];

/** A scalar as text: `null` is empty, everything else `String()`. */
export function scalarText(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An array or object as the flat list OpenAPI's non-exploded styles join: `[a, b]`, `[k1, v1, k2, v2]`. */
function flatItems(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(scalarText);
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => [key, scalarText(item)]);
  return [scalarText(value)];
}

/**
 * A path parameter's text in the path (each piece URI-encoded): `simple` (default) `a,b` / `k,v` (exploded
 * `k=v`), `label` `.a.b` (exploded `.a.b`, `.k=v`), `matrix` `;id=a,b` (exploded `;id=a;id=b`, `;k=v`).
 */
export function pathParameterText(name: string, value: unknown, style: ParameterStyle = {}): string {
  const explode = style.explode === true;
  const encode = encodeURIComponent;
  const pairs = isRecord(value)
    ? Object.entries(value).map(([key, item]) => [encode(key), encode(scalarText(item))])
    : undefined;
  const items = Array.isArray(value) ? value.map((item) => encode(scalarText(item))) : undefined;
  switch (style.style) {
    case "label": {
      if (pairs)
        return explode
          ? pairs.map(([key, item]) => `.${key}=${item}`).join("")
          : `.${pairs.flat().join(",")}`;
      if (items) return explode ? items.map((item) => `.${item}`).join("") : `.${items.join(",")}`;
      return `.${encode(scalarText(value))}`;
    }
    case "matrix": {
      const key = encode(name);
      if (pairs)
        return explode
          ? pairs.map(([field, item]) => `;${field}=${item}`).join("")
          : `;${key}=${pairs.flat().join(",")}`;
      if (items)
        return explode ? items.map((item) => `;${key}=${item}`).join("") : `;${key}=${items.join(",")}`;
      return `;${key}=${encode(scalarText(value))}`;
    }
    default: {
      if (pairs)
        return explode ? pairs.map(([key, item]) => `${key}=${item}`).join(",") : pairs.flat().join(",");
      if (items) return items.join(",");
      return encode(scalarText(value));
    }
  }
}

/** A header parameter's text (`simple` style): `a,b`; objects `k,v` (exploded `k=v`). */
export function headerParameterText(value: unknown, style: ParameterStyle = {}): string {
  if (isRecord(value) && style.explode === true)
    return Object.entries(value)
      .map(([key, item]) => `${key}=${scalarText(item)}`)
      .join(",");
  return flatItems(value).join(",");
}

const DELIMITERS: Record<string, string> = { spaceDelimited: " ", pipeDelimited: "|", tabDelimited: "\t" };

/**
 * A query parameter as name/value pairs: `form` (default; exploded by default) `id=a&id=b`, objects
 * `k1=v1&k2=v2` (not exploded: `id=a,b`, `id=k1,v1`); `spaceDelimited`, `pipeDelimited` arrays `id=a b`,
 * `id=a|b`; `deepObject` `id[k]=v`, nested and with array items indexed (`id[k][0]=v`, as Stripe reads it).
 */
export function queryParameterPairs(name: string, value: unknown, style: ParameterStyle = {}): FormPair[] {
  if (value === undefined) return [];
  const kind = style.style ?? "form";
  if (kind === "deepObject") return nestedPairs(name, value);
  const explode = style.explode ?? kind === "form";
  const delimiter = DELIMITERS[kind];
  if (delimiter !== undefined && Array.isArray(value) && !explode)
    return [[name, value.map(scalarText).join(delimiter)]];
  if (!explode) return [[name, flatItems(value).join(",")]];
  if (Array.isArray(value)) return value.map((item) => [name, scalarText(item)] as const);
  if (isRecord(value)) return Object.entries(value).map(([key, item]) => [key, scalarText(item)] as const);
  return [[name, scalarText(value)]];
}

/** `name[key]...=value` for every leaf, arrays indexed: Stripe's form nesting, and OpenAPI `deepObject`. */
export function nestedPairs(name: string, value: unknown): FormPair[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nestedPairs(`${name}[${index}]`, item));
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, item]) => nestedPairs(`${name}[${key}]`, item));
  return [[name, scalarText(value)]];
}

/**
 * A field of a url-encoded form body as name/value pairs. With an encoding `style`, the query rules apply
 * (Stripe declares `deepObject` for its nested fields). Without one: scalars `k=v`, arrays of scalars
 * repeated `k=a&k=b` (`form`, exploded, the default), and objects or arrays of objects nested with brackets
 * (`k[a]=1`, `k[0][a]=1`), the convention form-reading servers (Rails, PHP, Stripe) share, since
 * spreading an object's keys over the top level would lose its name.
 */
export function formFieldPairs(name: string, value: unknown, style: ParameterStyle = {}): FormPair[] {
  if (style.style !== undefined) return queryParameterPairs(name, value, style);
  if (isRecord(value)) return nestedPairs(name, value);
  if (Array.isArray(value) && value.some((item) => isRecord(item) || Array.isArray(item)))
    return nestedPairs(name, value);
  return queryParameterPairs(name, value, style);
}
