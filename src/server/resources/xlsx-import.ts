// Reads an import spreadsheet (the template of xlsx-template.ts, or any sheet with the same column
// titles): finds the header row, matches columns by title and turns each data row into form values
// coerced by the field schema. Coercion problems are reported per row; the caller runs the record
// validator on `values` and adds its messages. Pure: no DB, no Fastify.
import ExcelJS from 'exceljs';
import type { ResourceFile } from '../../schema/resource-types.ts';
import {
  importColumns,
  IMPORT_MAX_ROWS,
  normalizeHeader,
  numberText,
  sheetName,
  ymd,
  ymdHms,
  type SheetColumn,
} from './xlsx-columns.ts';

export interface ImportRow {
  /** Spreadsheet row number, 1-based as Excel shows it. */
  row: number;
  /** Form values; empty cells are absent. A cell that could not be coerced keeps its text. */
  values: Record<string, unknown>;
  /** Coercion problems, in column order (e.g. 性别取值不正确：男士). */
  problems: string[];
  /** Fields whose cell could not be coerced (the validator's message on them repeats the problem). */
  problemFields: string[];
}

export type ParsedImport = { rows: ImportRow[] } | { error: string };

/** Rows scanned for the header row (a title line above it is tolerated). */
const HEADER_SCAN_ROWS = 10;

/** A cell reduced to a plain value: rich text, hyperlinks and formulas give their text or result. */
type Plain = string | number | boolean | Date | { error: string } | null;

export function plainValue(v: ExcelJS.CellValue | undefined): Plain {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'object' || v instanceof Date) return v;
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('hyperlink' in v) return plainValue(v.text as ExcelJS.CellValue);
  if ('formula' in v || 'sharedFormula' in v) return plainValue(v.result as ExcelJS.CellValue);
  if ('error' in v) return { error: String(v.error) };
  return null;
}

/** The text a user sees for a plain value (for messages and text columns). */
function plainText(v: Exclude<Plain, null>): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return numberText(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return wallTime(v);
  return v.error;
}

// exceljs turns a date serial into the Date whose UTC fields are the wall time typed in Excel:
// the UTC fields (never the local ones) give the day and time the user typed, whatever the zone.
function wallTime(d: Date): string {
  const t = new Date(Math.round(d.getTime() / 1000) * 1000);
  const day = ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
  const time = ymdHms(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds());
  return time.endsWith(' 00:00:00') ? day : time;
}

/** Excel serial day (1900 or 1904 system) as the Date exceljs would give. */
function serialDate(n: number, date1904: boolean): Date {
  return new Date(Math.round((n - (date1904 ? 24107 : 25569)) * 86_400_000));
}

const DATE_TEXT = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[T\s]+(\d{1,2})[:：](\d{1,2})(?:[:：](\d{1,2}))?)?$/;

/** Wall-clock parts of a date text (YYYY-MM-DD, YYYY/M/D, YYYY年M月D日, optionally with H:mm[:ss]). */
function parseDateText(text: string): number[] | null {
  const m = DATE_TEXT.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  return [y, mo, d, h, mi, s];
}

const NUMBER_TEXT = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[+-]?\d+)?$/i;

type Coerced = { ok: true; value: unknown } | { ok: false; message: string };

const bad = (message: string): Coerced => ({ ok: false, message });
const good = (value: unknown): Coerced => ({ ok: true, value });

const TRUE_TEXT = new Set(['是', 'true', '1', 'y', 'yes', '√']);
const FALSE_TEXT = new Set(['否', 'false', '0', 'n', 'no', '×']);

function coerceScalar(col: SheetColumn, v: Exclude<Plain, null>, date1904: boolean): Coerced {
  const title = col.title;
  const text = plainText(v);
  if (typeof v === 'object' && !(v instanceof Date)) return bad(`${title}单元格有错误：${text}`);
  if (col.options.length) {
    const byLabel = col.options.find((o) => o.label === text);
    const option = byLabel ?? col.options.find((o) => String(o.value) === text);
    return option ? good(option.value) : bad(`${title}取值不正确：${text}`);
  }
  const type = col.schema.type === 'array' ? (col.schema.items?.type ?? 'string') : col.schema.type;
  const format = col.schema.type === 'array' ? col.schema.items?.format : col.schema.format;
  if (type === 'boolean') {
    if (typeof v === 'boolean') return good(v);
    const t = text.toLowerCase();
    if (TRUE_TEXT.has(t)) return good(true);
    if (FALSE_TEXT.has(t)) return good(false);
    return bad(`${title}取值不正确：${text}（应为“是”或“否”）`);
  }
  if (type === 'number' || type === 'integer') {
    let n = typeof v === 'number' ? v : NaN;
    if (typeof v === 'string' && text !== '' && NUMBER_TEXT.test(text)) n = Number(text.replace(/,/g, ''));
    if (!Number.isFinite(n)) return bad(`${title}必须是数字：${text}`);
    if (type === 'integer' && !Number.isInteger(n)) return bad(`${title}必须是整数：${text}`);
    return good(n);
  }
  if (format === 'date' || format === 'date-time') {
    const dateTime = format === 'date-time';
    let parts: number[] | null = null;
    if (v instanceof Date || (typeof v === 'number' && v >= 1 && v < 2_958_466)) {
      const d = v instanceof Date ? v : serialDate(v, date1904);
      const t = new Date(Math.round(d.getTime() / 1000) * 1000);
      parts = [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds()];
    } else if (typeof v === 'string') {
      parts = parseDateText(text);
    }
    if (!parts) {
      return bad(dateTime ? `${title}时间格式不正确：${text}（应为YYYY-MM-DD HH:mm:ss）` : `${title}日期格式不正确：${text}（应为YYYY-MM-DD）`);
    }
    const [y, mo, d, h, mi, s] = parts;
    return good(dateTime ? ymdHms(y, mo, d, h, mi, s) : ymd(y, mo, d));
  }
  return good(text);
}

const ITEM_SPLIT = /[、,，;；\n]+/;

/** Coerces one non-empty cell; `undefined` value when it turns out empty (spaces only). */
function coerceCell(col: SheetColumn, v: Exclude<Plain, null>, date1904: boolean): Coerced {
  if (col.schema.type === 'array') {
    const pieces = typeof v === 'string' ? v.split(ITEM_SPLIT).map((p) => p.trim()).filter(Boolean) : [v];
    const out: unknown[] = [];
    for (const p of pieces) {
      const c = coerceScalar(col, p, date1904);
      if (!c.ok) return c;
      out.push(c.value);
    }
    return good(out.length ? out : undefined);
  }
  const c = coerceScalar(col, v, date1904);
  return c.ok && c.value === '' ? good(undefined) : c;
}

function isBlank(v: Plain): boolean {
  return v === null || (typeof v === 'string' && v.trim() === '');
}

async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook | null> {
  // an xlsx is a zip: PK\x03\x04
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) return null;
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  return wb.worksheets.length ? wb : null;
}

function pickSheet(wb: ExcelJS.Workbook, resource: ResourceFile): ExcelJS.Worksheet {
  return wb.getWorksheet(sheetName(resource.title)) ?? wb.worksheets.find((w) => w.state === 'visible') ?? wb.worksheets[0];
}

/** Sheet column number of each matched column, from the row (of the first ten) matching the most titles. */
function findHeader(ws: ExcelJS.Worksheet, columns: SheetColumn[]): { row: number; at: Map<SheetColumn, number> } {
  const byTitle = new Map<string, SheetColumn>();
  for (const c of columns) {
    byTitle.set(normalizeHeader(c.title), c);
    if (!byTitle.has(normalizeHeader(c.field))) byTitle.set(normalizeHeader(c.field), c);
  }
  let best = { row: 1, at: new Map<SheetColumn, number>() };
  for (let r = 1; r <= Math.min(HEADER_SCAN_ROWS, ws.rowCount); r++) {
    const at = new Map<SheetColumn, number>();
    ws.findRow(r)?.eachCell((cell, colNumber) => {
      const v = plainValue(cell.value);
      const col = typeof v === 'string' ? byTitle.get(normalizeHeader(v)) : undefined;
      if (col && !at.has(col)) at.set(col, colNumber);
    });
    if (at.size > best.at.size) best = { row: r, at };
  }
  return best;
}

/** Parses an import spreadsheet of `resource`; see the file comment. */
export async function parseImport(resource: ResourceFile, buffer: Buffer): Promise<ParsedImport> {
  const wb = await loadWorkbook(buffer);
  if (!wb) return { error: '文件不是有效的Excel文件' };
  const date1904 = wb.properties?.date1904 === true;
  const ws = pickSheet(wb, resource);
  const columns = importColumns(resource);
  const header = findHeader(ws, columns);
  const missing = columns.filter((c) => c.required && !header.at.has(c)).map((c) => c.title);
  if (missing.length) return { error: `模板缺少必填列：${missing.join('、')}` };
  if (header.at.size === 0) return { error: '导入文件中没有模板的列，请使用下载的导入模板' };

  const matched = columns.filter((c) => header.at.has(c));
  const raw: { row: number; cells: Plain[] }[] = [];
  for (let r = header.row + 1; r <= ws.rowCount; r++) {
    const row = ws.findRow(r);
    if (!row) continue;
    const cells = matched.map((c) => plainValue(row.getCell(header.at.get(c) ?? 0).value));
    if (cells.every(isBlank)) continue;
    raw.push({ row: r, cells });
    if (raw.length > IMPORT_MAX_ROWS) return { error: `单次最多导入${IMPORT_MAX_ROWS}行` };
  }
  if (raw.length === 0) return { error: '导入文件中没有数据' };

  const rows = raw.map(({ row, cells }): ImportRow => {
    const out: ImportRow = { row, values: {}, problems: [], problemFields: [] };
    matched.forEach((col, i) => {
      const v = cells[i];
      if (v === null || isBlank(v)) return;
      const c = coerceCell(col, v, date1904);
      if (c.ok) {
        if (c.value !== undefined) out.values[col.field] = c.value;
      } else {
        out.values[col.field] = plainText(v);
        out.problems.push(c.message);
        out.problemFields.push(col.field);
      }
    });
    return out;
  });
  return { rows };
}
