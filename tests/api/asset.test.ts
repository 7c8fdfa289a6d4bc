import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart.ts';
import { docOle, exe, gif, jpeg, mp4, ooxmlOf, pdf, png } from './helpers/sample-files.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let staff: string;
let xlsx: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff01', PASSWORDS.staff01);
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('检查表').addRow(['检查项', '结果']);
  xlsx = Buffer.from(await wb.xlsx.writeBuffer());
});
afterAll(() => t?.close());

interface Meta {
  id: number;
  name: string;
  size: number;
  mime: string;
  kind: string;
  url: string;
}

const upload = (name: string, content: Buffer, opts: { token?: string; url?: string } = {}) =>
  t.call({
    method: 'POST',
    url: opts.url ?? '/zax-cloud/asset/file/upload',
    token: opts.token ?? staff,
    ...multipartBody({}, { name, content }),
  });

async function uploaded(name: string, content: Buffer, url?: string): Promise<Meta> {
  const res = await upload(name, content, { url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Meta;
}

const MB = 1024 * 1024;

describe('upload', () => {
  const allowed: [string, () => Buffer, string, string][] = [
    ['报告.pdf', pdf, 'application/pdf', 'document'],
    ['安全检查表.xlsx', () => xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'document'],
    ['制度.docx', () => ooxmlOf('word'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
    ['旧制度.doc', docOle, 'application/msword', 'document'],
    ['现场.png', png, 'image/png', 'image'],
    ['现场.jpeg', jpeg, 'image/jpeg', 'image'],
    ['动图.gif', gif, 'image/gif', 'image'],
    ['培训.mp4', () => mp4(), 'video/mp4', 'video'],
  ];
  it.each(allowed)('stores %s as %s', async (name, make, mime, kind) => {
    const content = make();
    const meta = await uploaded(name, content);
    expect(meta).toMatchObject({ name, size: content.length, mime, kind });
    if (kind === 'image') expect(meta.url).toMatch(/^\/staticImage\/[0-9a-f]{64}\.(png|jpg|gif)$/);
    else expect(meta.url).toBe(`/zax-cloud/asset/file/${meta.id}`);
    const [row] = await t.db.query<{ tenant_id: number; created_by: number; sha256: string }>(
      'select tenant_id, created_by, sha256 from asset_file where id = $1',
      [meta.id],
    );
    const [user] = await t.db.query<{ id: number }>("select id from sysuser where login_name = 'staff01'");
    expect(row).toEqual({ tenant_id: 1001, created_by: user.id, sha256: crypto.createHash('sha256').update(content).digest('hex') });
  });

  it('decides by content: a png named .jpg is stored as a png', async () => {
    const meta = await uploaded('photo.jpg', png());
    expect(meta).toMatchObject({ name: 'photo.png', mime: 'image/png' });
    expect(meta.url.endsWith('.png')).toBe(true);
  });

  const refused: [string, string, Buffer, string][] = [
    ['a text file renamed .png', 'photo.png', Buffer.from('just some text, not an image'), '不支持的文件类型：photo.png'],
    ['an executable', 'setup.exe', exe(), '不支持的文件类型：setup.exe'],
    ['an executable renamed .pdf', 'manual.pdf', exe(), '不支持的文件类型：manual.pdf'],
    ['HTML', 'page.html', Buffer.from('<html><script>alert(1)</script></html>'), '不支持的文件类型：page.html'],
  ];
  it.each(refused)('refuses %s naming the file field', async (_label, name, content, message) => {
    const res = await upload(name, content);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: message, errors: [{ field: 'file', message }] });
  });

  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
  const pdfWith = (catalog: string) => Buffer.from(`%PDF-1.7\n1 0 obj <</Type /Catalog${catalog}>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`);
  const active = (what: string, name: string) => `PDF 含有脚本等活动内容（${what}），不允许上传：${name}`;
  const notWhole: [string, string, () => Buffer, string][] = [
    ['a png with HTML after its data', '截图.png', () => Buffer.concat([png(), html]), '文件内容与类型不符（图片结束后还有其他内容）：截图.png'],
    ['a jpeg with HTML after its data', '现场.jpg', () => Buffer.concat([jpeg(), html]), '文件内容与类型不符（图片结束后还有其他内容）：现场.jpg'],
    ['a gif with HTML after its data', '动图.gif', () => Buffer.concat([gif(), html]), '文件内容与类型不符（图片结束后还有其他内容）：动图.gif'],
    ['a pdf whose opening runs JavaScript', '方案.pdf', () => pdfWith(' /OpenAction <</S /JavaScript /JS (app.alert(1))>>'), active('/JavaScript', '方案.pdf')],
    ['a pdf naming the script with hex escapes', '方案.pdf', () => pdfWith(' /OpenAction <</S /J#61vaScript /J#53 (app.alert(1))>>'), active('/JavaScript', '方案.pdf')],
    ['a pdf that launches a program', '方案.pdf', () => pdfWith(' /OpenAction <</S /Launch /F (cmd.exe)>>'), active('/Launch', '方案.pdf')],
    ['a pdf with HTML after %%EOF', '方案.pdf', () => Buffer.concat([pdf(), html]), '文件内容与类型不符（PDF 结束后还有其他内容）：方案.pdf'],
    ['a docx with HTML after the archive', '制度.docx', () => Buffer.concat([ooxmlOf('word'), html]), '文件内容与类型不符（压缩包不完整或结尾有多余内容）：制度.docx'],
  ];
  it.each(notWhole)('refuses %s on both upload routes, storing nothing', async (_label, name, make, message) => {
    const routes = name.endsWith('.png') || name.endsWith('.jpg') || name.endsWith('.gif') ? ['/zax-cloud/asset/file/upload', '/zax-cloud/asset/image/upload'] : ['/zax-cloud/asset/file/upload'];
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from asset_file');
    for (const url of routes) {
      const res = await upload(name, make(), { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: message, errors: [{ field: 'file', message }] });
    }
    expect(await t.db.query<{ n: number }>('select count(*)::int as n from asset_file')).toEqual(before);
  });

  it('applies each kind its own limit: a 12MB PDF passes, an image over 10MB does not', async () => {
    const bigPdf = Buffer.concat([pdf(), Buffer.alloc(12 * MB, 0x20)]);
    expect((await uploaded('大文件.pdf', bigPdf)).size).toBe(bigPdf.length);
    const bigPng = Buffer.concat([png(), Buffer.alloc(10 * MB, 0)]);
    for (const url of ['/zax-cloud/asset/file/upload', '/zax-cloud/asset/image/upload']) {
      const res = await upload('big.png', bigPng, { url });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ msg: '文件大小不能超过10MB', errors: [{ field: 'file', message: '文件大小不能超过10MB' }] });
    }
    const junk = await upload('big.bin', Buffer.alloc(11 * MB, 0x61));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().msg).toBe('不支持的文件类型：big.bin');
    const [{ n }] = await t.db.query<{ n: number }>("select count(*)::int as n from asset_file where name like 'big%'");
    expect(n).toBe(0);
  });

  it('takes only images on the image route', async () => {
    const meta = await uploaded('头像.gif', gif(), '/zax-cloud/asset/image/upload');
    expect(meta).toMatchObject({ kind: 'image', mime: 'image/gif' });
    const res = await upload('a.pdf', pdf(), { url: '/zax-cloud/asset/image/upload' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'file', message: '只能上传图片（png、jpg、jpeg、gif）：a.pdf' }]);
  });

  it('asks for a file when the request carries none', async () => {
    const json = await t.call({ method: 'POST', url: '/zax-cloud/asset/file/upload', token: staff, payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual([{ field: 'file', message: '请选择要上传的文件' }]);
    const fieldOnly = await t.call({ method: 'POST', url: '/zax-cloud/asset/file/upload', token: staff, ...multipartBody({ remark: 'x' }) });
    expect(fieldOnly.statusCode).toBe(400);
    const otherField = await t.call({
      method: 'POST',
      url: '/zax-cloud/asset/file/upload',
      token: staff,
      ...multipartBody({}, { field: 'attachment', name: 'a.pdf', content: pdf() }),
    });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().errors[0].field).toBe('file');
  });

  it('refuses uploads without a token and from read-only users, who may still download', async () => {
    const anonymous = await t.call({ method: 'POST', url: '/zax-cloud/asset/file/upload', ...multipartBody({}, { name: 'a.pdf', content: pdf() }) });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await t.login('viewer', PASSWORDS.viewer);
    for (const url of ['/zax-cloud/asset/file/upload', '/zax-cloud/asset/image/upload']) {
      const res = await upload('a.png', png(), { token: viewer, url });
      expect(res.statusCode).toBe(403);
    }
    const meta = await uploaded('可读.pdf', pdf());
    const read = await t.call({ method: 'GET', url: `/zax-cloud/asset/file/${meta.id}`, token: viewer });
    expect(read.statusCode).toBe(200);
  });
});

describe('download and info', () => {
  it('round-trips the bytes as an attachment, by id and by the common download endpoint', async () => {
    const meta = await uploaded('安全检查表.xlsx', xlsx);
    for (const url of [`/zax-cloud/asset/file/${meta.id}`, `/zax-cloud/asset/file/download?resource=${meta.id}`]) {
      const res = await t.call({ method: 'GET', url, token: staff });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(xlsx)).toBe(true);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-length']).toBe(String(xlsx.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="file-${meta.id}.xlsx"; filename*=UTF-8''${encodeURIComponent('安全检查表.xlsx')}`,
      );
    }
  });

  it('sends a stored PDF as an attachment that the browser may not sniff', async () => {
    const content = pdf();
    const meta = await uploaded('方案.pdf', content);
    const res = await t.call({ method: 'GET', url: `/zax-cloud/asset/file/${meta.id}`, token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="file-${meta.id}\\.pdf"`));
  });

  it('describes files in the order asked, leaving out unknown ids', async () => {
    const a = await uploaded('a.pdf', pdf());
    const b = await uploaded('b.png', png());
    const res = await t.call({ method: 'GET', url: `/zax-cloud/asset/file/info?ids=${b.id},999999,${a.id}`, token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([b, a]);
    const bad = await t.call({ method: 'GET', url: '/zax-cloud/asset/file/info?ids=1;2', token: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('ids');
  });

  it('answers 404 for another enterprise’s file', async () => {
    const meta = await uploaded('内部.pdf', pdf());
    const other = await t.login('qyadmin2', PASSWORDS.qyadmin2);
    for (const url of [`/zax-cloud/asset/file/${meta.id}`, `/zax-cloud/asset/file/download?resource=${meta.id}`]) {
      const res = await t.call({ method: 'GET', url, token: other });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('内部');
    }
    const info = await t.call({ method: 'GET', url: `/zax-cloud/asset/file/info?ids=${meta.id}`, token: other });
    expect(info.json().data).toEqual([]);
    const missing = await t.call({ method: 'GET', url: '/zax-cloud/asset/file/999999', token: staff });
    expect(missing.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the asset routes, but not /staticImage/', async () => {
    const doc = (await t.call({ method: 'GET', url: '/zax-cloud/docs/json' })).json() as { paths: Record<string, object> };
    for (const p of ['/zax-cloud/asset/file/upload', '/zax-cloud/asset/image/upload', '/zax-cloud/asset/file/{id}', '/zax-cloud/asset/file/info', '/zax-cloud/asset/file/download']) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/staticImage'))).toBe(false);
  });
});

describe('/staticImage/', () => {
  it('serves an image by its key without a token, cached for long', async () => {
    const content = png();
    const meta = await uploaded('logo.png', content, '/zax-cloud/asset/image/upload');
    const res = await t.call({ method: 'GET', url: meta.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for a bad, unknown or non-image key', async () => {
    const image = await uploaded('a.gif', gif());
    const doc = await uploaded('a.pdf', pdf());
    const [{ storage_key: docKey }] = await t.db.query<{ storage_key: string }>('select storage_key from asset_file where id = $1', [doc.id]);
    const imageKey = image.url.slice('/staticImage/'.length, -'.gif'.length);
    const urls = [
      '/staticImage/abc.png',
      `/staticImage/${'0'.repeat(64)}.png`,
      `/staticImage/${imageKey}.png`,
      `/staticImage/${imageKey.toUpperCase()}.gif`,
      `/staticImage/${imageKey}.gif.html`,
      `/staticImage/${docKey}.png`,
      `/staticImage/${docKey}`,
      '/staticImage/..%2F..%2Fetc%2Fpasswd',
      '/staticImage/%2e%2e%2fpackage.json',
    ];
    for (const url of urls) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
