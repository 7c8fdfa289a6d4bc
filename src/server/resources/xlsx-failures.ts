// The failure sheet of an import: the rows that were not imported, with the template's columns
// between 行号 (the row in the uploaded file) and 失败原因 (all reasons, joined with ；, in red).
// Values are written as users type them (labels, 是/否, dates as text), and the sheet keeps the
// template's headers and drop-downs, so the user can fix the rows and import this file again
// (行号 and 失败原因 are not template columns and are ignored). Pure: no DB, no Fastify.
import type { ResourceFile } from '../../schema/resource-types.ts';
import { formatCell, importColumns, sheetName, textWidth } from './xlsx-columns.ts';
import { addImportValidations, newWorkbook, workbookBuffer, writeImportHeader } from './xlsx-template.ts';
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { say } from '../http/say.ts';

export interface ImportFailure {
  /** Row number in the uploaded spreadsheet. */
  row: number;
  values: Record<string, unknown>;
  messages: string[];
}

export const ROW_TITLE = text('api.resource.row');
export const REASON_TITLE = text('api.resource.reasonFailure');
export const REASON_SEPARATOR = text('api.resource.reasonSeparator');

const RED = 'FFFF0000';

export async function buildFailureSheet(resource: ResourceFile, failures: ImportFailure[], lang: Lang = 'zh'): Promise<Buffer> {
  const wb = newWorkbook();
  const columns = importColumns(resource);
  const ws = wb.addWorksheet(sheetName(resource.title), { views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }] });
  writeImportHeader(ws, columns, 1);
  const reasonCol = columns.length + 2;
  const rowHead = ws.getCell(1, 1);
  rowHead.value = say(lang, ROW_TITLE);
  rowHead.font = { bold: true };
  ws.getColumn(1).width = 8;
  const reasonHead = ws.getCell(1, reasonCol);
  reasonHead.value = say(lang, REASON_TITLE);
  reasonHead.font = { bold: true, color: { argb: RED } };

  let widest = textWidth(say(lang, REASON_TITLE));
  failures.forEach((f, i) => {
    const reason = f.messages.join(say(lang, REASON_SEPARATOR));
    widest = Math.max(widest, textWidth(reason));
    const row = ws.getRow(i + 2);
    row.values = [f.row, ...columns.map((c) => formatCell(c, f.values[c.field])), reason];
    row.getCell(reasonCol).font = { color: { argb: RED } };
  });
  ws.getColumn(reasonCol).width = Math.min(Math.max(widest + 2, 20), 80);
  if (failures.length) addImportValidations(wb, ws, columns, { from: 2, to: failures.length + 1 }, 1);
  return workbookBuffer(wb);
}
