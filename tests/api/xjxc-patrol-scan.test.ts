// A point's QR code scanned inside a patrol (issue 18, docs/patrol.md "On the phone"): POST /xjxc/patrol-scan
// {recordId, code} records the point as reached by scan (`scannedPointIds`, once each); a point not on the route
// (400 naming the point), another enterprise's code (403), a deleted point (404), another kind of record's code,
// a forged code (400), a missed patrol (409) and a reader (403) change nothing; a client cannot write the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrKey, signQrCode } from '../../src/server/phone/qr-sign.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
const API = '/zax-cloud/u-basic';
const SCAN = '/zax-cloud/xjxc/patrol-scan';
let t: TestApp;
const tok: Record<string, string> = {};
let onRoute: number;
let second: number;
let offRoute: number;
let recordId: number;
const code: Record<string, string> = {};

async function created(who: string, resource: string, payload: Json): Promise<number> {
  const res = await t.call({ method: 'POST', url: `${API}/${resource}`, token: tok[who], payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }).id;
}
async function qr(who: string, resource: string, id: number): Promise<string> {
  const res = await t.call({ url: `/zax-cloud/phone/qr/${resource}/${id}`, token: tok[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.code as string;
}
const scan = (who: string, id: number, c: string) => t.call({ method: 'POST', url: SCAN, token: tok[who], payload: { recordId: id, code: c } });
async function stored(id: number): Promise<Json> {
  const [r] = await t.db.query<{ data: Json }>('select data from r_patrol_record where id = $1', [id]);
  return r.data;
}
const fieldsOf = (body: Json) => ((body.errors as { field: string }[] | undefined) ?? []).map((e) => e.field);

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'staff01', 'viewer', 'qyadmin2']) tok[name] = await t.login(name, PASSWORDS[name]);
  const [u] = await t.db.query<{ ren_yuan_id: number }>("select ren_yuan_id from sysuser where tenant_id = 1001 and login_name = 'staff01'");
  const equipmentId = await created('qyadmin', 'production-equipment', {
    name: '扫码测试泵', code: 'P-S01', equipmentCategory: 'basic', equipmentClass: 'B', productionUnit: '测试装置', responsiblePerson: Number(u.ren_yuan_id), runStatus: 'IN_USE',
  });
  const point = (name: string, c: string) => created('qyadmin', 'patrol-point', { name, code: c, equipmentId, items: [{ content: '外观', itemType: 'check', photoRequired: false, onAbnormal: 'none' }] });
  onRoute = await point('扫码泵入口', 'XS-01');
  second = await point('扫码泵出口', 'XS-02');
  offRoute = await point('路线外点位', 'XS-99');
  const gone = await point('已拆除点位', 'XS-98');
  const schemeId = await created('qyadmin', 'patrol-scheme', { name: '扫码测试路线', pointIds: [onRoute, second] });
  recordId = await created('qyadmin', 'patrol-record', { name: '扫码测试巡检', schemeId, inspector: Number(u.ren_yuan_id) });
  for (const [k, id] of Object.entries({ onRoute, second, offRoute, gone })) code[k] = await qr('qyadmin', 'patrol-point', id);
  code.equipment = await qr('qyadmin', 'production-equipment', equipmentId);
  const del = await t.call({ method: 'DELETE', url: `${API}/patrol-point`, token: tok.qyadmin, payload: { ids: [gone] } });
  expect(del.statusCode, del.body).toBe(200);
  // Another enterprise's point, signed by this installation as that enterprise's label would be.
  code.other = signQrCode(await qrKey(t.db), Number(code.onRoute.split('.')[1]) + 1, 'patrol-point', onRoute);
});
afterAll(() => t.close());

describe('POST /xjxc/patrol-scan', () => {
  it('records a point of the route as reached by scan, once, and answers its name', async () => {
    const res = await scan('staff01', recordId, code.onRoute);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ pointId: onRoute, name: '扫码泵入口', scannedPointIds: [onRoute] });
    const again = await scan('staff01', recordId, `  ${code.onRoute}  `);
    expect(again.json().data.scannedPointIds).toEqual([onRoute]);
    expect((await scan('staff01', recordId, code.second)).json().data.scannedPointIds).toEqual([onRoute, second]);
    const detail = await t.call({ url: `${API}/patrol-record/${recordId}`, token: tok.staff01 });
    expect(detail.json().data.scannedPointIds).toEqual([onRoute, second]);
  });

  it.each<[string, () => string, number, string | null, string]>([
    ['a point not on the route', () => code.offRoute, 400, 'code', '点位“路线外点位”不在本次巡检的路线上'],
    ["another enterprise's point", () => code.other, 403, null, '这是其他企业的二维码'],
    ['a deleted point', () => code.gone, 404, null, '不存在或已删除'],
    ["another kind of record's code", () => code.equipment, 400, 'code', '这不是巡检点位的二维码'],
    ['a forged code', () => code.onRoute.slice(0, -2) + 'AA', 400, 'code', '二维码无法识别或已被篡改'],
  ])('refuses %s, changing nothing', async (_name, c, status, field, words) => {
    const before = await stored(recordId);
    const res = await scan('staff01', recordId, c());
    expect(res.statusCode, res.body).toBe(status);
    expect(String(res.json().msg)).toContain(words);
    if (field) expect(fieldsOf(res.json())).toContain(field);
    expect(await stored(recordId)).toEqual(before);
  });

  it('refuses a reader (403), a missing record (404) and a bad body (400 naming the field)', async () => {
    expect((await scan('viewer', recordId, code.onRoute)).statusCode).toBe(403);
    expect((await scan('staff01', 999_999, code.onRoute)).statusCode).toBe(404);
    const bad = await t.call({ method: 'POST', url: SCAN, token: tok.staff01, payload: { recordId: 'x', code: code.onRoute } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('recordId');
  });

  it("keeps the scanned points against a client's write of them", async () => {
    const res = await t.call({ method: 'PUT', url: `${API}/patrol-record`, token: tok.staff01, payload: { id: recordId, scannedPointIds: [offRoute], remark: '改写' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(recordId)).toMatchObject({ scannedPointIds: [onRoute, second], remark: '改写' });
  });

  it('refuses a scan of a patrol no longer waiting (409), changing nothing', async () => {
    const missed = await t.call({ method: 'POST', url: `${API}/patrol-record/mark-missed`, token: tok.qyadmin, payload: { id: recordId, opinion: '未按时巡检' } });
    expect(missed.statusCode, missed.body).toBe(200);
    const before = await stored(recordId);
    const res = await scan('staff01', recordId, code.onRoute);
    expect(res.statusCode, res.body).toBe(409);
    expect(await stored(recordId)).toEqual(before);
  });
});
