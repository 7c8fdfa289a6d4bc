// Reads an import spreadsheet (the template of xlsx-template.ts, or any sheet with the same column
// titles): finds the header row, matches columns by title and turns each data row into form values
// coerced by the field schema. Coercion problems are reported per row; the caller runs the record
// validator on `values` and adds its messages. Pure: no DB, no Fastify.
//
// The file is read as a stream (xlsx-package.ts, xlsx-sheet-rows.ts): a zip bomb is refused from its
// central directory or the moment it inflates past what it declared, a file is refused the moment it
// passes IMPORT_MAX_ROWS data rows, one cell IMPORT_MAX_CELL_CHARS or the text limits, and only the
// cells of the matched columns are kept (xlsx-limits.ts).
import type { ResourceFile } from '../../schema/resource-types.ts';
import { importColumns, IMPORT_MAX_ROWS, normalizeHeader, sheetName, type SheetColumn } from './xlsx-columns.ts';
import { coerceCell, isBlank, plainText } from './xlsx-coerce.ts';
import { IMPORT_MAX_TEXT_CHARS, ImportRefused, NOT_EXCEL, refusals } from './xlsx-limits.ts';
import { XlsxPackage, type SheetInfo } from './xlsx-package.ts';
import { readSheetRows, type Plain } from './xlsx-sheet-rows.ts';
import { zhOf } from '../routes/zh-of.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { say } from '../http/say.ts';

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
/** Longest cell text that can be a column title (longer cells are not kept while looking for the header). */
const HEADER_MAX_CHARS = 200;

interface SheetContext {
  pkg: XlsxPackage;
  path: string;
  strings: string[];
  dateStyles: boolean[];
  date1904: boolean;
}

function pickSheet(sheets: SheetInfo[], resource: ResourceFile): SheetInfo {
  const name = sheetName(resource.title);
  return sheets.find((s) => s.name === name) ?? sheets.find((s) => s.state === 'visible') ?? sheets[0];
}

/** Sheet column number of each matched column, from the row (of the first ten) matching the most titles. */
async function findHeader(s: SheetContext, columns: SheetColumn[]): Promise<{ row: number; at: Map<SheetColumn, number> }> {
  const byTitle = new Map<string, SheetColumn>();
  for (const c of columns) {
    byTitle.set(normalizeHeader(c.title), c);
    if (!byTitle.has(normalizeHeader(c.field))) byTitle.set(normalizeHeader(c.field), c);
  }
  let best = { row: 1, at: new Map<SheetColumn, number>() };
  await readSheetRows(s.pkg, s.path, {
    ...s,
    keep: () => true,
    keepUpTo: HEADER_MAX_CHARS,
    lastRow: HEADER_SCAN_ROWS,
    onRow(r, cells) {
      const at = new Map<SheetColumn, number>();
      for (const colNumber of [...cells.keys()].sort((a, b) => a - b)) {
        const v = cells.get(colNumber);
        // A long text (say a shared string repeated across the row) is no title: not even normalized.
        const col = typeof v === 'string' && v.length <= HEADER_MAX_CHARS ? byTitle.get(normalizeHeader(v)) : undefined;
        if (col && !at.has(col)) at.set(col, colNumber);
      }
      if (at.size > best.at.size) best = { row: r, at };
    },
  });
  return best;
}

function importRow(row: number, matched: SheetColumn[], cells: Plain[], date1904: boolean, lang: Lang): ImportRow {
  const out: ImportRow = { row, values: {}, problems: [], problemFields: [] };
  matched.forEach((col, i) => {
    const v = cells[i];
    if (v === null || isBlank(v)) return;
    const c = coerceCell(col, v, date1904, lang);
    if (c.ok) {
      if (c.value !== undefined) out.values[col.field] = c.value;
    } else {
      out.values[col.field] = plainText(v);
      out.problems.push(c.message);
      out.problemFields.push(col.field);
    }
  });
  return out;
}

async function readImport(resource: ResourceFile, buffer: Buffer, lang: Lang): Promise<ParsedImport> {
  const pkg = new XlsxPackage(buffer);
  const book = await pkg.workbook();
  if (!book.sheets.length) return { error: say(lang, NOT_EXCEL) };
  const s: SheetContext = {
    pkg,
    path: pickSheet(book.sheets, resource).path,
    dateStyles: await pkg.dateStyles(book.styles),
    strings: await pkg.sharedStrings(book.sharedStrings),
    date1904: book.date1904,
  };
  const columns = importColumns(resource);
  const header = await findHeader(s, columns);
  const missing = columns.filter((c) => c.required && !header.at.has(c)).map((c) => c.title);
  if (missing.length) return { error: say(lang, text('api.resource.import.missingColumns', { columns: missing.join(zhOf('api.resource.listSeparator')) })) };
  if (header.at.size === 0) return { error: say(lang, text('api.resource.importFileLacksTemplateS')) };

  const matched = columns.filter((c) => header.at.has(c));
  const at = matched.map((c) => header.at.get(c) ?? 0);
  const wanted = new Set(at);
  const rows: ImportRow[] = [];
  let textChars = 0;
  await readSheetRows(pkg, s.path, {
    ...s,
    keep: (col) => wanted.has(col),
    onRow(r, kept) {
      if (r <= header.row) return;
      const cells = at.map((n) => kept.get(n) ?? null);
      if (cells.every(isBlank)) return;
      if (rows.length >= IMPORT_MAX_ROWS) throw new ImportRefused(text('api.resource.import.tooManyRows', { max: IMPORT_MAX_ROWS }));
      for (const v of cells) if (typeof v === 'string') textChars += v.length;
      if (textChars > IMPORT_MAX_TEXT_CHARS) throw refusals.text();
      rows.push(importRow(r, matched, cells, s.date1904, lang));
    },
  });
  if (rows.length === 0) return { error: say(lang, text('api.resource.importFileHoldsNoData')) };
  return { rows };
}

/** Parses an import spreadsheet of `resource`; see the file comment. */
export async function parseImport(resource: ResourceFile, buffer: Buffer, lang: Lang = 'zh'): Promise<ParsedImport> {
  try {
    return await readImport(resource, buffer, lang);
  } catch (err) {
    if (err instanceof ImportRefused) return { error: say(lang, err.text) };
    throw err;
  }
}
