import type { DocumentTerms } from "./document-terms.ts";
import type { SearchDocument, SearchFields } from "./search-document.ts";
import { type Postings, SearchIndex } from "./search-index.ts";

/**
 * The version of what a stored method index holds. Bump it whenever an index built from the same
 * documents would come out different (the words a document yields, stemming, weights, saturation, the
 * layout below): a stored index of another version is never read. `index-codec.test.ts` pins the bytes
 * of a sample index under this number, so such a change fails there until it is bumped.
 */
export const SEARCH_INDEX_FORMAT = 1;

/** First four bytes of an encoded index: "cmix". */
const MAGIC = 0x78696d63;

/** Bytes before the text part: magic, format, text length, term count, posting count. */
const HEADER_BYTES = 20;

type StoredDocument = [
  path: string,
  connector: string,
  method: string,
  description: string | null,
  flags: number,
  spelledName: string,
  spelledPath: string,
  phrases: DocumentTerms["phrases"],
];

type StoredText = { documents: StoredDocument[]; terms: string[]; lengths: number[] };

/**
 * The words of a restored document: none. A document's fields are read only while its index is built;
 * what ranking reads of it afterwards (its phrases, its postings) is stored.
 */
const NO_WORDS: string[] = Object.freeze([]) as unknown as string[];
const NO_FIELDS: SearchFields = Object.freeze({
  name: NO_WORDS,
  connector: NO_WORDS,
  summary: NO_WORDS,
  description: NO_WORDS,
  parameters: NO_WORDS,
  body: NO_WORDS,
});

/**
 * The index as bytes: a header, the documents (without their fields) and terms as JSON text, then every term's postings as one
 * array of document positions (`Int32Array`) and one of saturated frequencies (`Float64Array`), so decoding
 * parses one text and makes views into the buffer instead of rebuilding anything.
 */
export function encodeSearchIndex(index: SearchIndex): Uint8Array {
  const { documents, phrases, postings } = index.parts();
  const text: StoredText = {
    documents: documents.map((document, position) => [
      document.path,
      document.connector,
      document.method,
      document.description ?? null,
      (document.requiresApproval ? 1 : 0) | (document.kind === "snippet" ? 2 : 0),
      document.spelledName,
      document.spelledPath,
      phrases[position] as DocumentTerms["phrases"],
    ]),
    terms: [],
    lengths: [],
  };
  // Terms in sorted order: the decoded index sorts them again, which costs next to nothing when they are.
  const terms = [...postings.keys()].sort();
  const lists = terms.map((term) => postings.get(term) as Postings);
  let entries = 0;
  for (const [position, term] of terms.entries()) {
    const length = (lists[position] as Postings).documents.length;
    text.terms.push(term);
    text.lengths.push(length);
    entries += length;
  }
  const textBytes = new TextEncoder().encode(JSON.stringify(text));
  const documentsAt = align(HEADER_BYTES + textBytes.byteLength, 8);
  const frequenciesAt = align(documentsAt + entries * 4, 8);
  const bytes = new Uint8Array(frequenciesAt + entries * 8);
  const header = new DataView(bytes.buffer);
  header.setUint32(0, MAGIC, true);
  header.setUint32(4, SEARCH_INDEX_FORMAT, true);
  header.setUint32(8, textBytes.byteLength, true);
  header.setUint32(12, text.terms.length, true);
  header.setUint32(16, entries, true);
  bytes.set(textBytes, HEADER_BYTES);
  const positions = new Int32Array(bytes.buffer, documentsAt, entries);
  const frequencies = new Float64Array(bytes.buffer, frequenciesAt, entries);
  let offset = 0;
  for (const list of lists) {
    positions.set(list.documents, offset);
    frequencies.set(list.saturatedFrequencies, offset);
    offset += list.documents.length;
  }
  return bytes;
}

/**
 * The index {@link encodeSearchIndex} encoded, or `undefined` when `data` is not one of this format (another
 * version, damaged, cut short): the caller builds the index instead. The postings are views into a copy of
 * `data`'s buffer, aligned as the arrays need.
 */
export function decodeSearchIndex(data: ArrayBuffer | Uint8Array): SearchIndex | undefined {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength < HEADER_BYTES) return undefined;
  // A buffer of our own, starting at offset 0, so the typed-array views are aligned.
  const buffer =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes.buffer
      : bytes.slice().buffer;
  const header = new DataView(buffer);
  if (header.getUint32(0, true) !== MAGIC || header.getUint32(4, true) !== SEARCH_INDEX_FORMAT)
    return undefined;
  const textLength = header.getUint32(8, true);
  const termCount = header.getUint32(12, true);
  const entries = header.getUint32(16, true);
  const documentsAt = align(HEADER_BYTES + textLength, 8);
  const frequenciesAt = align(documentsAt + entries * 4, 8);
  if (buffer.byteLength !== frequenciesAt + entries * 8) return undefined;
  let text: StoredText;
  try {
    text = JSON.parse(
      new TextDecoder().decode(new Uint8Array(buffer, HEADER_BYTES, textLength)),
    ) as StoredText;
  } catch {
    return undefined;
  }
  if (!isStoredText(text, termCount)) return undefined;
  const positions = new Int32Array(buffer, documentsAt, entries);
  const frequencies = new Float64Array(buffer, frequenciesAt, entries);
  const postings = new Map<string, Postings>();
  let offset = 0;
  for (let term = 0; term < termCount; term++) {
    const length = text.lengths[term] as number;
    if (!Number.isSafeInteger(length) || length < 0 || offset + length > entries) return undefined;
    postings.set(text.terms[term] as string, {
      documents: positions.subarray(offset, offset + length),
      saturatedFrequencies: frequencies.subarray(offset, offset + length),
    });
    offset += length;
  }
  if (offset !== entries) return undefined;
  const documents: SearchDocument[] = [];
  const phrases: DocumentTerms["phrases"][] = [];
  for (const stored of text.documents) {
    const [path, connector, method, description, flags, spelledName, spelledPath, phrase] = stored;
    documents.push({
      path,
      connector,
      method,
      ...(description === null ? {} : { description }),
      requiresApproval: (flags & 1) === 1,
      kind: (flags & 2) === 2 ? "snippet" : "method",
      fields: NO_FIELDS,
      spelledName,
      spelledPath,
    });
    phrases.push(phrase);
  }
  for (const list of postings.values()) {
    const last = list.documents[list.documents.length - 1];
    if (last !== undefined && (last < 0 || last >= documents.length)) return undefined;
  }
  return SearchIndex.fromParts({ documents, phrases, postings });
}

function isStoredText(text: unknown, termCount: number): text is StoredText {
  if (typeof text !== "object" || text === null) return false;
  const { documents, terms, lengths } = text as Partial<StoredText>;
  return (
    Array.isArray(documents) &&
    documents.every((document) => Array.isArray(document) && document.length === 8) &&
    Array.isArray(terms) &&
    terms.length === termCount &&
    Array.isArray(lengths) &&
    lengths.length === termCount
  );
}

function align(offset: number, to: number): number {
  return Math.ceil(offset / to) * to;
}
