import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalIdCheckChar } from '../../src/domain/validators.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

interface Answer {
  status: number;
  body: { code: number | string; msg: string; entity?: unknown; data?: unknown; errors?: { field: string; message: string }[] };
}

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object, entId?: number): Promise<Answer> {
  const res = await t.call({ method, url: `/zax-cloud/user${url}`, token, payload, entId });
  return { status: res.statusCode, body: res.json() };
}

const first17 = '11010519491231002';
const ID_CARD = first17 + nationalIdCheckChar(first17);

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'qyadmin', 'qyadmin2', 'staff01', 'viewer']) tokens[name] = await t.login(name, PASSWORDS[name]);
  for (const r of await t.db.query<{ id: number; login_name: string }>('select id, login_name from sysuser')) ids[r.login_name] = r.id;
});
afterAll(() => t?.close());

describe('signature', () => {
  it('is null until saved, then returns the stored value; empty clears it', async () => {
    expect((await call('GET', '/sysuser/getSignature', tokens.staff01)).body).toMatchObject({ code: 0, entity: null });
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect((await call('POST', '/sysuser/saveSignature', tokens.staff01, { signature: png })).status).toBe(200);
    expect((await call('GET', '/sysuser/getSignature', tokens.staff01)).body.entity).toBe(png);
    const [row] = await t.db.query<{ signature: string }>('select signature from sysuser where id = $1', [ids.staff01]);
    expect(row.signature).toBe(png);
    expect((await call('GET', '/sysuser/getSignature', tokens.qyadmin)).body.entity).toBeNull();
    await call('POST', '/sysuser/saveSignature', tokens.staff01, { signature: '' });
    expect((await call('GET', '/sysuser/getSignature', tokens.staff01)).body.entity).toBeNull();
  });

  it('works while acting for a sub-enterprise and for the read-only user (own account)', async () => {
    expect((await call('POST', '/sysuser/saveSignature', tokens.qyadmin, { signature: '企业管理员' }, 1002)).status).toBe(200);
    expect((await call('GET', '/sysuser/getSignature', tokens.qyadmin, undefined, 1002)).body.entity).toBe('企业管理员');
    expect((await call('POST', '/sysuser/saveSignature', tokens.viewer, { signature: 'file:42' })).status).toBe(200);
  });

  it('refuses bad data URLs, a missing field and view-only tokens', async () => {
    const svg = await call('POST', '/sysuser/saveSignature', tokens.staff01, { signature: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(svg).toMatchObject({ status: 400, body: { errors: [{ field: 'signature' }] } });
    expect(svg.body.msg).toContain('签名图片格式不正确');
    expect((await call('POST', '/sysuser/saveSignature', tokens.staff01, {})).body.msg).toBe('请填写签名');
    const view = (await call('GET', '/sysuser/viewToken?compBizId=1001', tokens.qyadmin)).body.entity as string;
    const r = await call('POST', '/sysuser/saveSignature', view, { signature: 'x' });
    expect(r).toMatchObject({ status: 403, body: { msg: '查看模式下不能修改数据' } });
    expect((await call('GET', '/sysuser/getSignature', tokens.staff01)).body.entity).toBeNull();
  });
});

describe('contacts', () => {
  it('adds a contact of the same enterprise once and lists it', async () => {
    for (let i = 0; i < 2; i += 1) {
      const r = await call('GET', `/sysuser/addFriends?friendId=${ids.staff01}`, tokens.qyadmin);
      expect(r).toMatchObject({ status: 200, body: { code: 0, entity: { friendId: ids.staff01 } } });
    }
    const rows = await t.db.query('select 1 from user_friend where user_id = $1 and friend_id = $2', [ids.qyadmin, ids.staff01]);
    expect(rows).toHaveLength(1);
    const list = (await call('GET', '/sysuser/friends', tokens.qyadmin)).body.entity as { id: number; userName: string }[];
    expect(list).toEqual([expect.objectContaining({ id: ids.staff01, userName: '张伟' })]);
    expect(JSON.stringify(list)).not.toMatch(/password/i);
    expect((await call('GET', '/sysuser/friends', tokens.staff01)).body.entity).toEqual([]);
  });

  it('refuses users of another enterprise, oneself and a bad id', async () => {
    const foreign = await call('GET', `/sysuser/addFriends?friendId=${ids.qyadmin2}`, tokens.qyadmin);
    expect(foreign).toMatchObject({ status: 404, body: { msg: '用户不存在' } });
    const self = await call('GET', `/sysuser/addFriends?friendId=${ids.qyadmin}`, tokens.qyadmin);
    expect(self).toMatchObject({ status: 400, body: { msg: '不能添加自己为联系人' } });
    expect((await call('GET', '/sysuser/addFriends', tokens.qyadmin)).body.msg).toBe('请填写联系人');
    expect(await t.db.query('select 1 from user_friend where friend_id in ($1, $2)', [ids.qyadmin2, ids.qyadmin])).toHaveLength(0);
  });
});

describe('GET /sysuser/getUsersState', () => {
  it('answers online state only for visible users', async () => {
    const q = [ids.qyadmin, ids.staff01, ids.cj01, ids.qyadmin2, 999999].join(',');
    const r = await call('GET', `/sysuser/getUsersState?ids=${q}`, tokens.staff01);
    expect(r.status).toBe(200);
    expect(r.body.entity).toEqual([
      { id: ids.qyadmin, online: true },
      { id: ids.staff01, online: true },
      { id: ids.cj01, online: false },
    ]);
    const admin = await call('GET', `/sysuser/getUsersState?ids=${ids.qyadmin2}`, tokens.admin);
    expect(admin.body.entity).toEqual([{ id: ids.qyadmin2, online: true }]);
  });

  it('counts revoked sessions as offline and refuses malformed lists', async () => {
    const token = await t.login('cj01', PASSWORDS.cj01);
    expect((await call('GET', `/sysuser/getUsersState?ids=${ids.cj01}`, tokens.qyadmin)).body.entity).toEqual([{ id: ids.cj01, online: true }]);
    await call('POST', '/sysuser/logout', token);
    expect((await call('GET', `/sysuser/getUsersState?ids=${ids.cj01}`, tokens.qyadmin)).body.entity).toEqual([{ id: ids.cj01, online: false }]);
    const bad = await call('GET', '/sysuser/getUsersState?ids=1,a', tokens.qyadmin);
    expect(bad).toMatchObject({ status: 400, body: { msg: '用户ID列表格式不正确，应为逗号分隔的数字' } });
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect((await call('GET', `/sysuser/getUsersState?ids=${many}`, tokens.qyadmin)).body.msg).toBe('一次最多查询200个用户');
  });
});

describe('ocrpersoninfo', () => {
  it('stores one row per user and reads it back', async () => {
    expect((await call('GET', `/ocrpersoninfo/getByUserId?userId=${ids.staff01}`, tokens.qyadmin)).status).toBe(404);
    const saved = await call('POST', '/ocrpersoninfo/save', tokens.staff01, { name: '张伟', idCard: ID_CARD, address: '北京市' });
    expect(saved).toMatchObject({ status: 200, body: { code: 0 } });
    const again = await call('POST', '/ocrpersoninfo/save', tokens.qyadmin, { userId: ids.staff01, name: '张伟', idCard: ID_CARD, address: '上海市' });
    expect(again.status).toBe(200);
    const rows = await t.db.query<{ tenant_id: number; address: string }>('select tenant_id, address from ocrpersoninfo where user_id = $1', [ids.staff01]);
    expect(rows).toEqual([{ tenant_id: 1001, address: '上海市' }]);
    const got = await call('GET', `/ocrpersoninfo/getByUserId?userId=${ids.staff01}`, tokens.staff01);
    expect(got).toMatchObject({ status: 200, body: { code: 0, data: { userId: ids.staff01, idCard: ID_CARD, address: '上海市', qyId: 1001 } } });
  });

  it('keeps other users and other enterprises out', async () => {
    const peer = await call('GET', `/ocrpersoninfo/getByUserId?userId=${ids.staff01}`, tokens.viewer);
    expect(peer).toMatchObject({ status: 403, body: { msg: '只能查看本人的身份信息' } });
    const foreign = await call('GET', `/ocrpersoninfo/getByUserId?userId=${ids.staff01}`, tokens.qyadmin2);
    expect(foreign.status).toBe(404);
    const save = await call('POST', '/ocrpersoninfo/save', tokens.qyadmin, { userId: ids.qyadmin2, name: '某人', idCard: ID_CARD });
    expect(save).toMatchObject({ status: 404, body: { msg: '用户不存在' } });
    const staff = await call('POST', '/ocrpersoninfo/save', tokens.staff01, { userId: ids.qyadmin, name: '某人', idCard: ID_CARD });
    expect(staff.status).toBe(403);
    const ro = await call('POST', '/ocrpersoninfo/save', tokens.viewer, { name: '只读', idCard: ID_CARD });
    expect(ro.status).toBe(403);
    expect(await t.db.query('select 1 from ocrpersoninfo where user_id <> $1', [ids.staff01])).toHaveLength(0);
  });

  it('validates the ID card number', async () => {
    const bad = await call('POST', '/ocrpersoninfo/save', tokens.staff01, { name: '张伟', idCard: first17 + 'Y' });
    expect(bad).toMatchObject({ status: 400, body: { msg: '身份证号格式不正确', errors: [{ field: 'idCard' }] } });
    const short = await call('POST', '/ocrpersoninfo/save', tokens.staff01, { name: '张伟', idCard: '123' });
    expect(short.body.msg).toBe('身份证号格式不正确');
  });
});
