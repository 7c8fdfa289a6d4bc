import ExcelJS from 'exceljs';
import { chineseOf } from '../../src/server/http/app-error.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { kindOfHead, safeFileName, sniffFile, FILE_TYPES, type FileType } from '../../src/server/services/sniff-file.ts';
import { oleRootStreams } from '../../src/server/services/ole-streams.ts';
import { zipEntryNames } from '../../src/server/services/zip-entries.ts';
import { docOle, exe, gif, jpeg, mp4, oleOf, ooxmlOf, pdf, png, pptOle, xlsOle, zipOf } from '../api/helpers/sample-files.ts';

let xlsx: Buffer;
beforeAll(async () => {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('人员').addRow(['姓名', '手机号']);
  xlsx = Buffer.from(await wb.xlsx.writeBuffer());
});

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A compound file whose structure cannot be read: the magic, then noise. */
const brokenOle = () => Buffer.concat([OLE_MAGIC, Buffer.alloc(600, 0x41)]);

describe('sniffFile accepts the allowed types by their content', () => {
  const cases: [string, () => Buffer, string, FileType][] = [
    ['PDF', pdf, '报告.pdf', FILE_TYPES.pdf],
    ['docx', () => ooxmlOf('word'), 'a.docx', FILE_TYPES.docx],
    ['pptx', () => ooxmlOf('ppt'), 'a.pptx', FILE_TYPES.pptx],
    ['minimal xlsx', () => ooxmlOf('xl'), 'a.xlsx', FILE_TYPES.xlsx],
    ['a docx named .xlsx is a docx', () => ooxmlOf('word'), 'a.xlsx', FILE_TYPES.docx],
    ['doc (WordDocument stream)', docOle, 'a.doc', FILE_TYPES.doc],
    ['doc named .xls is a doc', docOle, 'a.xls', FILE_TYPES.doc],
    ['xls (Workbook stream)', xlsOle, 'a.xls', FILE_TYPES.xls],
    ['xls of Excel 5 (Book stream)', () => oleOf([{ name: 'Book', type: 2 }]), 'a.xls', FILE_TYPES.xls],
    ['ppt (PowerPoint Document stream)', pptOle, 'a.ppt', FILE_TYPES.ppt],
    [
      'xls embedding a Word object: only the root decides',
      () => oleOf([{ name: 'ObjectPool', type: 1, children: [{ name: 'WordDocument', type: 2 }] }, { name: 'Workbook', type: 2 }]),
      'a.xls',
      FILE_TYPES.xls,
    ],
    [
      'doc whose directory spans two sectors',
      () => oleOf(['a', 'b', 'c', 'd', 'e', 'WordDocument'].map((name) => ({ name, type: 2 as const }))),
      'a.doc',
      FILE_TYPES.doc,
    ],
    ['unreadable OLE named .xls', brokenOle, 'a.xls', FILE_TYPES.xls],
    ['unreadable OLE named .PPT', brokenOle, 'A.PPT', FILE_TYPES.ppt],
    ['PNG', png, 'a.png', FILE_TYPES.png],
    ['PNG named .jpg', png, 'a.jpg', FILE_TYPES.png],
    ['JPEG', jpeg, 'a.jpeg', FILE_TYPES.jpg],
    ['GIF89a', gif, 'a.gif', FILE_TYPES.gif],
    ['GIF87a', () => Buffer.concat([Buffer.from('GIF87a'), gif().subarray(6)]), 'a.gif', FILE_TYPES.gif],
    ['MP4 (isom)', () => mp4(), 'a.mp4', FILE_TYPES.mp4],
    ['MP4 (mp42)', () => mp4('mp42', ['mp42', 'isom']), 'a.mp4', FILE_TYPES.mp4],
    ['MP4 of another major brand, mp4-compatible', () => mp4('XYZ1', ['mp42']), 'a.mp4', FILE_TYPES.mp4],
  ];
  it.each(cases)('%s', (_label, make, name, type) => {
    expect(sniffFile(make(), name)).toEqual({ ok: true, type });
  });

  it('accepts a real xlsx written by exceljs', () => {
    expect(sniffFile(xlsx, '人员.xlsx')).toEqual({ ok: true, type: FILE_TYPES.xlsx });
  });
});

describe('sniffFile refuses everything else, naming the file', () => {
  const html = '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>';
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  const cases: [string, Buffer, string, string][] = [
    ['an executable', exe(), 'setup.exe', '不支持的文件类型：setup.exe'],
    ['an executable named .pdf', exe(), 'setup.pdf', '不支持的文件类型：setup.pdf'],
    ['HTML', Buffer.from(html), 'page.html', '不支持的文件类型：page.html'],
    ['SVG', Buffer.from(svg), 'logo.svg', '不支持的文件类型：logo.svg'],
    ['SVG named .png', Buffer.from(svg), 'logo.png', '不支持的文件类型：logo.png'],
    ['a text file named .png', Buffer.from('hello'), 'photo.png', '不支持的文件类型：photo.png'],
    ['a text file named .docx', Buffer.from('hello'), 'a.docx', '不支持的文件类型：a.docx'],
    ['a plain zip', zipOf({ 'a.txt': 'x' }), 'a.zip', '不支持的文件类型：a.zip'],
    ['a plain zip named .docx', zipOf({ 'word/document.xml': '<x/>' }), 'a.docx', '不支持的文件类型：a.docx'],
    ['an OOXML package of no office application', zipOf({ '[Content_Types].xml': '<Types/>', 'visio/x.xml': '' }), 'a.vsdx', '不支持的文件类型：a.vsdx'],
    ['a macro-enabled Word file', ooxmlOf('word', { 'word/vbaProject.bin': 'vba' }), 'a.docm', '不支持包含宏的文件：a.docm'],
    ['a readable OLE file of no office application (an installer)', oleOf([{ name: '\u0005SummaryInformation', type: 2 }, { name: 'Binary.x', type: 2 }]), 'a.doc', '不支持的文件类型：a.doc'],
    ['an unreadable OLE file named .docx', brokenOle(), 'a.docx', '不支持的文件类型：a.docx'],
    ['an unreadable OLE file named .msi', brokenOle(), 'a.msi', '不支持的文件类型：a.msi'],
    ['M4A audio', mp4('M4A ', ['M4A ', 'mp42', 'isom']), 'a.mp4', '不支持的文件类型：a.mp4'],
    ['QuickTime', mp4('qt  ', ['qt  ']), 'a.mov', '不支持的文件类型：a.mov'],
    ['an ftyp of unknown brands', mp4('abcd', ['abcd']), 'a.mp4', '不支持的文件类型：a.mp4'],
    ['PDF magic not at the start', Buffer.from(' %PDF-1.4'), 'a.pdf', '不支持的文件类型：a.pdf'],
    ['two bytes of a JPEG', Buffer.from([0xff, 0xd8]), 'a.jpg', '不支持的文件类型：a.jpg'],
    ['an empty file', Buffer.alloc(0), 'a.pdf', '文件为空：a.pdf'],
  ];
  it.each(cases)('%s', (_label, buf, name, message) => {
    const r = sniffFile(buf, name);
    expect(r.ok ? r : { ok: false, message: chineseOf(r.message) }).toEqual({ ok: false, message });
  });
});

describe('kindOfHead', () => {
  const cases: [string, Buffer, string | null][] = [
    ['PDF', pdf(), 'document'],
    ['zip', ooxmlOf('word'), 'document'],
    ['OLE', docOle(), 'document'],
    ['PNG', png(), 'image'],
    ['JPEG', jpeg(), 'image'],
    ['GIF', gif(), 'image'],
    ['MP4', mp4(), 'video'],
    ['executable', exe(), null],
    ['text', Buffer.from('hello world, this is text'), null],
  ];
  it.each(cases)('%s', (_label, buf, kind) => {
    expect(kindOfHead(buf.subarray(0, 64))).toBe(kind);
  });
});

describe('zipEntryNames and oleRootStreams', () => {
  it('reads the central directory, or the local headers when the directory is missing', () => {
    const zip = ooxmlOf('word');
    const names = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'];
    expect(zipEntryNames(zip)).toEqual(names);
    const directory = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(directory).toBeGreaterThan(0);
    const cut = zip.subarray(0, directory);
    expect(zipEntryNames(cut)).toEqual(names);
    expect(zipEntryNames(pdf())).toBeNull();
  });

  it('lists only the root storage’s children', () => {
    const file = oleOf([{ name: 'ObjectPool', type: 1, children: [{ name: 'WordDocument', type: 2 }] }, { name: 'Workbook', type: 2 }]);
    expect(oleRootStreams(file)?.sort()).toEqual(['ObjectPool', 'Workbook']);
    expect(oleRootStreams(brokenOle())).toBeNull();
    expect(oleRootStreams(png())).toBeNull();
  });
});

describe('safeFileName', () => {
  const cases: [string, keyof typeof FILE_TYPES, string][] = [
    ['报告.pdf', 'pdf', '报告.pdf'],
    ['照片.JPEG', 'jpg', '照片.jpeg'],
    ['photo.jpg', 'png', 'photo.png'],
    ['report.html', 'pdf', 'report.html.pdf'],
    ['noext', 'docx', 'noext.docx'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\张三\\简历.docx', 'docx', '简历.docx'],
    ['a"b<c>|d?.pdf', 'pdf', 'abcd.pdf'],
    ['evil\u202Efdp.exe', 'pdf', 'evilfdp.exe.pdf'],
    ['line\r\nbreak.pdf', 'pdf', 'linebreak.pdf'],
    ['.hidden', 'pdf', 'hidden.pdf'],
    ['', 'pdf', '文件.pdf'],
    ['.pdf', 'pdf', 'pdf.pdf'],
    ['<>', 'png', '文件.png'],
    [`${'长'.repeat(150)}.xlsx`, 'xlsx', `${'长'.repeat(100)}.xlsx`],
  ];
  it.each(cases)('%j as %s', (name, type, expected) => {
    expect(safeFileName(name, FILE_TYPES[type])).toBe(expected);
  });
});
