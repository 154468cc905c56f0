/**
 * An error's message (or its name when the message is empty), always a string, whatever the code made of
 * the error: a message that is an object, a getter that throws.
 */
export function describeError(error: unknown): string {
  try {
    if (error instanceof Error) {
      const message = error.message;
      if (typeof message === "string" && message !== "") return message;
      const name = error.name;
      return typeof name === "string" && name !== "" ? name : "Error";
    }
    return String(error);
  } catch {
    return "Error (it could not be read)";
  }
}
