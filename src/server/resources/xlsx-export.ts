// Export of resource records (docs/resource-api.md `export`): one sheet named after the resource,
// row 1 the column titles (frozen), one row per record with values as users read them (labels,
// 是/否, references' labels, 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' in the business zone, arrays joined with 、).
// Written with exceljs' streaming writer, each row committed as it is added, so that the cap of
// 100,000 rows stays quick and light. Pure: no DB, no Fastify.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { cellValue, exportColumns, formatCell, sheetName, type FormatOptions } from './xlsx-columns.ts';
import { zhOf } from '../routes/zh-of.ts';

export type ExportOptions = FormatOptions;

/** A writable stream keeping what it receives. */
function collector(): { stream: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

/**
 * The export workbook of `rows` (API records). `columns`: field names to export, default the list
 * columns then the import columns (see exportColumns: Upload fields and unknown names skipped).
 * `options.timeZone`: zone of date-time instants such as createdAt (default the process's zone).
 */
export async function buildExport(
  resource: ResourceFile,
  rows: Record<string, unknown>[],
  columns?: string[],
  options: ExportOptions = {},
): Promise<Buffer> {
  const cols = exportColumns(resource, columns);
  const out = collector();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out.stream, useStyles: true, useSharedStrings: true });
  wb.creator = zhOf('api.resource.safetyRiskControlPlatform');
  const ws = wb.addWorksheet(sheetName(resource.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = cols.map((c) => ({ key: c.field, width: c.width }));
  const header = ws.addRow(cols.map((c) => c.title));
  header.font = { bold: true };
  header.commit();
  for (const record of rows) {
    ws.addRow(cols.map((c) => formatCell(c, cellValue(c, record), options))).commit();
  }
  ws.commit();
  await wb.commit();
  return out.bytes();
}
