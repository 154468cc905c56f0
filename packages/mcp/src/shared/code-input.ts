import { z } from "zod";

/** The input shape of a tool that takes a program: `{ code }`. */
export function codeInputShape(description: string) {
  return { code: z.string().describe(description) };
}
