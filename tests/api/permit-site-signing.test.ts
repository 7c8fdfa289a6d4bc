// Issue 16 item 8 (and issue 15 item 3, "a signature required by a permit slot"): a permit is signed at the work
// site on the phone. POST /phone/signature and /phone/position accept resource `permit` (the permit's own read rule;
// its place is its 作业位置), the approval (zhongShen) takes signatureId, positionId and photoIds and keeps them on
// the slot, the enterprise's fieldConfig.requireSignature makes the signature required (422 naming signatureId,
// nothing changed), and the signed QR codes name permits (key `permit`), resolved to the permit's phone page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M } from '../../src/domain/geo-position.ts';
import type { Position } from '../../src/domain/geometry.ts';
import { createDraft, formFor, kindUrl, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { multipartBody } from './helpers/multipart.ts';
import { jpeg, pdf } from './helpers/sample-files.ts';
import { dataUrl, NAME_STROKES, PAD_PNG } from './helpers/signature-sample.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const HOT = kindUrl('DONG_HUO');
const Z = `${TSZY}/zuoYePiao`;
const SIGN = '/zax-cloud/phone/signature';
const POSITION = '/zax-cloud/phone/position';
const ORIGIN: Position = [118.78, 32.04];
const M_PER_DEG = (EARTH_RADIUS_M * Math.PI) / 180;
/** The [lon, lat] `east`, `north` metres from ORIGIN, which the reference points put at plant [0, 0]. */
const at = (east: number, north: number): Position => [ORIGIN[0] + east / (M_PER_DEG * Math.cos((ORIGIN[1] * Math.PI) / 180)), ORIGIN[1] + north / M_PER_DEG];
const GEO_POINTS = [{ plant: [0, 0], geo: ORIGIN }, { plant: [400, 300], geo: at(400, 300) }];
const point = (x: number, y: number) => ({ type: 'Point', coordinates: [x, y] });

let t: TestApp;
let api: PermitApi;

beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  const geo = await t.call({ method: 'PUT', url: '/zax-cloud/u-basic/plant-plan/geo-points', token: await api.token('qyadmin'), payload: { geoPoints: GEO_POINTS } });
  expect(geo.statusCode, geo.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function call(login: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.call({ method, url, payload, token: await api.token(login) });
  return { status: res.statusCode, body: res.json() };
}
const signPermit = (login: string, recordId: number, extra: object = {}) =>
  call(login, 'POST', SIGN, { resource: 'permit', recordId, image: dataUrl(PAD_PNG), strokes: NAME_STROKES, ...extra });
const place = (login: string, recordId: number, [lon, lat]: Position) =>
  call(login, 'POST', POSITION, { resource: 'permit', recordId, lon, lat, accuracy: 5, purpose: 'signature' });
const setConfig = async (body: object) => expect((await api.post('qyadmin', `${TSZY}/fieldConfig`, body)).status).toBe(200);
const detail = async (id: number) => (await api.get('staff01', `${Z}/detail?id=${id}`)).e;
const approve = (login: string, id: number, slotIndex: number, extra: object = {}) =>
  api.post(login, `${HOT}/zhongShen`, { id, decision: 'approve', slotIndex, opinion: '同意', ...extra });

/** A 二级 hot work at plant [100, 100], submitted by staff01: 所在单位 (cj01) is awaited at slot 1. */
async function submitted(over: Record<string, unknown> = { zuoYeWeiZhi: point(100, 100) }): Promise<number> {
  const { id } = await createDraft(api, 'DONG_HUO', over);
  const s = await api.post('staff01', `${HOT}/submit`, { id });
  expect(s.status, s.body.msg).toBe(200);
  expect(s.e.slotIndex).toBe(1);
  return id as number;
}

async function uploaded(login: string, name: string, content: Buffer): Promise<number> {
  const res = await t.call({ method: 'POST', url: '/zax-cloud/asset/file/upload', token: await api.token(login), ...multipartBody({}, { name, content }) });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.id);
}

describe('signatures and positions of a permit', () => {
  it('signs a permit of the enterprise; another enterprise, an unknown or removed permit and a reader without the module are refused', async () => {
    const id = await submitted();
    const ok = await signPermit('cj01', id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.signerName).toBeTruthy();
    const list = await call('aq01', 'GET', `${SIGN}?resource=permit&recordId=${id}`);
    expect(list.body.data).toContainEqual(expect.objectContaining({ id: ok.body.data.id, resource: 'permit', recordId: id, usedByPermit: null }));
    const image = await t.call({ url: `${SIGN}/${ok.body.data.id}/image`, token: await api.token('viewer') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    expect((await signPermit('cj01', 999999)).status).toBe(404);
    // qyadmin2's enterprise has not opened 特殊作业: its permits cannot be signed, nor another's seen.
    expect((await signPermit('qyadmin2', id)).status).toBe(403);
    const draft = await createDraft(api, 'DONG_HUO');
    expect((await api.post('staff01', `${Z}/remove`, { id: draft.id })).status).toBe(200);
    expect((await signPermit('staff01', draft.id)).status).toBe(404);
  });

  it('a position is compared with the 作业位置: near, too far (warned, then refused by the enterprise), and none on the permit', async () => {
    const id = await submitted();
    const near = await place('cj01', id, at(103, 104));
    expect(near.status, JSON.stringify(near.body)).toBe(200);
    expect(near.body.data).toMatchObject({ distanceM: 5, limitM: 200, tooFar: false });
    const far = await place('cj01', id, at(100, 600));
    expect(far.body.data).toMatchObject({ distanceM: 500, tooFar: true });

    const noPlace = await submitted({});
    const none = await place('cj01', noPlace, at(100, 600));
    expect(none.body.data).toMatchObject({ distanceM: null, tooFar: false });

    const count = async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from phone_position where resource = 'permit' and refused`))[0].n;
    const before = await count();
    expect((await call('qyadmin', 'PUT', '/zax-cloud/phone/config', { maxDistanceM: 200, refuseTooFar: true })).status).toBe(200);
    try {
      const refused = await place('cj01', id, at(100, 600));
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toContain('作业票');
      expect(await count()).toBe(before + 1);
    } finally {
      await call('qyadmin', 'PUT', '/zax-cloud/phone/config', { maxDistanceM: 200, refuseTooFar: false });
    }
    expect((await call('cj01', 'POST', POSITION, { resource: 'permit', recordId: id, lon: 500, lat: 0, purpose: 'signature' })).status).toBe(422);
  });
});

describe('the approval of a slot with its site proof', () => {
  it('keeps the signature, the position and the photos on the slot, and the signature signs once', async () => {
    const id = await submitted();
    const pos = await place('cj01', id, at(100, 110));
    const sig = await signPermit('cj01', id, { positionId: pos.body.data.id });
    expect(sig.status).toBe(200);
    const photo = await uploaded('cj01', 'site.jpg', jpeg());
    // The phone's PhotoCapture answers ids as strings (a photo sent later by the outbox too): they are read as ids.
    const r = await approve('cj01', id, 1, { signatureId: sig.body.data.id, photoIds: [String(photo)] });
    expect(r.status, r.body.msg).toBe(200);
    const part = await api.get('staff01', `${HOT}/participants?id=${id}`);
    expect(part.e.slots[1]).toMatchObject({ decision: 'approve', signatureId: sig.body.data.id, positionId: pos.body.data.id, distanceM: 10, tooFar: false, photoIds: [photo] });
    expect(part.e.signatureRequired).toBe(false);
    const [used] = await t.db.query<{ used_by_permit: number }>('select used_by_permit from signature where id = $1', [sig.body.data.id]);
    expect(Number(used.used_by_permit)).toBe(id);

    // The same signature cannot sign the next slot, even by its signer's colleague.
    const again = await approve('aq01', id, 2, { signatureId: sig.body.data.id });
    expect(again.status).toBe(422);
    expect(again.body.errors?.[0].field).toBe('signatureId');
    expect((await detail(id)).slotIndex).toBe(2);
  });

  it('refuses a photo that is not the enterprise image, a signature of another permit or person; nothing changed', async () => {
    const id = await submitted();
    const other = await submitted();
    const sigOther = await signPermit('cj01', other);
    const r1 = await approve('cj01', id, 1, { signatureId: sigOther.body.data.id });
    expect(r1.status).toBe(422);
    expect(r1.body.errors?.[0].field).toBe('signatureId');
    const byStaff = await signPermit('staff01', id);
    const r2 = await approve('cj01', id, 1, { signatureId: byStaff.body.data.id });
    expect(r2.status).toBe(422);
    expect(r2.body.errors?.[0].field).toBe('signatureId');
    const doc = await uploaded('cj01', 'a.pdf', pdf());
    const r3 = await approve('cj01', id, 1, { photoIds: [doc] });
    expect(r3.status).toBe(422);
    expect(r3.body.errors?.[0].field).toBe('photoIds');
    const after = await detail(id);
    expect(after.slotIndex).toBe(1);
    expect(after.zhuangTai).toBe('APPROVING');
  });
});

describe('fieldConfig.requireSignature', () => {
  it('is off by default and answered by GET /fieldConfig; with it on, an approval without a valid signature is 422 and changes nothing', async () => {
    expect((await api.get('qyadmin', `${TSZY}/fieldConfig`)).e.requireSignature).toBe(false);
    const id = await submitted();
    await setConfig({ requireSignature: true });
    try {
      expect((await api.get('qyadmin', `${TSZY}/fieldConfig`)).e.requireSignature).toBe(true);
      expect((await api.get('staff01', `${HOT}/participants?id=${id}`)).e.signatureRequired).toBe(true);
      const events = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from permit_event where permit_id = $1', [id]))[0].n;
      const before = await events();
      const bare = await approve('cj01', id, 1);
      expect(bare.status).toBe(422);
      expect(bare.body.errors?.[0].field).toBe('signatureId');
      expect(bare.body.msg).toContain('签名');
      expect(await events()).toBe(before);
      expect((await detail(id)).slotIndex).toBe(1);

      // A return signs nothing: its opinion is the record, no signature asked.
      const other = await submitted();
      expect((await api.post('cj01', `${HOT}/zhongShen`, { id: other, decision: 'return', slotIndex: 1, opinion: '措施不全' })).status).toBe(200);

      // The wrong person is still refused by the role (409) before any signature is asked.
      expect((await approve('aq01', id, 1)).status).toBe(409);

      const sig = await signPermit('cj01', id);
      const ok = await approve('cj01', id, 1, { signatureId: sig.body.data.id });
      expect(ok.status, ok.body.msg).toBe(200);
      expect(ok.e.slotIndex).toBe(2);
      const reused = await approve('aq01', id, 2, { signatureId: sig.body.data.id });
      expect(reused.status).toBe(422);
      expect(reused.body.errors?.[0].field).toBe('signatureId');
    } finally {
      await setConfig({ requireSignature: false });
    }
    expect((await api.post('qyadmin', `${TSZY}/fieldConfig`, { requireSignature: 'yes' })).status).toBe(400);
  });
});

describe('QR codes of permits', () => {
  it('gives a permit a signed code resolved to its phone page; another enterprise 403, a removed permit 404', async () => {
    const { id } = await createDraft(api, 'DONG_HUO', formFor('DONG_HUO', { zuoYeWeiZhi: point(100, 100) }));
    const qr = await call('staff01', 'GET', `/zax-cloud/phone/qr/permit/${id}`);
    expect(qr.status, JSON.stringify(qr.body)).toBe(200);
    expect(qr.body.data.code).toMatch(new RegExp(`^z1\\.\\d+\\.permit\\.${id}\\.`));
    expect(qr.body.data.url).toContain('/zax/m/q/');
    const resolved = await call('cj01', 'GET', `/zax-cloud/phone/qr/resolve?code=${encodeURIComponent(qr.body.data.code)}`);
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ resource: 'permit', recordId: id, path: `/x/tszy/permit/${id}` });
    expect(resolved.body.data.title).toContain('动火');

    expect((await call('qyadmin2', 'GET', `/zax-cloud/phone/qr/resolve?code=${encodeURIComponent(qr.body.data.code)}`)).status).toBe(403);
    expect((await call('staff01', 'GET', '/zax-cloud/phone/qr/permit/999999')).status).toBe(404);
    expect((await api.post('staff01', `${Z}/remove`, { id })).status).toBe(200);
    const gone = await call('cj01', 'GET', `/zax-cloud/phone/qr/resolve?code=${encodeURIComponent(qr.body.data.code)}`);
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toContain('作业票');
  });
});
