// QR codes of records (issue 15 item 6, docs/phone.md "QR codes"): a record's signed code and the phone
// shell's address of it, resolving it to the record's phone page (any reader of the enterprise), another
// enterprise's code (403), a deleted or missing record (404), a forged or unreadable code (400), a resource
// without `phone.qr` (404), and the labels batch (order kept, deleted records left out, at most 200 ids).
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneQrPath, phoneRecordPath } from '../../src/domain/phone-paths.ts';
import { signQrCode } from '../../src/server/phone/qr-sign.ts';
import { addResourceDir } from '../../src/server/resources/registry.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/site-resources'));

const DEVICES = '/zax-cloud/u-basic/site-device';
const RESOLVE = '/zax-cloud/phone/qr/resolve';
let t: TestApp;
let qyadmin: string;
let qyadmin2: string;
let viewer: string;
let pump: number;
let valve: number;
let gone: number;
let pumpCode: string;
let goneCode: string;

async function device(name: string): Promise<number> {
  const res = await t.call({ method: 'POST', url: DEVICES, token: qyadmin, payload: { name } });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.id ?? res.json().data);
}
const qrOf = (token: string, resource: string, id: number) => t.call({ url: `/zax-cloud/phone/qr/${resource}/${id}`, token });
const resolve = (token: string, code: string) => t.call({ url: RESOLVE, token, query: { code } });

beforeAll(async () => {
  t = await createTestApp();
  qyadmin = await t.login('qyadmin', PASSWORDS.qyadmin);
  qyadmin2 = await t.login('qyadmin2', PASSWORDS.qyadmin2);
  viewer = await t.login('viewer', PASSWORDS.viewer);
  pump = await device('1号泵');
  valve = await device('2号阀');
  gone = await device('旧压缩机');
  pumpCode = (await qrOf(qyadmin, 'site-device', pump)).json().data.code;
  goneCode = (await qrOf(qyadmin, 'site-device', gone)).json().data.code;
  const del = await t.call({ method: 'DELETE', url: DEVICES, token: qyadmin, payload: { ids: [gone] } });
  expect(del.statusCode, del.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /phone/qr/{resource}/{id}', () => {
  it("answers the record's signed code and the phone shell's address of it, the same each time", async () => {
    const res = await qrOf(viewer, 'site-device', pump);
    expect(res.statusCode, res.body).toBe(200);
    const { code, url } = res.json().data;
    expect(code).toBe(pumpCode);
    expect(code).toMatch(new RegExp(`^z1\\.\\d+\\.site-device\\.${pump}\\.[A-Za-z0-9_-]{22}$`));
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/zax\/m\/q\//);
    expect(url.endsWith(phoneQrPath(code))).toBe(true);
  });

  it('keeps the generated key in the database, not in the answer', async () => {
    const rows = await t.db.query<{ secret: string }>('select secret from qr_secret');
    expect(rows).toHaveLength(1);
    expect(pumpCode).not.toContain(rows[0].secret);
  });

  it('answers 404 for a resource without phone.qr, an unknown resource and a deleted record', async () => {
    for (const [resource, id] of [['site-check', 1], ['no-such', 1], ['site-device', gone]] as const) {
      const res = await qrOf(qyadmin, resource, id);
      expect(res.statusCode, res.body).toBe(404);
    }
  });

  it("does not sign another enterprise's record", async () => {
    expect((await qrOf(qyadmin2, 'site-device', pump)).statusCode).toBe(404);
  });
});

describe('GET /phone/qr/resolve', () => {
  it("answers the record and its phone page to any reader of the enterprise", async () => {
    for (const token of [qyadmin, viewer]) {
      const res = await resolve(token, pumpCode);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ resource: 'site-device', recordId: pump, title: '1号泵', path: phoneRecordPath('site-device', pump) });
    }
  });

  it("refuses another enterprise's code with 403 saying so", async () => {
    const res = await resolve(qyadmin2, pumpCode);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().msg).toBe('这是其他企业的二维码，当前账号不能查看');
  });

  it('answers 404 for a deleted record, naming it', async () => {
    const res = await resolve(qyadmin, goneCode);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().msg).toContain('不存在或已删除');
  });

  it.each([
    ['another record under the same signature', () => pumpCode.replace(`.${pump}.`, `.${valve}.`)],
    ['another enterprise under the same signature', () => pumpCode.replace(/^z1\.\d+\./, 'z1.99.')],
    ['a code signed with another key', () => signQrCode(crypto.randomBytes(32), Number(pumpCode.split('.')[1]), 'site-device', pump)],
    ['a cut code', () => pumpCode.slice(0, -3)],
    ['plain text', () => '设备 A-001'],
  ])('answers 400 for %s, naming the code', async (_name, code) => {
    const res = await resolve(qyadmin, code());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'code', message: '二维码无法识别或已被篡改' });
  });

  it('asks for a token', async () => {
    expect((await t.call({ url: RESOLVE, query: { code: pumpCode } })).statusCode).toBe(401);
  });
});

describe('POST /phone/qr/batch', () => {
  const batch = (token: string, payload: object) => t.call({ method: 'POST', url: '/zax-cloud/phone/qr/batch', token, payload });

  it('answers labels in the order asked, leaving deleted records out', async () => {
    const res = await batch(qyadmin, { resource: 'site-device', ids: [valve, gone, pump, valve] });
    expect(res.statusCode, res.body).toBe(200);
    const labels = res.json().data as { id: number; title: string; code: string; url: string }[];
    expect(labels.map((l) => [l.id, l.title])).toEqual([[valve, '2号阀'], [pump, '1号泵']]);
    expect(labels[1].code).toBe(pumpCode);
    expect(labels[1].url.endsWith(phoneQrPath(pumpCode))).toBe(true);
  });

  it.each([
    ['no ids', { resource: 'site-device', ids: [] }, 400],
    ['201 ids', { resource: 'site-device', ids: Array.from({ length: 201 }, (_v, i) => i + 1) }, 400],
    ['a resource without phone.qr', { resource: 'site-check', ids: [1] }, 404],
  ])('refuses %s', async (_name, payload, status) => {
    const res = await batch(qyadmin, payload);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) expect(res.json().errors[0].field).toBe('ids');
  });
});
