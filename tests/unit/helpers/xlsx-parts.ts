// The parts of a minimal xlsx written by hand (one sheet, inline strings or shared strings), for the
// tests of the streaming import: files no spreadsheet program would write (bombs, huge cells, a million
// rows) are generated small, never committed.
import type { ZipPart } from './zip-writer.ts';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One cell: text is written inline, a number as a number, `{s: i}` as shared string i. */
export type HandCell = string | number | { s: number } | null;

/** The XML of a <row> with its cells from column A. */
export function rowXml(r: number, cells: HandCell[]): string {
  const cs = cells.map((c, i) => {
    const ref = `${String.fromCharCode(65 + i)}${r}`;
    if (c === null) return '';
    if (typeof c === 'number') return `<c r="${ref}"><v>${c}</v></c>`;
    if (typeof c === 'object') return `<c r="${ref}" t="s"><v>${c.s}</v></c>`;
    return `<c r="${ref}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`;
  });
  return `<row r="${r}">${cs.join('')}</row>`;
}

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${NS}" xmlns:r="${REL}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/** A sheet's XML from rows numbered from 1. */
export function sheetXml(rows: HandCell[][]): string {
  return SHEET_HEAD + rows.map((cells, i) => rowXml(i + 1, cells)).join('') + SHEET_TAIL;
}

export function sharedStringsXml(strings: string[]): string {
  const si = strings.map((s) => `<si><t xml:space="preserve">${esc(s)}</t></si>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="${NS}" count="${strings.length}" uniqueCount="${strings.length}">${si}</sst>`;
}

/** Every part of a one-sheet workbook around `sheet` (a ZipPart without its name). */
export function xlsxParts(sheet: Omit<ZipPart, 'name'>, opts: { sheetName?: string; sharedStrings?: string[] } = {}): ZipPart[] {
  const shared = opts.sharedStrings !== undefined;
  return [
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        (shared ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : '') +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${esc(opts.sheetName ?? 'Sheet1')}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        (shared ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
        '</Relationships>',
    },
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
    ...(shared ? [{ name: 'xl/sharedStrings.xml', content: sharedStringsXml(opts.sharedStrings ?? []) }] : []),
  ];
}
