export * from "@codemode/iframe-executor";
