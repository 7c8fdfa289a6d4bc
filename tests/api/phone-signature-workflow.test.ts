// A workflow step that asks for a signature or a position (issue 15 items 3 and 5): the offer says so, the
// transition and the approval refuse without a valid signature (same record, same person, last 30 minutes,
// unused: 422 SIGNATURE_REQUIRED) or without a position (422 POSITION_REQUIRED), nothing changing; a valid one
// is linked to the history step, which answers its id, and cannot sign twice.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceDir } from '../../src/server/resources/registry.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';
import { dataUrl, NAME_STROKES, PAD_PNG } from './helpers/signature-sample.ts';

addResourceDir(path.resolve(import.meta.dirname, '../fixtures/sign-resources'));

const EP = '/zax-cloud/u-basic/wf-signed';
let t: TestApp;
const tok: Record<string, string> = {};

type Json = Record<string, unknown>;

async function create(): Promise<number> {
  const r = await t.call({ method: 'POST', url: EP, token: tok.staff01, payload: { title: '受限空间作业' } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

async function sign(who: string, recordId: number, resource = 'wf-signed'): Promise<number> {
  const r = await t.call({ method: 'POST', url: '/zax-cloud/phone/signature', token: tok[who], payload: { resource, recordId, image: dataUrl(PAD_PNG), strokes: NAME_STROKES } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id;
}

/** A position the person read on the record (as POST /phone/position keeps it); `age` in minutes, `refused` too far. */
async function position(who: string, recordId: number, opts: { age?: number; refused?: boolean; resource?: string } = {}): Promise<number> {
  const [r] = await t.db.query<{ id: number }>(
    `insert into phone_position (tenant_id, resource, record_id, user_id, lat, lon, limit_m, too_far, refused, purpose, at)
     select tenant_id, $2, $3, id, 31.2, 121.5, 200, $4, $4, 'signature', now() - make_interval(mins => $5) from sysuser where login_name = $1
     returning id`,
    [who, opts.resource ?? 'wf-signed', recordId, opts.refused ?? false, opts.age ?? 0],
  );
  return Number(r.id);
}

const act = (who: string, action: string, payload: Json) => t.call({ method: 'POST', url: `${EP}/${action}`, token: tok[who], payload });

async function stateOf(id: number): Promise<string> {
  const [r] = await t.db.query<{ state: string }>("select data->>'state' as state from r_wf_signed where id = $1", [id]);
  return r.state;
}

async function history(id: number): Promise<Json[]> {
  const r = await t.call({ url: `${EP}/history?id=${id}`, token: tok.staff01 });
  return r.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'staff01', 'aq01', 'cj01']) tok[name] = await t.login(name, PASSWORDS[name]);
});
afterAll(() => t.close());

describe('a transition that requires a signature and a position', () => {
  it('is offered with what it asks', async () => {
    const id = await create();
    const r = await t.call({ url: `${EP}/actions?id=${id}`, token: tok.staff01 });
    expect(r.json().data).toContainEqual(expect.objectContaining({ action: 'submit', signature: 'required', location: 'required' }));
  });

  it('refuses without a signature, or with one of another record, another person, too old or used (422), nothing changing', async () => {
    const id = await create();
    const other = await create();
    const cases: [Json, string][] = [
      [{}, '“提交”需要现场手写签名，请先签名'],
      [{ signatureId: 987654 }, '签名不存在'],
      [{ signatureId: await sign('staff01', other) }, '签名不是签在这条记录上的，请重新签名'],
      [{ signatureId: await sign('cj01', id) }, '签名不是本人的，请本人重新签名'],
    ];
    const old = await sign('staff01', id);
    await t.db.query("update signature set signed_at = now() - interval '31 minutes' where id = $1", [old]);
    cases.push([{ signatureId: old }, '签名已超过30分钟，请重新签名']);
    for (const [body, msg] of cases) {
      const r = await act('staff01', 'submit', { id, positionId: await position('staff01', id), ...body });
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(r.json()).toMatchObject({ code: 422, msg, errors: [{ field: 'signatureId', message: msg }] });
    }
    expect(await stateOf(id)).toBe('draft');
    expect(await history(id)).toHaveLength(1);
  });

  it('refuses without a position (422 POSITION_REQUIRED naming positionId), the signature staying unused', async () => {
    const id = await create();
    const sig = await sign('staff01', id);
    const r = await act('staff01', 'submit', { id, signatureId: sig });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ errors: [{ field: 'positionId', message: '“提交”需要现场位置，请允许读取手机位置后再试' }] });
    const [row] = await t.db.query<{ used_by_history: number | null }>('select used_by_history from signature where id = $1', [sig]);
    expect(row.used_by_history).toBeNull();
    expect(await stateOf(id)).toBe('draft');
  });

  it("refuses a position of another record, another person, too old or refused (422 naming positionId), nothing changing", async () => {
    const id = await create();
    const other = await create();
    const cases: [number, string][] = [
      [987654, '位置记录不存在，请重新读取位置'],
      [await position('staff01', other), '位置不是在这条记录上读取的，请重新读取位置'],
      [await position('cj01', id), '位置不是本人读取的，请本人重新读取位置'],
      [await position('staff01', id, { age: 31 }), '位置已超过30分钟，请重新读取位置'],
      [await position('staff01', id, { refused: true }), '该位置离现场太远已被拒绝，请到现场重新读取位置'],
    ];
    for (const [positionId, msg] of cases) {
      const sig = await sign('staff01', id);
      const r = await act('staff01', 'submit', { id, signatureId: sig, positionId });
      expect(r.statusCode, msg).toBe(422);
      expect(r.json()).toMatchObject({ errors: [{ field: 'positionId', message: msg }] });
      // A signature drawn with someone else's position is refused the same way.
      const drawn = await t.call({
        method: 'POST',
        url: '/zax-cloud/phone/signature',
        token: tok.staff01,
        payload: { resource: 'wf-signed', recordId: id, image: dataUrl(PAD_PNG), strokes: NAME_STROKES, positionId },
      });
      expect(drawn.statusCode, msg).toBe(422);
    }
    expect(await stateOf(id)).toBe('draft');
  });

  it('moves with a valid signature and position, the history answering both; the signature cannot sign again', async () => {
    const id = await create();
    const sig = await sign('staff01', id);
    const pos = await position('staff01', id);
    const r = await act('staff01', 'submit', { id, signatureId: sig, positionId: pos });
    expect(r.statusCode, r.body).toBe(200);
    expect(await stateOf(id)).toBe('review');
    const step = (await history(id)).find((h) => h.action === 'submit') as Json;
    expect(step).toMatchObject({ signatureId: sig, positionId: pos });
    const [row] = await t.db.query<{ used_by_history: number }>('select used_by_history from signature where id = $1', [sig]);
    expect(Number(row.used_by_history)).toBe(step.id);

    // Back to draft (the approval's return), then the same signature again.
    const back = await t.call({ method: 'POST', url: `${EP}/approval/return`, token: tok.aq01, payload: { id, opinion: '重新确认' } });
    expect(back.statusCode, back.body).toBe(200);
    const again = await act('staff01', 'submit', { id, signatureId: sig, positionId: await position('staff01', id) });
    expect(again.statusCode).toBe(422);
    expect(again.json().msg).toBe('签名已被使用过，请重新签名');
  });
});

describe('an approval step that requires a signature', () => {
  it('offers approve with the signature, refuses without one and approves with one', async () => {
    const id = await create();
    const sub = await act('staff01', 'submit', { id, signatureId: await sign('staff01', id), positionId: await position('staff01', id) });
    expect(sub.statusCode, sub.body).toBe(200);

    const offers = await t.call({ url: `${EP}/actions?id=${id}`, token: tok.aq01 });
    expect(offers.json().data).toContainEqual(expect.objectContaining({ action: 'approval/approve', signature: 'required' }));

    const bare = await t.call({ method: 'POST', url: `${EP}/approval/approve`, token: tok.aq01, payload: { id } });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ msg: '“现场确认”需要现场手写签名，请先签名', errors: [{ field: 'signatureId' }] });
    expect(await stateOf(id)).toBe('review');

    const someoneElses = await t.call({ method: 'POST', url: `${EP}/approval/approve`, token: tok.aq01, payload: { id, signatureId: await sign('staff01', id) } });
    expect(someoneElses.statusCode).toBe(422);

    const sig = await sign('aq01', id);
    const ok = await t.call({ method: 'POST', url: `${EP}/approval/approve`, token: tok.aq01, payload: { id, signatureId: sig, opinion: '现场已确认' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stateOf(id)).toBe('approved');
    expect(await history(id)).toContainEqual(expect.objectContaining({ action: 'approval/approve', signatureId: sig }));
  });

  it('takes an optional signature when sent and none when not', async () => {
    const id = await create();
    await act('staff01', 'submit', { id, signatureId: await sign('staff01', id), positionId: await position('staff01', id) });
    const sig = await sign('aq01', id);
    expect((await t.call({ method: 'POST', url: `${EP}/approval/approve`, token: tok.aq01, payload: { id, signatureId: sig } })).statusCode).toBe(200);
    const close = await act('qyadmin', 'close', { id });
    expect(close.statusCode, close.body).toBe(200);
    expect((await history(id)).at(-1)).toMatchObject({ action: 'close', signatureId: null });
  });
});
