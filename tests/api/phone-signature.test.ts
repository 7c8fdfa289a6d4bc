// Signatures drawn on the phone (issue 15 item 3, docs/phone.md "Signatures"): POST /phone/signature stores the
// PNG (checked by content, at most 1 MB) with who, when and the record, refuses empty strokes or a few dots
// (422) and records the caller may not read (404/403); the list and the image of a record's signatures.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceDir } from '../../src/server/resources/registry.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { dataUrl, line, NAME_STROKES, PAD_PNG, padPng } from './helpers/signature-sample.ts';
import { jpeg } from './helpers/sample-files.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/sign-resources'));

const SIGN = '/zax-cloud/phone/signature';
let t: TestApp;
const tok: Record<string, string> = {};
let recordId: number;
let secretId: number;

type Json = Record<string, unknown>;

function sign(who: string, body: Json) {
  return t.call({ method: 'POST', url: SIGN, token: tok[who], payload: { resource: 'wf-signed', recordId, image: dataUrl(PAD_PNG), strokes: NAME_STROKES, ...body } });
}

async function signatureCount(): Promise<number> {
  const [r] = await t.db.query<{ n: number }>('select count(*)::int as n from signature');
  return Number(r.n);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'staff01', 'aq01', 'qyadmin2']) tok[name] = await t.login(name, PASSWORDS[name]);
  const r = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/wf-signed', token: tok.qyadmin, payload: { title: '动火作业现场确认' } });
  expect(r.statusCode, r.body).toBe(200);
  recordId = r.json().data.id;
  const s = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/wf-secret', token: tok.qyadmin, payload: { title: '受限' } });
  expect(s.statusCode, s.body).toBe(200);
  secretId = s.json().data.id;
});
afterAll(() => t.close());

describe('POST /phone/signature', () => {
  it('stores the signature with who and when, lists it and serves its PNG', async () => {
    const res = await sign('staff01', {});
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ signerName: '张伟' });
    expect(Date.now() - Date.parse(saved.signedAt)).toBeLessThan(60_000);

    const list = await t.call({ url: `${SIGN}?resource=wf-signed&recordId=${recordId}`, token: tok.aq01 });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toContainEqual(expect.objectContaining({ id: saved.id, signerName: '张伟', recordId, resource: 'wf-signed', usedByHistory: null }));

    const image = await t.call({ url: `${SIGN}/${saved.id}/image`, token: tok.aq01 });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PAD_PNG)).toBe(true);
  });

  it.each([
    ['no strokes', [], '签名为空，请在签名框内手写签名'],
    ['three dots', [[[10, 10]], [[200, 100]], [[400, 150]]], '签名过小或只有几个点，请重新签名'],
    ['a tiny scribble', [line(100, 100, 130, 104)], '签名过小或只有几个点，请重新签名'],
  ])('refuses %s (422 naming the strokes), saving nothing', async (_what, strokes, msg) => {
    const before = await signatureCount();
    const res = await sign('staff01', { strokes });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, msg, errors: [{ field: 'strokes', message: msg }] });
    expect(await signatureCount()).toBe(before);
  });

  it('judges the strokes against the PNG\'s size: a name is too small on a huge pad', async () => {
    const res = await sign('staff01', { image: dataUrl(padPng(6000, 2000)) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('strokes');
  });

  it.each([
    ['a JPEG', dataUrl(jpeg(), 'image/jpeg')],
    ['a JPEG called a PNG', dataUrl(jpeg())],
    ['text called a PNG', dataUrl(Buffer.from('not an image at all'))],
  ])('refuses %s as the image (422 naming the image)', async (_what, image) => {
    const before = await signatureCount();
    const res = await sign('staff01', { image });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, errors: [{ field: 'image', message: expect.stringContaining('PNG') }] });
    expect(await signatureCount()).toBe(before);
  });

  it('refuses an image over 1 MB (422)', async () => {
    const big = padPng(1100, 1000, true);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await sign('staff01', { image: dataUrl(big) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ msg: '签名图片不能超过1MB', errors: [{ field: 'image' }] });
  });

  it('refuses an unknown resource or record (404), a resource the caller may not read (403), another enterprise\'s record (404)', async () => {
    const before = await signatureCount();
    expect((await sign('staff01', { resource: 'no-such' })).statusCode).toBe(404);
    expect((await sign('staff01', { recordId: 999999 })).statusCode).toBe(404);
    expect((await sign('staff01', { resource: 'wf-secret', recordId: secretId })).statusCode).toBe(403);
    expect((await sign('qyadmin', { resource: 'wf-secret', recordId: secretId })).statusCode).toBe(200);
    expect((await sign('qyadmin2', {})).statusCode).toBe(404);
    expect(await signatureCount()).toBe(before + 1);
  });

  it('keeps another enterprise from the list and the image', async () => {
    const [sig] = await t.db.query<{ id: number }>('select id from signature order by id limit 1');
    expect((await t.call({ url: `${SIGN}/${sig.id}/image`, token: tok.qyadmin2 })).statusCode).toBe(404);
    expect((await t.call({ url: `${SIGN}?resource=wf-signed&recordId=${recordId}`, token: tok.qyadmin2 })).statusCode).toBe(404);
    expect((await t.call({ url: `${SIGN}?resource=wf-secret&recordId=${secretId}`, token: tok.staff01 })).statusCode).toBe(403);
  });

  it('refuses a malformed body at its field (400)', async () => {
    const res = await sign('staff01', { strokes: [[[1, 2, 3]]] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toContain('strokes');
  });
});
