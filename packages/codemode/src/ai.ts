export * from "@codemode/ai";
