import { CodemodeError } from "@codemode/runtime-core";
import type { JSONSchema7 } from "json-schema";
import { countCatalogWork } from "../cache-statistics.ts";
import { isRecord, type SchemaObject, setOwn } from "../json-schema/schema-node.ts";
import { REQUEST_BODY_PROPERTY } from "../search/body-values.ts";
import { saysDeprecated } from "../search/deprecation.ts";
import { recordInputOutline } from "../search/input-outline.ts";
import { resolveObject, textField } from "./document-objects.ts";
import type { OpenApiOperation, OpenApiParameter } from "./openapi-operation.ts";
import { OperationNames, operationBaseName } from "./operation-name.ts";
import { inputOutlineOf } from "./operation-outline.ts";
import {
  type BodySpecification,
  operationParameters,
  type ParameterSpecification,
} from "./operation-parameters.ts";
import { requestBody, responseSchema } from "./operation-payloads.ts";
import { sameDocument } from "./same-document.ts";
import { type RewrittenSchema, SchemaDefinitions } from "./schema-definitions.ts";

export type { OpenApiEncoding, OpenApiOperation, OpenApiParameter } from "./openapi-operation.ts";

const HTTP_METHODS: ReadonlySet<string> = new Set([
  "get",
  "put",
  "post",
  "delete",
  "options",
  "head",
  "patch",
  "trace",
]);

/**
 * Derives one tool-ready operation per path and method of an OpenAPI 3.0 / 3.1 or Swagger 2.0 document, in
 * document order. Each operation's `inputSchema` is a standalone object schema (parameters as top-level keys,
 * `body` for the request body) whose `$defs` hold only the definitions it reaches, so its types stay
 * small even for documents with thousands of schemas; recursive schemas keep their recursion through
 * `#/$defs/...`. Parameters come from the path item and the operation (`$ref`s followed); `$ref`s with
 * escaped (`~0`, `~1`) or percent-encoded pointers resolve; external references degrade to `{}`. Bodies of
 * every common media type are derived (JSON preferred, then url-encoded and multipart forms, text, binary;
 * Swagger 2.0 `formData` becomes a form body), with `contentType` and the fields' `bodyEncoding`.
 *
 * Pure and deterministic: the same document always gives the same operations. So derivations are cached
 * per isolate, by the document object and then by its content (compared value by value with the few
 * most recent documents), and a connector built
 * anew for every request over the same document derives nothing again. Cached operations are shared
 * between callers: treat them as read-only (the returned array itself is the caller's own).
 *
 * @throws CodemodeError `invalid_argument` when `spec` is not an object (for example YAML text that was not parsed).
 */
export function deriveOpenApiOperations(spec: Record<string, unknown>): OpenApiOperation[] {
  return [...sharedOpenApiOperations(spec)];
}

/**
 * {@link deriveOpenApiOperations} without the copy: the cached, frozen array itself, the same array for
 * every document of equal content while it is cached. Its identity can key what is built from the
 * operations (`OpenApiConnector` keys the description its instances share by it).
 *
 * @throws CodemodeError `invalid_argument` when `spec` is not an object.
 */
export function sharedOpenApiOperations(spec: Record<string, unknown>): readonly OpenApiOperation[] {
  if (!isRecord(spec)) return deriveFresh(spec);
  const known = derivedByDocument.get(spec);
  if (known) return known;
  const twin = sameContentAs(spec);
  const operations = twin ?? Object.freeze(deriveFresh(spec));
  derivedByDocument.set(spec, operations);
  // A twin's content is already listed: listing every copy parsed per request would keep them all alive.
  if (twin === undefined) {
    recentDocuments.unshift({ document: spec, operations });
    recentDocuments.length = Math.min(recentDocuments.length, RECENT_DOCUMENTS);
  }
  return operations;
}

/** Documents whose operations were derived, by identity: the common case is one imported document object. */
const derivedByDocument = new WeakMap<object, readonly OpenApiOperation[]>();

/** Distinct document objects compared by content (a document parsed again per request meets its twin). */
const RECENT_DOCUMENTS = 4;
type RecentDocument = { document: object; operations: readonly OpenApiOperation[] };
const recentDocuments: RecentDocument[] = [];

/**
 * The operations of a recent document with the same content as `spec`, if any. Compared value by value
 * (`sameDocument`), which stops at the first difference and builds no string: cheaper than serializing
 * and hashing a large document, and the first document of an isolate is compared with nothing.
 */
function sameContentAs(spec: object): readonly OpenApiOperation[] | undefined {
  for (const recent of recentDocuments) {
    if (sameDocument(spec, recent.document)) return recent.operations;
  }
  return undefined;
}

function deriveFresh(spec: Record<string, unknown>): OpenApiOperation[] {
  checkDocument(spec);
  countCatalogWork("operationDerivations");
  const sources = operationSources(spec);
  const schemasAt = schemaReaders(spec, sources);
  return sources.map((source, position) => outlinedOperation(source, schemasAt(position)));
}

/**
 * The schemas of every operation are derived together, on the first read of any of them: their `$defs`
 * names are given in the order the whole document meets them, so they never depend on what was read first.
 * What they are derived from (the document and the operations' sources) is held only until then, so the
 * derived operations do not keep the document alive.
 */
function schemaReaders(
  spec: Record<string, unknown>,
  sources: readonly OperationSource[],
): (position: number) => () => OpenApiOperation {
  let pending: { spec: Record<string, unknown>; sources: readonly OperationSource[] } | undefined = {
    spec,
    sources,
  };
  let derived: OpenApiOperation[] | undefined;
  return (position: number) => (): OpenApiOperation => {
    if (derived === undefined) {
      const from = pending as NonNullable<typeof pending>;
      countCatalogWork("operationSchemaDerivations");
      const definitions = new SchemaDefinitions(from.spec);
      derived = from.sources.map((source) => deriveOperation(source, definitions));
      pending = undefined;
    }
    return derived[position] as OpenApiOperation;
  };
}

function checkDocument(spec: unknown): asserts spec is Record<string, unknown> {
  if (!isRecord(spec)) {
    const kind =
      typeof spec === "string"
        ? "a string (unparsed YAML or JSON?)"
        : String(spec === null ? null : typeof spec);
    throw new CodemodeError(
      "invalid_argument",
      `deriveOpenApiOperations expects an OpenAPI document as an object but got ${kind}. ` +
        "Parse the document first (JSON.parse, or a YAML parser) and pass the resulting object.",
    );
  }
}

/** Every operation of the document in order, with its unique name and what it is derived from. */
function operationSources(spec: Record<string, unknown>): OperationSource[] {
  const paths = resolveObject(spec, spec.paths);
  if (paths === undefined) return [];
  const names = new OperationNames();
  const sources: OperationSource[] = [];
  for (const [path, pathValue] of Object.entries(paths)) {
    const pathItem = resolveObject(spec, pathValue);
    if (pathItem === undefined) continue;
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!HTTP_METHODS.has(method) || !isRecord(operation)) continue;
      const name = names.unique(operationBaseName(method, path, operation.operationId));
      sources.push({ spec, pathItem, operation, method, path, name });
    }
  }
  return sources;
}

interface OperationSource {
  readonly spec: SchemaObject;
  readonly pathItem: SchemaObject;
  readonly operation: SchemaObject;
  readonly method: string;
  readonly path: string;
  readonly name: string;
}

/** What an operation takes, before any schema is copied out of the document. */
interface OperationShape {
  readonly specified: ReturnType<typeof operationParameters>;
  readonly body: BodySpecification | undefined;
  readonly hasBody: boolean;
  /** The parameters that become input keys, in order (the first of a name wins; `body` is the body's). */
  readonly inputParameters: readonly ParameterSpecification[];
}

/**
 * What `source` takes. With `annotated` false its parameters' schemas are left without their parameters'
 * annotations (see `operationParameters`): enough for the outline and the parameter list, which read no
 * annotation.
 */
function operationShape(source: OperationSource, annotated: boolean): OperationShape {
  const { spec, pathItem, operation } = source;
  const specified = operationParameters(spec, pathItem, operation, annotated);
  const body = specified.body ?? requestBody(spec, operation);
  const hasBody =
    body !== undefined &&
    !specified.parameters.some(
      (parameter) => parameter.in === "path" && parameter.name === REQUEST_BODY_PROPERTY,
    );
  const taken = new Set<string>();
  const inputParameters: ParameterSpecification[] = [];
  for (const parameter of specified.parameters) {
    if (taken.has(parameter.name)) continue; // the same name in two locations: first one wins
    if (hasBody && parameter.name === REQUEST_BODY_PROPERTY) continue; // the request body owns the key
    taken.add(parameter.name);
    inputParameters.push(parameter);
  }
  return { specified, body, hasBody, inputParameters };
}

/**
 * The operation with everything but its schemas, which are accessors that read `schemas()` (the operation
 * as fully derived) the first time, with the outline search reads of its input and its result recorded
 * beside it. Its own properties come in the order a fully derived operation has them, so both serialize
 * alike.
 */
function outlinedOperation(source: OperationSource, schemas: () => OpenApiOperation): OpenApiOperation {
  const shape = operationShape(source, false);
  const { body, hasBody } = shape;
  const description = operationDescription(source.operation);
  const name = source.name;
  const method = source.method.toUpperCase();
  const path = source.path;
  const parameters = shape.inputParameters.map(toDerivedParameter);
  const optional: Pick<OpenApiOperation, "contentType" | "bodyEncoding" | "description"> = {};
  if (hasBody && body !== undefined) {
    optional.contentType = body.mediaType;
    if (body.encoding !== undefined) optional.bodyEncoding = body.encoding;
  }
  if (description !== undefined) optional.description = description;
  // Object literals with getters (cheaper than `defineProperty`), in the fully derived operation's key order.
  const response = responseSchema(source.spec, source.operation);
  const operation: OpenApiOperation =
    response === undefined
      ? {
          name,
          method,
          path,
          get inputSchema(): JSONSchema7 {
            return schemas().inputSchema;
          },
          parameters,
          hasBody,
          ...optional,
        }
      : {
          name,
          method,
          path,
          get inputSchema(): JSONSchema7 {
            return schemas().inputSchema;
          },
          parameters,
          hasBody,
          ...optional,
          get outputSchema(): JSONSchema7 | undefined {
            return schemas().outputSchema;
          },
        };
  recordInputOutline(operation, inputOutlineOf(source.spec, shape, response));
  return operation;
}

function toDerivedParameter(parameter: ParameterSpecification): OpenApiParameter {
  const derived: OpenApiParameter = { name: parameter.name, in: parameter.in, required: parameter.required };
  if (parameter.style !== undefined) derived.style = parameter.style;
  if (parameter.explode !== undefined) derived.explode = parameter.explode;
  return derived;
}

function deriveOperation(source: OperationSource, definitions: SchemaDefinitions): OpenApiOperation {
  const { spec, operation } = source;
  const { body, hasBody, inputParameters } = operationShape(source, true);
  const properties: Record<string, SchemaObject | boolean> = {};
  const required: string[] = [];
  const inputReferences: RewrittenSchema["references"][] = [];
  for (const parameter of inputParameters) {
    const rewritten = definitions.rewrite(parameter.schema);
    setOwn(properties, parameter.name, rewritten.schema);
    inputReferences.push(rewritten.references);
    if (parameter.required) required.push(parameter.name);
  }
  if (hasBody && body !== undefined) {
    const rewritten = definitions.rewrite(body.schema);
    properties[REQUEST_BODY_PROPERTY] = withDescription(rewritten.schema, body.description);
    inputReferences.push(rewritten.references);
    if (body.required) required.push(REQUEST_BODY_PROPERTY);
  }
  const inputDefinitions = definitions.definitionsFor(
    inputReferences.flatMap((references) => [...references]),
  );
  const inputSchema: SchemaObject = { type: "object", properties };
  if (required.length > 0) inputSchema.required = required;
  if (inputDefinitions !== undefined) inputSchema.$defs = inputDefinitions;

  const derived: OpenApiOperation = {
    name: source.name,
    method: source.method.toUpperCase(),
    path: source.path,
    inputSchema: inputSchema as JSONSchema7,
    parameters: inputParameters.map(toDerivedParameter),
    hasBody,
  };
  if (hasBody && body !== undefined) {
    derived.contentType = body.mediaType;
    if (body.encoding !== undefined) derived.bodyEncoding = body.encoding;
  }
  const description = operationDescription(operation);
  if (description !== undefined) derived.description = description;
  const output = responseSchema(spec, operation);
  if (output !== undefined) derived.outputSchema = standalone(definitions, output);
  return derived;
}

function standalone(definitions: SchemaDefinitions, schema: SchemaObject | boolean): JSONSchema7 {
  const rewritten = definitions.rewrite(schema);
  const outputDefinitions = definitions.definitionsFor(rewritten.references);
  if (typeof rewritten.schema === "boolean") {
    return (rewritten.schema ? {} : { not: {} }) as JSONSchema7;
  }
  return (
    outputDefinitions === undefined ? rewritten.schema : { ...rewritten.schema, $defs: outputDefinitions }
  ) as JSONSchema7;
}

/**
 * The summary, then the description when it adds something; for an operation the document marks
 * `deprecated`, then "Deprecated." as a sentence of its own, so a model reading it (and search) knows,
 * unless the text already says so as search reads it (`saysDeprecated`). An operation without either keeps
 * no description (its connector says its method and path instead).
 */
function operationDescription(operation: SchemaObject): string | undefined {
  const text = describedText(operation);
  if (operation.deprecated !== true || text === undefined || saysDeprecated(text)) return text;
  return `${text}\n\n${DEPRECATED_NOTE}`;
}

/** What a deprecated operation's description ends with (see `operationDescription`). */
const DEPRECATED_NOTE = "Deprecated.";

function describedText(operation: SchemaObject): string | undefined {
  const summary = textField(operation, "summary");
  const description = textField(operation, "description");
  if (summary === undefined) return description;
  if (description === undefined || description.startsWith(summary)) return description ?? summary;
  return `${summary}\n\n${description}`;
}

function withDescription(
  schema: SchemaObject | boolean,
  description: string | undefined,
): SchemaObject | boolean {
  if (description === undefined || !isRecord(schema) || schema.description !== undefined) return schema;
  return { ...schema, description };
}
