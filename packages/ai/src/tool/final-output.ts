/**
 * The output of an AI SDK `execute`: its value, or, for a streaming tool (an `execute` that returns an async
 * iterable of preliminary results), the last value it yields, which the AI SDK treats as the final output.
 * Sandbox code gets the final value, since an iterator cannot cross into the sandbox.
 */
export async function finalOutput(output: unknown): Promise<unknown> {
  if (!isAsyncIterable(output)) return output;
  let last: unknown;
  for await (const value of output) last = value;
  return last;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function"
  );
}
