// The rows of one worksheet part, streamed: each <row> is handed over with the plain values of the
// cells the caller keeps (the others are measured, never held), then dropped. A cell past
// IMPORT_MAX_CELL_CHARS is refused as soon as it is passed. Values are what exceljs would give: shared
// and inline strings (rich text joined), numbers, booleans, errors, and Dates for numbers in a date style.
import { IMPORT_MAX_CELL_CHARS, refusals } from './xlsx-limits.ts';
import { unescapeOoxml, type XlsxPackage } from './xlsx-package.ts';

/** A cell reduced to a plain value: rich text gives its text, formulas their cached result. */
export type Plain = string | number | boolean | Date | { error: string } | null;

/** Excel serial day (1900 or 1904 system) as the Date whose UTC fields are the wall time typed. */
export function serialDate(n: number, date1904: boolean): Date {
  return new Date(Math.round((n - (date1904 ? 24107 : 25569)) * 86_400_000));
}

/** Excel's largest row and column numbers: a sheet past them was not written by a spreadsheet program. */
export const MAX_ROW = 1_048_576;
export const MAX_COLUMN = 16_384;

/** 1-based column number of a cell reference ("AB12" → 28); 0 when it has no letters. */
export function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length && i < 3; i++) {
    const c = ref.charCodeAt(i) | 0x20; // lower case
    if (c < 0x61 || c > 0x7a) break;
    col = col * 26 + (c - 0x60);
  }
  return col;
}

/** Column letters of a 1-based column number (28 → "AB"). */
export function columnName(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

export interface SheetRowsOptions {
  strings: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
  /** Whether the cells of a (1-based) column are kept. */
  keep(col: number): boolean;
  /** A kept cell longer than this is dropped (still measured against IMPORT_MAX_CELL_CHARS). */
  keepUpTo?: number;
  /** Rows after this one are not read. */
  lastRow?: number;
  /**
   * Every row with kept non-empty cells (the map is reused: it is valid during the call only);
   * answering true ends the reading.
   */
  onRow(row: number, cells: Map<number, Plain>): boolean | void;
}

function cellValue(type: string, text: string, style: number, o: SheetRowsOptions): Plain {
  switch (type) {
    case 's': {
      const s = o.strings[Number(text)];
      return s === undefined ? null : s;
    }
    case 'inlineStr':
      return unescapeOoxml(text);
    case 'str':
      return text;
    case 'b':
      return text === '1' || text === 'true';
    case 'e':
      return { error: text };
    case 'd': {
      if (!text) return null;
      const d = new Date(/(?:Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`);
      return Number.isNaN(d.getTime()) ? text : d;
    }
    default: {
      if (text === '') return null;
      const n = Number(text);
      if (!Number.isFinite(n)) return text;
      return o.dateStyles[style] ? serialDate(n, o.date1904) : n;
    }
  }
}

/** Reads the rows of the sheet part `path`; see the file comment. */
export async function readSheetRows(pkg: XlsxPackage, path: string, o: SheetRowsOptions): Promise<void> {
  let row = 0;
  let col = 0;
  let type = 'n';
  let style = 0;
  let keepCell = false;
  let inV = false;
  let inIs = false;
  let inT = false;
  let phonetic = 0;
  let pieces: string[] = [];
  let length = 0;
  const cells = new Map<number, Plain>();
  let stopped = false;
  await pkg.scan(path, {
    open(name, a) {
      switch (name) {
        case 'row': {
          const r = a.r === undefined ? row + 1 : Number(a.r);
          if (!Number.isInteger(r) || r < 1) throw refusals.notExcel();
          if (r > MAX_ROW) throw refusals.dimensions();
          row = r;
          col = 0;
          cells.clear();
          if (o.lastRow !== undefined && r > o.lastRow) stopped = true;
          break;
        }
        case 'c':
          col = (a.r === undefined ? 0 : columnOf(a.r)) || col + 1;
          if (col > MAX_COLUMN) throw refusals.dimensions();
          type = a.t ?? 'n';
          style = Number(a.s ?? 0);
          keepCell = o.keep(col);
          pieces = [];
          length = 0;
          break;
        case 'v':
          inV = true;
          break;
        case 'is':
          inIs = true;
          break;
        case 't':
          inT = inIs;
          break;
        case 'rPh':
          phonetic++;
          break;
      }
    },
    close(name) {
      switch (name) {
        case 'v':
          inV = false;
          break;
        case 'is':
          inIs = false;
          break;
        case 't':
          inT = false;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c':
          if (keepCell) {
            const v = cellValue(type, pieces.join(''), style, o);
            if (v !== null) cells.set(col, v);
          }
          keepCell = false;
          pieces = [];
          break;
        case 'row':
          if (cells.size > 0 && !stopped && o.onRow(row, cells) === true) stopped = true;
          cells.clear();
          break;
      }
    },
    wantsText: () => inV || (inIs && inT && phonetic === 0),
    text(piece) {
      length += piece.length;
      if (length > IMPORT_MAX_CELL_CHARS) throw refusals.cell(row, columnName(col));
      if (!keepCell) return;
      if (o.keepUpTo !== undefined && length > o.keepUpTo) {
        keepCell = false;
        pieces = [];
      } else pieces.push(piece);
    },
    done: () => stopped,
  });
}
