/** A bounded line being written: `text` stops growing at `limit` characters, and `full` says it did. */
export interface Writer {
  text: string;
  full: boolean;
  limit: number;
}

/** Appends `text`, cut at the writer's limit. */
export function write(writer: Writer, text: string): void {
  if (writer.full) return;
  if (writer.text.length + text.length > writer.limit) {
    writer.text += text.slice(0, Math.max(0, writer.limit - writer.text.length));
    writer.full = true;
  } else {
    writer.text += text;
  }
}
