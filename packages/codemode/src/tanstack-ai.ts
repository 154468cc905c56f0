export * from "@codemode/tanstack-ai";
