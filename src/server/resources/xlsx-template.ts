// The import template of a resource (docs/resource-api.md `template`): one sheet named after the
// resource; row 1 holds the column titles (required ones `*title` in red), each with a note giving
// the expected input; data start at row 2 (there is no hint row: xlsx-import.ts reads row 2 as data).
// Rows 2..1001 carry drop-downs (enum labels, 是/否), date / number / length checks and cell
// formats (text for strings, so that phone and ID numbers keep every digit).
import ExcelJS from 'exceljs';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { isRefEntity, REF_ENTITIES } from '../../schema/keywords/ref-entities.ts';
import type { NormalRef } from '../../schema/keywords/ref-fields.ts';
import { resourceRegistry } from './registry.ts';
import {
  headerText,
  importColumns,
  ITEM_SEPARATOR,
  sheetName,
  TEMPLATE_ROWS,
  type SheetColumn,
} from './xlsx-columns.ts';
import { zhOf } from '../routes/zh-of.ts';

/** Hidden sheet holding drop-down options too long for an inline list. */
export const OPTIONS_SHEET = zhOf('api.resource.optionList');

const RED = 'FFFF0000';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };

/** The note of a reference column: the import takes the target's label, never the id. */
function refHint(ref: NormalRef): string {
  const target = resourceRegistry().byKey.get(ref.resource);
  const entity = isRefEntity(ref.resource) ? REF_ENTITIES[ref.resource] : undefined;
  const title = entity?.title ?? target?.title ?? ref.resource;
  const label = entity?.fields[ref.label] ?? target?.form.properties[ref.label]?.title ?? ref.label;
  return zhOf('api.resource.template.refHint', { title, label });
}

/** What a user should type in a column (the header note and the input prompt); '' when nothing useful. */
export function columnHint(col: SheetColumn): string {
  const s = col.schema;
  const parts: string[] = [];
  if (col.required) parts.push(zhOf('api.designer.required'));
  if (col.ref) parts.push(refHint(col.ref));
  if (col.kind === 'enum') parts.push(zhOf('api.resource.template.options', { options: col.options.map((o) => o.label).join(ITEM_SEPARATOR) }));
  if (col.kind === 'boolean') parts.push(zhOf('api.resource.enter'));
  if (col.kind === 'date') {
    parts.push(col.dateTime ? zhOf('api.resource.timeFormatYyyyMmDd') : zhOf('api.resource.dateFormatYyyyMmDd'));
  }
  if (col.kind === 'number') {
    parts.push(s.type === 'integer' ? zhOf('api.resource.enterWholeNumber') : zhOf('api.resource.enterNumber'));
    if (s.minimum !== undefined) parts.push(zhOf('api.resource.template.min', { min: s.minimum }));
    if (s.maximum !== undefined) parts.push(zhOf('api.resource.template.max', { max: s.maximum }));
  }
  if (col.kind === 'array') {
    parts.push(zhOf('api.resource.template.itemSeparator', { separator: ITEM_SEPARATOR }));
    if (col.options.length) parts.push(zhOf('api.resource.template.options', { options: col.options.map((o) => o.label).join(ITEM_SEPARATOR) }));
  }
  if (s['x-validator'] === 'mobile') parts.push(zhOf('api.resource.11DigitMobileNumber'));
  if (s['x-validator'] === 'idCard') parts.push(zhOf('api.resource.18DigitIdCardNumber'));
  if (s['x-validator'] === 'email') parts.push(zhOf('api.resource.emailAddress'));
  if (col.kind === 'string' && s.maxLength !== undefined) parts.push(zhOf('api.resource.template.maxLength', { max: s.maxLength }));
  if (s.description) parts.push(s.description);
  return parts.join(zhOf('api.resource.reasonSeparator'));
}

function numFmtOf(col: SheetColumn): string | undefined {
  if (col.kind === 'date') return col.dateTime ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd';
  if (col.kind === 'string' || col.kind === 'array') return '@';
  return undefined;
}

/**
 * Writes the import header (row 1) of `columns` starting at sheet column `offset + 1`: titles,
 * red `*` titles for required fields, notes, widths and the cell format of each column.
 */
export function writeImportHeader(ws: ExcelJS.Worksheet, columns: SheetColumn[], offset = 0): void {
  const header = ws.getRow(1);
  columns.forEach((col, i) => {
    const column = ws.getColumn(offset + i + 1);
    column.width = col.width;
    const fmt = numFmtOf(col);
    if (fmt) column.numFmt = fmt;
    const cell = header.getCell(offset + i + 1);
    cell.value = headerText(col);
    cell.numFmt = '@';
    cell.font = { bold: true, color: col.required ? { argb: RED } : undefined };
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
    const hint = columnHint(col);
    if (hint) cell.note = hint;
  });
  header.height = 22;
}

// exceljs keeps sheet-level validations (ranges) in `dataValidations`, which its typings omit.
type WithValidations = { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } };

/** A list formula: inline when short and comma-free, else a range of the hidden options sheet. */
function listFormula(wb: ExcelJS.Workbook, labels: string[]): string {
  const inline = labels.join(',');
  if (inline.length <= 250 && !labels.some((l) => /[,"]/.test(l))) return `"${inline}"`;
  const sheet = wb.getWorksheet(OPTIONS_SHEET) ?? wb.addWorksheet(OPTIONS_SHEET, { state: 'hidden' });
  const col = sheet.getColumn(sheet.actualColumnCount + 1);
  labels.forEach((l, i) => (sheet.getCell(i + 1, col.number).value = l));
  return `'${OPTIONS_SHEET}'!$${col.letter}$1:$${col.letter}$${labels.length}`;
}

function validationOf(wb: ExcelJS.Workbook, col: SheetColumn): ExcelJS.DataValidation | undefined {
  const s = col.schema;
  const base = { allowBlank: true, showErrorMessage: true, errorStyle: 'stop', errorTitle: col.title };
  if (col.kind === 'enum') {
    const labels = col.options.map((o) => o.label);
    return { ...base, type: 'list', formulae: [listFormula(wb, labels)], error: zhOf('api.resource.template.pickFromList', { title: col.title }) };
  }
  if (col.kind === 'boolean') return { ...base, type: 'list', formulae: [zhOf('api.resource.template.booleanList')], error: zhOf('api.resource.pleaseChoose') };
  if (col.kind === 'date') {
    const error = col.dateTime ? zhOf('api.resource.pleaseEnterTimeYyyyMm') : zhOf('api.resource.pleaseEnterDateYyyyMm');
    return { ...base, type: 'date', operator: 'between', formulae: [new Date(Date.UTC(1900, 0, 1)), new Date(Date.UTC(9999, 11, 31))], error };
  }
  if (col.kind === 'number') {
    const integer = s.type === 'integer';
    const limit = integer ? 2_147_483_647 : 1e15; // Excel's whole-number checks are 32-bit
    const min = s.minimum ?? s.exclusiveMinimum ?? -limit;
    const max = s.maximum ?? s.exclusiveMaximum ?? limit;
    return { ...base, type: integer ? 'whole' : 'decimal', operator: 'between', formulae: [min, max], error: zhOf('api.resource.template.enterKind', { kind: integer ? zhOf('api.resource.wholeNumber') : zhOf('api.resource.number') }) };
  }
  if (col.kind === 'string' && s.maxLength !== undefined) {
    return { ...base, type: 'textLength', operator: 'lessThanOrEqual', formulae: [s.maxLength], error: zhOf('api.resource.template.tooLong', { title: col.title, max: s.maxLength }) };
  }
  return undefined;
}

/** Adds the drop-downs and checks of `columns` (from sheet column `offset + 1`) over rows `from..to`. */
export function addImportValidations(
  wb: ExcelJS.Workbook,
  ws: ExcelJS.Worksheet,
  columns: SheetColumn[],
  rows: { from: number; to: number },
  offset = 0,
): void {
  const target = ws as unknown as WithValidations;
  columns.forEach((col, i) => {
    const v = validationOf(wb, col);
    if (!v) return;
    const hint = columnHint(col);
    if (hint) Object.assign(v, { showInputMessage: true, promptTitle: col.title.slice(0, 32), prompt: hint.slice(0, 250) });
    const letter = ws.getColumn(offset + i + 1).letter;
    target.dataValidations.add(`${letter}${rows.from}:${letter}${rows.to}`, v);
  });
}

/** The xlsx bytes of a workbook. */
export async function workbookBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

/** A new workbook with the platform as author. */
export function newWorkbook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = zhOf('api.resource.safetyRiskControlPlatform');
  wb.created = new Date();
  return wb;
}

/** The import template of a resource (columns of `import.columns`, see xlsx-columns.ts). */
export async function buildTemplate(resource: ResourceFile): Promise<Buffer> {
  const wb = newWorkbook();
  const columns = importColumns(resource);
  const ws = wb.addWorksheet(sheetName(resource.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  writeImportHeader(ws, columns);
  addImportValidations(wb, ws, columns, { from: 2, to: TEMPLATE_ROWS + 1 });
  return workbookBuffer(wb);
}
