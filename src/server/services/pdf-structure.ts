// Is an uploaded PDF a plain document? It must run from its header to its last %%EOF with nothing after
// it but white space, and carry no active content: no name of a script, launch, embedded file, rich media,
// XFA form or automatic action in any dictionary, whether written plainly, hex-escaped (`/J#61vaScript`)
// or inside a compressed object stream. Stream data (images, fonts, page content) is skipped by its
// length, so that binary bytes are never read as names.
import type { Text } from '../../domain/i18n/message-format.ts';
import { text as msg } from '../../domain/i18n/text.ts';
import zlib from 'node:zlib';

/** Names whose presence makes a PDF active (PDF 32000 12.6 actions, 7.11 embedded files, 12.7.8 XFA). */
const ACTIVE = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'AA', 'XFA', 'SubmitForm', 'ImportData', 'GoToE']);
/** A name token: a solidus and regular characters (white space and delimiters end it). */
const NAME = /\/([^\0\t\n\f\r /<>[\]()%{}]*)/g;
/** A stream keyword after its dictionary's `>>` (so `endstream` and plain text never match). */
const STREAM = />>[\0\t\n\f\r ]*stream(?:\r\n|\n|\r)/g;
/** What all object streams of one file may inflate to, together. */
const MAX_INFLATED = 256 * 1024 * 1024;
/** Streams read at most: a long scanned document has tens of thousands; millions are a file built to stall. */
const MAX_STREAMS = 100_000;

export type PdfProblem = { kind: 'structure' | 'active' | 'unchecked'; detail: Text };

const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
/** The text with every name written in its decoded form. */
const decodeNames = (text: string) => text.replace(NAME, (_m, raw: string) => `/${decodeName(raw)}`);

function activeName(text: string): string | null {
  for (const m of text.matchAll(NAME)) {
    const name = decodeName(m[1]);
    if (ACTIVE.has(name)) return name;
  }
  return null;
}

/** The integer objects of a file (`12 0 obj 345 endobj`), read once: where indirect stream lengths point. */
function integerObjects(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of text.matchAll(/(?:^|[^0-9])(\d+)\s+(\d+)\s+obj\s*(\d+)\s*endobj/g)) out.set(`${m[1]} ${m[2]}`, Number(m[3]));
  return out;
}

/** The value of `/Length` in a stream's dictionary, following an indirect reference; null when unknown. */
function streamLength(dict: string, integers: () => Map<string, number>): number | null {
  const m = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dict);
  if (!m) return null;
  return m[2] === undefined ? Number(m[1]) : (integers().get(`${m[1]} ${m[2]}`) ?? null);
}

/** The bytes of an object stream, inflated; a string says why they cannot be read. */
function objectStreamText(buf: Buffer, dict: string, start: number, end: number, budget: number): string | { error: Text } {
  const filters = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dict)?.[1].match(/\/[^\s/<>[\]()]+/g) ?? [];
  const predictor = /\/Predictor\s+(\d+)/.exec(dict);
  if (filters.some((f) => f !== '/FlateDecode') || filters.length > 1 || (predictor && predictor[1] !== '1')) return { error: msg('server.file.pdfFilter') };
  if (!filters.length) return buf.toString('latin1', start, end);
  try {
    return zlib.inflateSync(buf.subarray(start, end), { maxOutputLength: budget, finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('latin1');
  } catch {
    return { error: msg('server.file.pdfInflate') };
  }
}

/** Why `buf` (starting `%PDF-`) may not be stored, or null. */
export function pdfProblem(buf: Buffer): PdfProblem | null {
  const text = buf.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return { kind: 'structure', detail: msg('server.file.pdfHeader') };
  const eof = text.lastIndexOf('%%EOF');
  if (eof < 0) return { kind: 'structure', detail: msg('server.file.pdfIncomplete') };
  if (!/^[\0\t\n\f\r ]*$/.test(text.slice(eof + 5))) return { kind: 'structure', detail: msg('server.file.pdfTrailing') };

  let budget = MAX_INFLATED;
  let pos = 0;
  let integers: Map<string, number> | null = null;
  const integerObjectsOnce = () => (integers ??= integerObjects(text));
  const found = (name: string | null): PdfProblem | null => (name ? { kind: 'active', detail: msg('server.file.pdfName', { name }) } : null);
  const streams = new RegExp(STREAM.source, 'g');
  let count = 0;
  for (let m = streams.exec(text); m; m = streams.exec(text)) {
    if (++count > MAX_STREAMS) return { kind: 'unchecked', detail: msg('server.file.pdfTooMany') };
    const before = text.slice(pos, m.index + 2);
    const hit = found(activeName(before));
    if (hit) return hit;
    const dict = decodeNames(before.slice(Math.max(before.lastIndexOf(' obj'), before.lastIndexOf('\nobj'), before.lastIndexOf('\robj'), 0)));
    const start = m.index + m[0].length;
    const length = streamLength(dict, integerObjectsOnce);
    let end = length !== null && /^\s*endstream/.test(text.slice(start + length, start + length + 20)) ? start + length : text.indexOf('endstream', start);
    if (end < 0) end = text.length;
    if (/\/Type\s*\/ObjStm\b/.test(dict) || (/\/N\s+\d/.test(dict) && /\/First\s+\d/.test(dict))) {
      const inner = objectStreamText(buf, dict, start, end, budget);
      if (typeof inner !== 'string') return { kind: 'unchecked', detail: inner.error };
      budget -= inner.length;
      if (budget <= 0) return { kind: 'unchecked', detail: msg('server.file.pdfTooLarge') };
      const innerHit = found(activeName(inner));
      if (innerHit) return innerHit;
    }
    pos = end;
    streams.lastIndex = end; // the stream's data is not searched for keywords
  }
  return found(activeName(text.slice(pos)));
}
