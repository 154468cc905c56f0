import { CodemodeError } from "codemode";
import { errorMessage } from "./error-message.ts";

const STATUS_BY_CODE: Record<string, number> = {
  invalid_argument: 400,
  not_found: 404,
  conflict: 409,
  configuration: 500,
};

/** A JSON error body `{ error, code? }` with the status that fits the error's code (500 otherwise). */
export function errorResponse(error: unknown): Response {
  if (CodemodeError.isInstance(error)) {
    return Response.json(
      { error: error.message, code: error.code },
      { status: STATUS_BY_CODE[error.code] ?? 500 },
    );
  }
  return Response.json({ error: errorMessage(error) }, { status: 500 });
}

/** Reads a JSON object body; a missing or malformed body is an `invalid_argument` error saying what to send. */
export async function readJsonObject(
  request: Request,
  example: string,
  optional = false,
): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const text = await request.text();
    if (optional && text.trim() === "") return {};
    body = JSON.parse(text);
  } catch {
    throw new CodemodeError("invalid_argument", `Send a JSON body like ${example}.`);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new CodemodeError("invalid_argument", `Send a JSON object like ${example}.`);
  }
  return body as Record<string, unknown>;
}

/** A string field of a body, or an `invalid_argument` error naming it. */
export function requireString(body: Record<string, unknown>, field: string, example: string): string {
  const value = body[field];
  if (typeof value !== "string" || value.trim() === "") {
    throw new CodemodeError(
      "invalid_argument",
      `"${field}" must be a non-empty string, for example ${example}.`,
    );
  }
  return value.trim();
}
