// Spreadsheets of the import and export tests: the first sheet of an answered workbook, a row's cell texts, and an
// import file made from the answered template with rows filled in under its header.
import ExcelJS from 'exceljs';

/** The first worksheet of an xlsx body. */
export async function firstSheet(body: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  return wb.worksheets[0];
}

/** The texts of row `n` (1-based), empty cells included. */
export function rowTexts(ws: ExcelJS.Worksheet, n: number): string[] {
  const out: string[] = [];
  ws.getRow(n).eachCell({ includeEmpty: true }, (c, i) => {
    out[i - 1] = c.text;
  });
  return out;
}

/** The template `body` with `rows` written from its second row on, as an xlsx to import. */
export async function filledTemplate(body: Buffer, rows: readonly (string | number | Date | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  rows.forEach((r, i) => {
    wb.worksheets[0].getRow(i + 2).values = [...r];
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
