// The streaming import's pieces: the XML scanner (whatever the chunking), the zip directory and the
// bounded inflate, and parseImport refusing bombs, huge cells, too many rows and too much text the
// moment the limit is passed (the part after the limit is garbage: reading on would report it).
import { describe, expect, it } from 'vitest';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { isDateFormat } from '../../src/server/resources/xlsx-package.ts';
import { parseImport, type ParsedImport } from '../../src/server/resources/xlsx-import.ts';
import { columnName, columnOf } from '../../src/server/resources/xlsx-sheet-rows.ts';
import { XmlError, XmlScanner, MAX_MARKUP } from '../../src/server/services/xml-scanner.ts';
import { InflateError, inflateEntry } from '../../src/server/services/zip-inflate.ts';
import { zipDirectory } from '../../src/server/services/zip-entries.ts';
import { rowXml, SHEET_HEAD, SHEET_TAIL, sheetXml, xlsxParts, type HandCell } from './helpers/xlsx-parts.ts';
import { zipOf } from './helpers/zip-writer.ts';

function load(json: unknown): ResourceFile {
  const r = checkResourceFile(json);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.resource;
}

const sample = load({
  key: 'xlsx-stream-sample',
  title: '样例',
  endpoint: '/u-basic/xlsx-stream-sample',
  actions: ['list', 'export'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    properties: {
      text: { type: 'string', title: '文本' },
      day: { type: 'string', format: 'date', title: '日期' },
      count: { type: 'integer', title: '人数' },
    },
  },
  list: { columns: [{ field: 'text' }] },
});

/** Every event of the scanner, as text, with text pieces joined. */
function events(xml: string, chunk: number): string[] {
  const out: string[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(`"${text}"`);
    text = '';
  };
  const s = new XmlScanner({
    open: (name, attrs) => {
      flush();
      out.push(`<${name} ${JSON.stringify(attrs)}>`);
    },
    close: (name) => {
      flush();
      out.push(`</${name}>`);
    },
    text: (piece) => {
      text += piece;
    },
    wantsText: () => true,
  });
  for (let i = 0; i < xml.length; i += chunk) s.push(xml.slice(i, i + chunk));
  s.end();
  flush();
  return out;
}

const xlsx = (rows: HandCell[][], opts: { sharedStrings?: string[] } = {}) => zipOf(xlsxParts({ content: sheetXml(rows) }, opts));
const errorOf = (p: ParsedImport) => ('error' in p ? p.error : `rows: ${p.rows.length}`);

describe('XmlScanner', () => {
  const doc =
    '<?xml version="1.0"?><!-- note --><x:a xmlns:x="u" k="1 &gt; 0" q=\'a"b\'><b/>A &amp; B &#x4E2D;&#22269;<![CDATA[<raw>]]><c r="&lt;"></c></x:a>';
  const expected = [
    '<a {"xmlns:x":"u","k":"1 > 0","q":"a\\"b"}>',
    '<b {}>',
    '</b>',
    '"A & B 中国<raw>"',
    '<c {"r":"<"}>',
    '</c>',
    '</a>',
  ];

  it.each([1, 2, 3, 7, 1000])('gives the same events whatever the chunk size (%i)', (chunk) => {
    expect(events(doc, chunk)).toEqual(expected);
  });

  it.each([
    ['a DTD (no entity may expand)', '<!DOCTYPE a [<!ENTITY x "y">]><a/>'],
    ['a document cut inside a tag', '<a><b x="1"'],
    ['a < inside a tag', '<a <b>'],
  ])('refuses %s', (_name, xml) => {
    expect(() => events(xml, 5)).toThrow(XmlError);
  });

  it('refuses a tag longer than MAX_MARKUP instead of holding it', () => {
    const s = new XmlScanner({ open: () => undefined, close: () => undefined, text: () => undefined, wantsText: () => false });
    s.push('<a x="');
    expect(() => {
      for (let i = 0; i < 10; i++) s.push('y'.repeat(MAX_MARKUP / 4));
    }).toThrow(XmlError);
  });
});

describe('zip directory and bounded inflate', () => {
  it('reads the declared sizes without inflating', async () => {
    const zip = await zipOf([
      { name: 'a.txt', content: 'hello' },
      { name: 'b.txt', content: [Buffer.alloc(1000, 'x')], declaredSize: 10, store: false },
    ]);
    expect(zipDirectory(zip)?.map((e) => [e.name, e.size, e.method])).toEqual([
      ['a.txt', 5, 8],
      ['b.txt', 10, 8],
    ]);
    expect(zipDirectory(Buffer.from('PK\x03\x04 not really a zip, no central directory at all'))).toBeNull();
  });

  it('cuts an entry off past its declared size, and refuses corrupt data', async () => {
    const zip = await zipOf([{ name: 'bomb', content: Array(50).fill(Buffer.alloc(1 << 20)), declaredSize: 1 << 20 }]);
    const [entry] = zipDirectory(zip) ?? [];
    let seen = 0;
    const read = async () => {
      for await (const chunk of inflateEntry(zip, entry)) seen += chunk.length;
    };
    await expect(read()).rejects.toEqual(new InflateError('too-large'));
    expect(seen).toBeLessThanOrEqual(1 << 20);

    const broken = Buffer.from(zip);
    broken.fill(0xff, 40, 60);
    await expect(
      (async () => {
        for await (const c of inflateEntry(broken, entry)) seen += c.length;
      })(),
    ).rejects.toBeInstanceOf(InflateError);
  });
});

describe('cell helpers', () => {
  it.each<[string, boolean]>([
    ['yyyy-mm-dd', true],
    ['yyyy"年"m"月"d"日"', true],
    ['h:mm:ss', true],
    ['[$-804]yyyy/m/d', true],
    ['General', false],
    ['0.00', false],
    ['#,##0"元"', false],
    ['[Red]0.00', false],
    ['@', false],
  ])('isDateFormat(%s) is %s', (code, want) => {
    expect(isDateFormat(code)).toBe(want);
  });

  it.each([[1, 'A'], [26, 'Z'], [27, 'AA'], [28, 'AB'], [16384, 'XFD']])('column %i is %s', (n, name) => {
    expect(columnName(n)).toBe(name);
    expect(columnOf(`${name}12`)).toBe(n);
  });
});

describe('parseImport on hand-written files', () => {
  it('reads inline and shared strings, numbers and cells without references', async () => {
    const rows: HandCell[][] = [['文本', '人数'], ['甲', 3], [{ s: 0 }, { s: 1 }]];
    const parsed = await parseImport(sample, await xlsx(rows, { sharedStrings: ['乙', '4'] }));
    expect(parsed).toEqual({
      rows: [
        { row: 2, values: { text: '甲', count: 3 }, problems: [], problemFields: [] },
        { row: 3, values: { text: '乙', count: 4 }, problems: [], problemFields: [] },
      ],
    });
    const noRefs = SHEET_HEAD + '<row><c t="inlineStr"><is><t>文本</t></is></c></row><row><c t="inlineStr"><is><r><t>丙</t></r><r><t>丁</t></r></is></c></row>' + SHEET_TAIL;
    expect(await parseImport(sample, await zipOf(xlsxParts({ content: noRefs })))).toMatchObject({ rows: [{ row: 2, values: { text: '丙丁' } }] });
  });

  it('refuses a bomb from its declared size before inflating anything', async () => {
    // The data is not even deflate: inflating it would fail with another message.
    const parts = xlsxParts({ content: 'not deflate data', store: true, declaredSize: 200 * 1024 * 1024 });
    expect(errorOf(await parseImport(sample, await zipOf(parts)))).toBe('文件解压后超过100MB，请删除无关内容或分批导入');
  });

  it('refuses a bomb that lies about its size the moment it inflates past what it declared', async () => {
    const filler = Buffer.from('<row/>'.repeat(100_000));
    const content = [Buffer.from(SHEET_HEAD + rowXml(1, ['文本'])), ...Array(100).fill(filler), Buffer.from('<<<garbage'), Buffer.from(SHEET_TAIL)];
    const zip = await zipOf(xlsxParts({ content, declaredSize: 1024 * 1024 }));
    expect(zip.length).toBeLessThan(200 * 1024);
    expect(errorOf(await parseImport(sample, zip))).toBe('文件已损坏（解压后的内容与文件声明的不符）');
  });

  it('refuses the 10,001st data row without reading on', async () => {
    const row = (r: number) => Buffer.from(rowXml(r, [`名${r}`]));
    const rows = Array.from({ length: 10_001 }, (_, i) => row(i + 2));
    const content = [Buffer.from(SHEET_HEAD + rowXml(1, ['文本'])), ...rows, Buffer.from('<<<garbage that a full read would choke on'), Buffer.from(SHEET_TAIL)];
    expect(errorOf(await parseImport(sample, await zipOf(xlsxParts({ content }))))).toBe('单次最多导入10000行');
    expect(errorOf(await parseImport(sample, await zipOf(xlsxParts({ content: [Buffer.from(SHEET_HEAD + rowXml(1, ['文本'])), ...rows.slice(0, 10_000), Buffer.from(SHEET_TAIL)] }))))).toBe('rows: 10000');
  });

  it('refuses a cell past 32,767 characters, inline or shared, in any column', async () => {
    const huge = '长'.repeat(32_768);
    expect(errorOf(await parseImport(sample, await xlsx([['文本'], ['a'], [huge]])))).toBe('第3行A列单元格超过32767个字符');
    expect(errorOf(await parseImport(sample, await xlsx([['文本', '备注'], ['a', huge]])))).toBe('第2行B列单元格超过32767个字符');
    expect(errorOf(await parseImport(sample, await xlsx([['文本'], [{ s: 0 }]], { sharedStrings: [huge] })))).toBe('第1条共享文本超过32767个字符');
    expect(errorOf(await parseImport(sample, await xlsx([['文本'], ['长'.repeat(32_767)]])))).toBe('rows: 1');
  });

  it('refuses a few shared strings repeated into too much text', async () => {
    const long = 'x'.repeat(30_000);
    const rows: HandCell[][] = [['文本'], ...Array.from({ length: 600 }, () => [{ s: 0 }])];
    expect(errorOf(await parseImport(sample, await xlsx(rows, { sharedStrings: [long] })))).toBe('导入内容过多（超过16000000个字符），请分批导入');
  });

  it.each<[string, () => Promise<Buffer>, string]>([
    ['a DTD in a sheet', () => zipOf(xlsxParts({ content: '<!DOCTYPE w [<!ENTITY a "aaaa">]>' + sheetXml([['文本'], ['&a;']]) })), '文件不是有效的Excel文件'],
    ['a sheet cut short', () => zipOf(xlsxParts({ content: sheetXml([['文本'], ['a']]).slice(0, -30) })), '文件不是有效的Excel文件'],
    ['a row past Excel\'s last', () => zipOf(xlsxParts({ content: SHEET_HEAD + rowXml(1, ['文本']) + '<row r="1048577"/>' + SHEET_TAIL })), '文件超出Excel的最大行列数（1048576行、16384列）'],
    ['a cell past Excel\'s last column', () => zipOf(xlsxParts({ content: SHEET_HEAD + rowXml(1, ['文本']) + '<row r="2"><c r="XFE2"/></row>' + SHEET_TAIL })), '文件超出Excel的最大行列数（1048576行、16384列）'],
    ['a workbook without its sheet part', async () => zipOf(xlsxParts({ content: sheetXml([['文本']]) }).filter((p) => !p.name.includes('worksheets'))), '文件不是有效的Excel文件'],
  ])('refuses %s', async (_name, make, error) => {
    expect(errorOf(await parseImport(sample, await make()))).toBe(error);
  });
});
