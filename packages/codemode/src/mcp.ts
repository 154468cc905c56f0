export * from "@codemode/mcp";
