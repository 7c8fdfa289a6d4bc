// The parts of an xlsx package an import reads, straight from the zip held in memory: the central
// directory is checked first (a declared total past IMPORT_MAX_INFLATED_BYTES is refused before any
// byte is inflated), then each part is inflated as a stream (cut off past its declared size) and
// scanned as XML chunk by chunk, giving the event loop back between slices. Workbook structure
// (sheets, their state and part), the 1904 date system, the date styles and the shared strings are
// read here; the rows of a sheet in xlsx-sheet-rows.ts.
import { EventLoopTurns } from '../services/event-loop-turns.ts';
import { XmlError, XmlScanner, type XmlHandler } from '../services/xml-scanner.ts';
import { InflateError, inflateEntry } from '../services/zip-inflate.ts';
import { zipDirectory, type ZipEntry } from '../services/zip-entries.ts';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_INFLATED_BYTES,
  IMPORT_MAX_SHARED_STRINGS,
  IMPORT_MAX_TEXT_CHARS,
  ImportRefused,
  refusals,
} from './xlsx-limits.ts';

export interface SheetInfo {
  name: string;
  /** 'visible', 'hidden' or 'veryHidden'. */
  state: string;
  /** The sheet's part in the zip. */
  path: string;
}

/** A handler of a part (`done()` may end the scan early). */
export type PartHandler = XmlHandler;

/** Formats that are dates among Excel's built-in ids (Excel shows them in the reader's locale). */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Whether a number format code shows a date or time: y m d h s b outside quotes and brackets. */
export function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** `_xHHHH_` escapes of OOXML strings (a carriage return is `_x000D_`). */
export function unescapeOoxml(s: string): string {
  return s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))) : s;
}

/** A part name from a relationship target, relative to the folder of the part holding the relationship. */
function resolveTarget(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = fromPart.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg && seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

const relsOf = (part: string) => {
  const at = part.lastIndexOf('/');
  return `${part.slice(0, at + 1)}_rels/${part.slice(at + 1)}.rels`;
};

interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** A handler that ignores text. */
const silent = (open: (name: string, attrs: Record<string, string>) => void, close: (name: string) => void = () => undefined): PartHandler => ({
  open,
  close,
  text: () => undefined,
  wantsText: () => false,
});

export class XlsxPackage {
  private readonly entries = new Map<string, ZipEntry>();
  private readonly turns = new EventLoopTurns();

  /** Reads the central directory; refuses a file that is not a zip, is encrypted or declares too much. */
  constructor(private readonly buf: Buffer) {
    const dir = zipDirectory(buf);
    if (!dir) throw refusals.notExcel();
    let declared = 0;
    for (const e of dir) {
      declared += e.size;
      if (!this.entries.has(e.name)) this.entries.set(e.name, e);
    }
    if (declared > IMPORT_MAX_INFLATED_BYTES) throw refusals.inflated();
    if (dir.some((e) => e.flags & 0x01) || this.entries.has('EncryptedPackage')) throw refusals.encrypted();
  }

  has(part: string): boolean {
    return this.entries.has(part);
  }

  /** Scans a part as XML (see the file comment); stops when `h.done()` answers true. */
  async scan(part: string, h: PartHandler): Promise<void> {
    const entry = this.entries.get(part);
    if (!entry) throw refusals.notExcel();
    const decoder = new TextDecoder('utf-8');
    const scanner = new XmlScanner(h);
    try {
      for await (const chunk of inflateEntry(this.buf, entry)) {
        scanner.push(decoder.decode(chunk, { stream: true }));
        if (h.done?.()) return;
        await this.turns.turn();
      }
      scanner.push(decoder.decode());
      scanner.end();
    } catch (err) {
      if (err instanceof ImportRefused) throw err;
      if (err instanceof InflateError) {
        if (err.problem === 'too-large') throw refusals.corrupt();
        if (err.problem === 'encrypted') throw refusals.encrypted();
        throw refusals.notExcel();
      }
      if (err instanceof XmlError) throw refusals.notExcel();
      throw err;
    }
  }

  /** Gives the event loop back when the current slice of work has lasted long enough. */
  turn(): Promise<void> {
    return this.turns.turn();
  }

  private async relationships(part: string): Promise<Relationship[]> {
    const rels: Relationship[] = [];
    const path = relsOf(part);
    if (!this.has(path)) return rels;
    await this.scan(
      path,
      silent((name, a) => {
        if (name === 'Relationship' && a.Id && a.Target && a.TargetMode !== 'External') {
          rels.push({ id: a.Id, type: a.Type ?? '', target: resolveTarget(part, a.Target) });
        }
      }),
    );
    return rels;
  }

  /** The workbook: its sheets in order, the 1904 date system, and the parts of its shared strings and styles. */
  async workbook(): Promise<{ sheets: SheetInfo[]; date1904: boolean; sharedStrings?: string; styles?: string }> {
    const root = await this.relationships('');
    const book = root.find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
    const rels = await this.relationships(book);
    const byId = new Map(rels.map((r) => [r.id, r]));
    const sheets: SheetInfo[] = [];
    let date1904 = false;
    await this.scan(
      book,
      silent((name, a) => {
        if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
        if (name !== 'sheet') return;
        const rid = Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1];
        const rel = rid === undefined ? undefined : byId.get(rid);
        if (rel && rel.type.endsWith('/worksheet') && this.has(rel.target)) {
          sheets.push({ name: a.name ?? '', state: a.state ?? 'visible', path: rel.target });
        }
      }),
    );
    const partOf = (type: string) => rels.find((r) => r.type.endsWith(type) && this.has(r.target))?.target;
    return { sheets, date1904, sharedStrings: partOf('/sharedStrings'), styles: partOf('/styles') };
  }

  /** For each cell style (cellXfs index), whether its number format is a date. */
  async dateStyles(part: string | undefined): Promise<boolean[]> {
    if (!part) return [];
    const custom = new Map<number, string>();
    const xfs: number[] = [];
    let inCellXfs = false;
    await this.scan(
      part,
      silent(
        (name, a) => {
          if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
          else if (name === 'cellXfs') inCellXfs = true;
          else if (name === 'xf' && inCellXfs) xfs.push(Number(a.numFmtId ?? 0));
        },
        (name) => {
          if (name === 'cellXfs') inCellXfs = false;
        },
      ),
    );
    return xfs.map((id) => {
      const code = custom.get(id);
      return code === undefined ? BUILTIN_DATE_FORMATS.has(id) : isDateFormat(code);
    });
  }

  /** The shared strings (rich text joined, phonetic runs left out), bounded in count and characters. */
  async sharedStrings(part: string | undefined): Promise<string[]> {
    const out: string[] = [];
    if (!part) return out;
    let total = 0;
    let inSi = false;
    let inT = false;
    let phonetic = 0;
    let pieces: string[] = [];
    let length = 0;
    await this.scan(part, {
      open(name) {
        if (name === 'si') {
          inSi = true;
          pieces = [];
          length = 0;
        } else if (name === 'rPh') phonetic++;
        else if (name === 't') inT = true;
      },
      close(name) {
        if (name === 't') inT = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'si' && inSi) {
          inSi = false;
          if (out.length >= IMPORT_MAX_SHARED_STRINGS) throw refusals.sharedStrings();
          out.push(unescapeOoxml(pieces.join('')));
          pieces = [];
        }
      },
      wantsText: () => inSi && inT && phonetic === 0,
      text(piece) {
        length += piece.length;
        total += piece.length;
        if (length > IMPORT_MAX_CELL_CHARS) throw refusals.sharedText(out.length + 1);
        if (total > IMPORT_MAX_TEXT_CHARS) throw refusals.sharedStrings();
        pieces.push(piece);
      },
    });
    return out;
  }
}
