/**
 * Names a generated type must not take, because a declaration of the same name already exists where the
 * declarations are read or compiled: TypeScript's keywords and primitive type names, the global types and
 * values of the ECMAScript library (a schema named `Error` or `Record` would collide with them), the fetch,
 * stream and encoding globals sandbox code relies on, and the types of codemode's own sandbox API
 * (`SearchOutput`, `DescribeOutput`). DOM-only names (`Node`, `Event`, `Document`) stay available: they are
 * common schema names, and the sandbox has no DOM.
 */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set(
  [
    // TypeScript keywords and primitive type names
    "any unknown never void undefined null object string number bigint boolean symbol this true false",
    "type interface enum declare namespace module abstract as asserts infer is keyof readonly unique",
    "break case catch class const continue debugger default delete do else export extends finally for",
    "function if import in instanceof new return super switch throw try typeof var while with yield let",
    "static implements package private protected public await async of get set satisfies accessor out",
    // ECMAScript library (lib.es2023 and later)
    "AggregateError AggregateErrorConstructor Array ArrayBuffer ArrayBufferConstructor ArrayBufferLike",
    "ArrayBufferTypes ArrayBufferView ArrayConstructor ArrayIterator ArrayLike AsyncDisposable",
    "AsyncDisposableStack AsyncGenerator AsyncGeneratorFunction AsyncGeneratorFunctionConstructor",
    "AsyncIterable AsyncIterableIterator AsyncIterator AsyncIteratorObject Atomics Awaited BigInt",
    "BigInt64Array BigInt64ArrayConstructor BigIntConstructor BigIntToLocaleStringOptions BigUint64Array",
    "BigUint64ArrayConstructor Boolean BooleanConstructor BuiltinIteratorReturn CallableFunction",
    "Capitalize ClassAccessorDecoratorContext ClassAccessorDecoratorResult ClassAccessorDecoratorTarget",
    "ClassDecorator ClassDecoratorContext ClassFieldDecoratorContext ClassGetterDecoratorContext",
    "ClassMemberDecoratorContext ClassMethodDecoratorContext ClassSetterDecoratorContext ConcatArray",
    "ConstructorParameters DataView DataViewConstructor Date DateConstructor DecoratorContext",
    "DecoratorMetadata DecoratorMetadataObject Disposable DisposableStack Error ErrorConstructor",
    "ErrorOptions EvalError EvalErrorConstructor Exclude Extract FinalizationRegistry",
    "FinalizationRegistryConstructor FlatArray Float16Array Float32Array Float32ArrayConstructor",
    "Float64Array Float64ArrayConstructor Function FunctionConstructor Generator GeneratorFunction",
    "GeneratorFunctionConstructor IArguments ImportAssertions ImportAttributes ImportCallOptions",
    "ImportMeta Infinity InstanceType Int16Array Int16ArrayConstructor Int32Array Int32ArrayConstructor",
    "Int8Array Int8ArrayConstructor Intl Iterable IterableIterator Iterator IteratorObject IteratorResult",
    "IteratorReturnResult IteratorYieldResult JSON Lowercase Map MapConstructor MapIterator Math",
    "MethodDecorator NaN NewableFunction NoInfer NonNullable Number NumberConstructor Object",
    "ObjectConstructor Omit OmitThisParameter ParameterDecorator Parameters Partial Pick Promise",
    "PromiseConstructor PromiseConstructorLike PromiseFulfilledResult PromiseLike PromiseRejectedResult",
    "PromiseSettledResult PropertyDecorator PropertyDescriptor PropertyDescriptorMap PropertyKey Proxy",
    "ProxyConstructor ProxyHandler RangeError RangeErrorConstructor Readonly ReadonlyArray ReadonlyMap",
    "ReadonlySet Record ReferenceError ReferenceErrorConstructor Reflect RegExp RegExpConstructor",
    "RegExpExecArray RegExpIndicesArray RegExpMatchArray RegExpStringIterator Required ReturnType Set",
    "SetConstructor SetIterator SharedArrayBuffer SharedArrayBufferConstructor String StringConstructor",
    "StringIterator SuppressedError Symbol SymbolConstructor SyntaxError SyntaxErrorConstructor",
    "TemplateStringsArray ThisParameterType ThisType TypeError TypeErrorConstructor TypedPropertyDescriptor",
    "URIError URIErrorConstructor Uint16Array Uint16ArrayConstructor Uint32Array Uint32ArrayConstructor",
    "Uint8Array Uint8ArrayConstructor Uint8ClampedArray Uint8ClampedArrayConstructor Uncapitalize",
    "Uppercase WeakKey WeakKeyTypes WeakMap WeakMapConstructor WeakRef WeakRefConstructor WeakSet",
    "WeakSetConstructor",
    // fetch, streams and encoding globals that sandbox code uses (shared by browsers, Workers and Node)
    "AbortController AbortSignal Blob Crypto CryptoKey FormData File Headers ReadableStream Request Response",
    "SubtleCrypto TextDecoder TextEncoder TransformStream URL URLSearchParams WebAssembly WebSocket WritableStream",
    // codemode's sandbox API
    "SearchOutput SearchResult DescribeOutput",
  ]
    .join(" ")
    .split(" "),
);
