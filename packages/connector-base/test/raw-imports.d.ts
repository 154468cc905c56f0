/** Vite's `?raw` imports: the file's text. Large OpenAPI documents are imported this way so TypeScript does not infer types for megabytes of JSON. */
declare module "*?raw" {
  const text: string;
  export default text;
}
