import type { ConnectorDescription } from "@codemode/runtime-core";
import type { DocumentTerms } from "./document-terms.ts";
import { payloadChecksum } from "./index-checksum.ts";
import { arePostingsSound, isStoredText, type StoredText } from "./index-text.ts";
import { type SearchDocument, type SearchFields, spell } from "./search-document.ts";
import { type Postings, SearchIndex } from "./search-index.ts";
import { StoredPostings } from "./stored-postings.ts";

/**
 * The version of what a stored method index holds. Bump it whenever an index built from the same
 * documents would come out different (the words a document yields, stemming, weights, saturation, the
 * layout below): a stored index of another version is never read. `index-codec.test.ts` pins the bytes
 * of a sample index under this number, so such a change fails there until it is bumped.
 */
export const SEARCH_INDEX_FORMAT = 7;

/** First four bytes of an encoded index: "cmix". */
const MAGIC = 0x78696d63;

/**
 * Bytes before the text part, as little-endian 32-bit words: magic, format, the payload's checksum (two
 * words, `index-checksum.ts`), text length, term count, posting count, and a zero word, so the payload
 * starts (and, its parts aligned to 8, ends) on a multiple of 8.
 */
const HEADER_BYTES = 32;

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
  values: NO_WORDS,
  response: NO_WORDS,
});

/**
 * The method index of a catalog (`methodIndexFor(connectors)`) as bytes: a header, the documents and terms
 * as JSON text, then every term's postings as one array of document positions (`Int32Array`) and one of
 * saturated frequencies (`Float64Array`), so decoding parses one text and copies two arrays instead of
 * rebuilding anything. The header carries a checksum of everything after it. A document is stored
 * without its fields and without what {@link decodeSearchIndex} takes from the catalog again (connector,
 * path, description, approval): the descriptions are most of a catalog's text, and the catalog is at hand
 * whenever its index is read.
 */
export function encodeSearchIndex(index: SearchIndex): Uint8Array {
  const { documents, phrases, postings } = index.parts();
  const text: StoredText = {
    documents: documents.map((document, position) => [
      document.method,
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
  bytes.set(textBytes, HEADER_BYTES);
  const positions = new Int32Array(bytes.buffer, documentsAt, entries);
  const frequencies = new Float64Array(bytes.buffer, frequenciesAt, entries);
  let offset = 0;
  for (const list of lists) {
    positions.set(list.documents, offset);
    frequencies.set(list.saturatedFrequencies, offset);
    offset += list.documents.length;
  }
  const [checksumLow, checksumHigh] = payloadChecksum(bytes, HEADER_BYTES, bytes.byteLength);
  const header = new DataView(bytes.buffer);
  header.setUint32(0, MAGIC, true);
  header.setUint32(4, SEARCH_INDEX_FORMAT, true);
  header.setUint32(8, checksumLow, true);
  header.setUint32(12, checksumHigh, true);
  header.setUint32(16, textBytes.byteLength, true);
  header.setUint32(20, text.terms.length, true);
  header.setUint32(24, entries, true);
  return bytes;
}

/**
 * The method index of `connectors` that {@link encodeSearchIndex} encoded, or `undefined` when `data` is not
 * a sound index of this format (another version, cut short, damaged: a checksum mismatch, or values of the
 * wrong type, postings out of range or out of order, a term listed twice) or not one of these connectors'
 * methods, one document per method in their order (a hash collision, a store that answered for another
 * key): the caller builds the index instead. Never throws. Each document's connector, path, description
 * and approval are the catalog's, as `methodDocuments` gives them.
 * The postings are copied out of `data`, so the stored bytes (the text part, the larger one) are not kept
 * alive by the index; all of them are checked here, and each term's views of them are made when a search
 * first asks for it ({@link StoredPostings}).
 */
export function decodeSearchIndex(
  data: ArrayBuffer | Uint8Array,
  connectors: readonly ConnectorDescription[],
): SearchIndex | undefined {
  try {
    return decode(data instanceof Uint8Array ? data : new Uint8Array(data), connectors);
  } catch {
    // Nothing above should throw on any bytes; a value that slips past the checks is a miss all the same.
    return undefined;
  }
}

function decode(bytes: Uint8Array, connectors: readonly ConnectorDescription[]): SearchIndex | undefined {
  if (bytes.byteLength < HEADER_BYTES) return undefined;
  const header = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  if (header.getUint32(0, true) !== MAGIC || header.getUint32(4, true) !== SEARCH_INDEX_FORMAT)
    return undefined;
  const textLength = header.getUint32(16, true);
  const termCount = header.getUint32(20, true);
  const entries = header.getUint32(24, true);
  const documentsAt = align(HEADER_BYTES + textLength, 8);
  const frequenciesAt = align(documentsAt + entries * 4, 8);
  if (header.getUint32(28, true) !== 0 || bytes.byteLength !== frequenciesAt + entries * 8) return undefined;
  const [checksumLow, checksumHigh] = payloadChecksum(bytes, HEADER_BYTES, bytes.byteLength);
  if (header.getUint32(8, true) !== checksumLow || header.getUint32(12, true) !== checksumHigh)
    return undefined;
  let text: unknown;
  try {
    text = JSON.parse(new TextDecoder().decode(bytes.subarray(HEADER_BYTES, HEADER_BYTES + textLength)));
  } catch {
    return undefined;
  }
  if (!isStoredText(text, termCount, entries)) return undefined;
  // Copies: aligned whatever `bytes`' offset, and independent of the stored buffer. (Not `bytes.slice`: a
  // Node `Buffer`'s `slice` is a view.)
  const positions = new Int32Array(entries);
  new Uint8Array(positions.buffer).set(bytes.subarray(documentsAt, documentsAt + entries * 4));
  const frequencies = new Float64Array(entries);
  new Uint8Array(frequencies.buffer).set(bytes.subarray(frequenciesAt, frequenciesAt + entries * 8));
  if (!arePostingsSound(positions, frequencies, text.lengths, text.documents.length)) return undefined;
  const postings = new StoredPostings(text.terms, text.lengths, positions, frequencies);
  const stored = text.documents;
  const documents: SearchDocument[] = [];
  const phrases: DocumentTerms["phrases"][] = [];
  for (const connector of connectors) {
    // The stored path spells the connector it was built for: an index of the same method names under
    // other connectors (a hash collision, a store that answered for another key) is a miss.
    const spelledConnector = `${spell(connector.name)} `;
    for (const [method, descriptor] of Object.entries(connector.descriptors ?? {})) {
      const document = stored[documents.length];
      if (document === undefined || document[0] !== method) return undefined;
      if (spelledConnector.length > 1 && !document[2].startsWith(spelledConnector)) return undefined;
      // As `methodDocuments` makes them: the same strings, read from the catalog rather than stored.
      const description = descriptor?.description;
      const path = `${connector.name}.${method}`;
      const requiresApproval = connector.annotations?.[method]?.requiresApproval === true;
      const spelledName = document[1];
      const spelledPath = document[2];
      // Two literals rather than a spread of the optional description: one object a document.
      documents.push(
        typeof description === "string"
          ? {
              path,
              connector: connector.name,
              method,
              description,
              requiresApproval,
              kind: "method",
              fields: NO_FIELDS,
              spelledName,
              spelledPath,
            }
          : {
              path,
              connector: connector.name,
              method,
              requiresApproval,
              kind: "method",
              fields: NO_FIELDS,
              spelledName,
              spelledPath,
            },
      );
      phrases.push(document[3]);
    }
  }
  if (documents.length !== stored.length) return undefined;
  return SearchIndex.fromParts({ documents, phrases, postings, sortedTerms: postings.sortedTerms });
}

function align(offset: number, to: number): number {
  return Math.ceil(offset / to) * to;
}
