export * from "@codemode/vite-plugin";
export { default } from "@codemode/vite-plugin";
