// Uploads are wholly what they claim (issue 11 item 7): images walked to their end marker with nothing
// after it, PDFs without active content (plain, hex-escaped or inside object streams), office archives
// whole and without macros or ActiveX, mp4 boxes to the last byte. Samples are built here.
import { chineseOf } from '../../src/server/http/app-error.ts';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FILE_TYPES, sniffFile, type FileType } from '../../src/server/services/sniff-file.ts';
import { gif, jpeg, mp4, oleOf, ooxmlOf, png } from '../api/helpers/sample-files.ts';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const cat = (...parts: (string | Buffer)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));
const be32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** A PNG with one more chunk before IEND. */
function pngWithChunk(type: string, data: Buffer): Buffer {
  const base = png();
  const iend = base.length - 12;
  const td = cat(type, data);
  return cat(base.subarray(0, iend), be32(data.length), td, be32(zlib.crc32(td)), base.subarray(iend));
}

/** A PNG with `n` empty chunks of `type` before IEND. */
function pngWithChunks(type: string, n: number): Buffer {
  const base = png();
  const td = Buffer.from(type, 'latin1');
  const chunk = cat(be32(0), td, be32(zlib.crc32(td)));
  return cat(base.subarray(0, base.length - 12), Buffer.concat(Array<Buffer>(n).fill(chunk)), base.subarray(base.length - 12));
}

/** A JPEG with `n` comment segments after SOI. */
function jpegWithComment(text: string, n = 1): Buffer {
  const body = Buffer.from(text, 'latin1');
  const len = Buffer.alloc(2);
  len.writeUInt16BE(body.length + 2);
  const base = jpeg();
  const comment = cat(Buffer.from([0xff, 0xfe]), len, body);
  return cat(base.subarray(0, 2), Buffer.concat(Array<Buffer>(n).fill(comment)), base.subarray(2));
}

/** A PDF of the given objects, with a trailer and %%EOF. */
const pdfOf = (...objects: (string | Buffer)[]) => cat('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', ...objects, 'trailer <</Root 1 0 R>>\nstartxref\n0\n%%EOF\n');
const catalog = (extra = '') => `1 0 obj <</Type /Catalog /Pages 2 0 R${extra}>> endobj\n`;
/** A stream object; `length` replaces the direct /Length (e.g. `9 0 R`). */
const streamObj = (n: number, dict: string, data: Buffer, length: string = String(data.length)) => cat(`${n} 0 obj <<${dict} /Length ${length}>>\nstream\n`, data, '\nendstream\nendobj\n');
/** An object stream holding `content` (compressed unless `filter` says otherwise). */
const objStm = (content: string, dict = '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode') => streamObj(5, dict, dict.includes('/FlateDecode') ? zlib.deflateSync(content) : Buffer.from(content, 'latin1'));

const docx = () => ooxmlOf('word');
const pdfName = 'a.pdf';

describe('accepted: whole files of the type they claim', () => {
  const cases: [string, () => Buffer, string, FileType][] = [
    ['a PNG', png, 'a.png', FILE_TYPES.png],
    ['a PNG followed by zero padding', () => cat(png(), Buffer.alloc(16)), 'a.png', FILE_TYPES.png],
    ['a PNG with a plain text chunk', () => pngWithChunk('tEXt', Buffer.from('Software\0Paint')), 'a.png', FILE_TYPES.png],
    ['a JPEG', jpeg, 'a.jpg', FILE_TYPES.jpg],
    ['a JPEG with a second picture after it (MPF)', () => cat(jpeg(), jpeg()), 'a.jpg', FILE_TYPES.jpg],
    ['a JPEG with an XMP-like comment', () => jpegWithComment('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>'), 'a.jpg', FILE_TYPES.jpg],
    ['a GIF', gif, 'a.gif', FILE_TYPES.gif],
    ['a GIF of an old writer, ending after its last block without the trailer', () => gif().subarray(0, -1), 'a.gif', FILE_TYPES.gif],
    ['a PDF', () => pdfOf(catalog()), pdfName, FILE_TYPES.pdf],
    ['a PDF opening at its first page (/OpenAction without script)', () => pdfOf(catalog(' /OpenAction [3 0 R /Fit]')), pdfName, FILE_TYPES.pdf],
    ['a PDF updated incrementally (two %%EOF)', () => cat(pdfOf(catalog()), '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R /Prev 0>>\n%%EOF\r\n'), pdfName, FILE_TYPES.pdf],
    ['a PDF whose image data holds the bytes "/JS " (skipped by /Length)', () => pdfOf(catalog(), streamObj(3, '/Subtype /Image', cat('\x00\x01/JS /AA \xff'))), pdfName, FILE_TYPES.pdf],
    ['a PDF whose stream length is an indirect object', () => pdfOf(catalog(), streamObj(3, '/Subtype /Image', cat('/JavaScript '), '9 0 R'), '9 0 obj 12 endobj\n'), pdfName, FILE_TYPES.pdf],
    ['a PDF with a harmless object stream', () => pdfOf(catalog(), objStm('6 0 <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>')), pdfName, FILE_TYPES.pdf],
    ['a docx', docx, 'a.docx', FILE_TYPES.docx],
    ['an mp4', () => mp4(), 'a.mp4', FILE_TYPES.mp4],
  ];
  it.each(cases)('%s', (_label, make, name, type) => {
    expect(sniffFile(make(), name)).toEqual({ ok: true, type });
  });
});

describe('refused, with the reason and the file named', () => {
  const mismatch = (detail: string, name: string) => `文件内容与类型不符（${detail}）：${name}`;
  const active = (what: string) => `PDF 含有脚本等活动内容（${what}），不允许上传：${pdfName}`;
  const unchecked = (why: string) => `PDF 的内容无法检查（${why}），不允许上传：${pdfName}`;
  const badCrc = () => {
    const b = png();
    b[b.length - 20] ^= 0xff; // inside IDAT's data
    return b;
  };
  const cases: [string, () => Buffer, string, string][] = [
    ['a PNG with HTML after IEND', () => cat(png(), HTML), 'a.png', mismatch('图片结束后还有其他内容', 'a.png')],
    ['a PNG without IEND', () => png().subarray(0, -12), 'a.png', mismatch('PNG 图片不完整', 'a.png')],
    ['a PNG with a damaged chunk', badCrc, 'a.png', mismatch('PNG 数据块校验失败', 'a.png')],
    ['a PNG with script in a text chunk', () => pngWithChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>')), 'a.png', mismatch('图片中含有网页代码', 'a.png')],
    ['a PNG signature then HTML', () => cat(png().subarray(0, 8), HTML), 'a.png', mismatch('PNG 数据块不完整', 'a.png')],
    ['a PNG of more chunks than any encoder writes', () => pngWithChunks('abCd', 100_000), 'a.png', mismatch('PNG 数据块过多', 'a.png')],
    ['a JPEG of thousands of comments', () => jpegWithComment('', 1001), 'a.jpg', mismatch('图片中的文字信息过多', 'a.jpg')],
    ['a JPEG with HTML after EOI', () => cat(jpeg(), HTML), 'a.jpg', mismatch('图片结束后还有其他内容', 'a.jpg')],
    ['a JPEG without EOI', () => jpeg().subarray(0, -2), 'a.jpg', mismatch('JPEG 图片不完整', 'a.jpg')],
    ['a JPEG of markers only (no frame, no scan)', () => Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'), 'a.jpg', mismatch('JPEG 没有图像数据', 'a.jpg')],
    ['a JPEG whose comment is a web page', () => jpegWithComment('<html><body onload=alert(1)>'), 'a.jpg', mismatch('图片中含有网页代码', 'a.jpg')],
    ['a GIF with HTML after its trailer', () => cat(gif(), HTML), 'a.gif', mismatch('图片结束后还有其他内容', 'a.gif')],
    ['a GIF cut inside its image data', () => gif().subarray(0, -4), 'a.gif', mismatch('GIF 图片不完整', 'a.gif')],
    ['a PDF with /JavaScript', () => pdfOf(catalog(' /Names <</JavaScript 4 0 R>>')), pdfName, active('/JavaScript')],
    ['a PDF with an /OpenAction running /JS', () => pdfOf(catalog(' /OpenAction <</S /JavaScript /JS (app.alert(1))>>')), pdfName, active('/JavaScript')],
    ['a PDF with /JS alone', () => pdfOf(catalog(), '4 0 obj <</S /Foo /JS 5 0 R>> endobj\n'), pdfName, active('/JS')],
    ['a PDF with a hex-escaped /J#61vaScript', () => pdfOf(catalog(' /OpenAction <</S /J#61vaScript /J#53 (x)>>')), pdfName, active('/JavaScript')],
    ['a PDF with /Launch', () => pdfOf(catalog(' /OpenAction <</S /Launch /F (calc.exe)>>')), pdfName, active('/Launch')],
    ['a PDF with an embedded file', () => pdfOf(catalog(), '4 0 obj <</Type /EmbeddedFile>> endobj\n'), pdfName, active('/EmbeddedFile')],
    ['a PDF with rich media', () => pdfOf(catalog(), '4 0 obj <</Subtype /RichMedia>> endobj\n'), pdfName, active('/RichMedia')],
    ['a PDF with an additional action (/AA)', () => pdfOf(catalog(' /AA <</O 4 0 R>>')), pdfName, active('/AA')],
    ['a PDF hiding /JS in a compressed object stream', () => pdfOf(catalog(), objStm('6 0 <</S /JavaScript /JS (app.alert(1))>>')), pdfName, active('/JavaScript')],
    ['a PDF hiding it in an object stream without /Type', () => pdfOf(catalog(), objStm('6 0 <</AA 7 0 R>>', '/N 1 /First 4 /Filter /FlateDecode')), pdfName, active('/AA')],
    ['a PDF hiding it in an uncompressed object stream', () => pdfOf(catalog(), objStm('6 0 <</S /Launch>>', '/Type /ObjStm /N 1 /First 4')), pdfName, active('/Launch')],
    ['a PDF with HTML after %%EOF', () => cat(pdfOf(catalog()), HTML), pdfName, mismatch('PDF 结束后还有其他内容', pdfName)],
    ['a PDF without %%EOF', () => cat('%PDF-1.4\n', catalog()), pdfName, mismatch('PDF 文件不完整', pdfName)],
    ['a PDF whose object stream is in a filter not read here', () => pdfOf(catalog(), objStm('6 0 <<>>', '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode')), pdfName, unchecked('压缩方式不支持')],
    ['a PDF whose object stream does not inflate (encrypted)', () => pdfOf(catalog(), streamObj(5, '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('not deflate data'))), pdfName, unchecked('对象流无法解压（可能已加密）')],
    ['a PDF built of more streams than any document has', () => pdfOf(catalog(), '3 0 obj <<>>stream\nx\nendstream\n'.repeat(100_001)), pdfName, unchecked('对象过多')],
    ['a docx with HTML after the archive', () => cat(docx(), HTML), 'a.docx', mismatch('压缩包不完整或结尾有多余内容', 'a.docx')],
    ['a docx with an ActiveX control', () => ooxmlOf('word', { 'word/activeX/activeX1.xml': '<ax/>' }), 'a.docx', '不支持包含 ActiveX 控件的文件：a.docx'],
    ['a doc with macros', () => oleOf([{ name: 'WordDocument', type: 2 }, { name: 'Macros', type: 1, children: [{ name: 'VBA', type: 1 }] }]), 'a.doc', '不支持包含宏的文件：a.doc'],
    ['an xls with macros', () => oleOf([{ name: 'Workbook', type: 2 }, { name: '_VBA_PROJECT_CUR', type: 1 }]), 'a.xls', '不支持包含宏的文件：a.xls'],
    ['an mp4 with HTML after its boxes', () => cat(mp4(), HTML), 'a.mp4', mismatch('视频数据块不完整或结尾有多余内容', 'a.mp4')],
    ['an mp4 whose last box is cut', () => mp4().subarray(0, -2), 'a.mp4', mismatch('视频数据块不完整或结尾有多余内容', 'a.mp4')],
  ];
  it.each(cases)('%s', (_label, make, name, message) => {
    const r = sniffFile(make(), name);
    expect(r.ok ? r : { ok: false, message: chineseOf(r.message) }).toEqual({ ok: false, message });
  });
});
