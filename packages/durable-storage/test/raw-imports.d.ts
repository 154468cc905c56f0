/** Vite's `?raw` imports: the file's text (the upgrade fixtures are read this way). */
declare module "*?raw" {
  const text: string;
  export default text;
}
