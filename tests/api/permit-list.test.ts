import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedPermit, createDraft, HOUR, kindUrl, MIN, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const Z = `${TSZY}/zuoYePiao`;
const seq = (n: string) => Number(n.slice(4));

describe('permit numbers', () => {
  it('are HJZA + 13 digits, increasing, and never reused after a removal or a rollback', async () => {
    const a = await createDraft(api, 'DONG_TU');
    const b = await createDraft(api, 'DUAN_LU');
    expect(a.zuoYeBianHao).toMatch(/^HJZA\d{13}$/);
    expect(seq(b.zuoYeBianHao)).toBe(seq(a.zuoYeBianHao) + 1);
    expect((await api.post('staff01', `${Z}/remove`, { id: b.id })).e.zhuangTai).toBe('REMOVED');
    // A rolled-back insert burns its number too.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("insert into permit(tenant_id, kind) values (1001, 'DONG_TU')");
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const c = await createDraft(api, 'DONG_TU');
    expect(seq(c.zuoYeBianHao)).toBe(seq(b.zuoYeBianHao) + 2);
    const kept = await t.db.query<{ state: string }>('select state from permit where number = $1', [b.zuoYeBianHao]);
    expect(kept).toEqual([{ state: 'REMOVED' }]);
    const all = await t.db.query<{ number: string }>('select number from permit');
    expect(new Set(all.map((r) => r.number)).size).toBe(all.length);
  });
});

describe('list, statistics and index cards', () => {
  it('lists newest first, paged, filtered by kind, state, number, site and days; never removed ones', async () => {
    const x = await createDraft(api, 'YONG_DIAN', { zuoYeDiDian: '三号仓库' });
    const y = await createDraft(api, 'YONG_DIAN', { zuoYeDiDian: '三号仓库' });
    const page = (await api.get('viewer', `${Z}/list?pageIndex=1&pageSize=2`)).e;
    expect(page.dataList.map((r: { id: number }) => r.id)).toEqual([y.id, x.id]);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.dataList[0]).toMatchObject({ zuoYeLeiXingMingCheng: '临时用电', zhuangTaiMingCheng: '草稿', createdByName: '张伟' });
    const byKind = (await api.get('viewer', `${Z}/list?pageIndex=1&pageSize=50&zuoYeLeiXing=YONG_DIAN&zuoYeDiDian=${encodeURIComponent('三号')}`)).e;
    expect(byKind.total).toBe(2);
    const byNumber = (await api.get('viewer', `${Z}/list?pageIndex=1&pageSize=50&zuoYeBianHao=${x.zuoYeBianHao}`)).e;
    expect(byNumber.dataList.map((r: { id: number }) => r.id)).toEqual([x.id]);
    // The days are the sites' (UTC+8) days of creation; the demo data holds permits created the day before.
    const siteDay = (t: string | number) => new Date(new Date(t).getTime() + 8 * HOUR).toISOString().slice(0, 10);
    const today = siteDay(Date.now());
    const everything = (await api.get('viewer', `${Z}/list?pageIndex=1&pageSize=100`)).e;
    expect(everything.total).toBe(page.total);
    const createdToday = everything.dataList.filter((r: { createdAt: string }) => siteDay(r.createdAt) === today).length;
    expect(createdToday).toBeGreaterThanOrEqual(2);
    expect((await api.get('viewer', `${Z}/list?pageIndex=1&pageSize=50&kaiShiRiQi=${today}&jieShuRiQi=${today}`)).e.total).toBe(createdToday);
    expect((await api.get('viewer', `${Z}/list?pageIndex=1&pageSize=50&kaiShiRiQi=2000-01-01&jieShuRiQi=2000-01-02`)).e.total).toBe(0);
    expect(everything.dataList.some((r: { zhuangTai: string }) => r.zhuangTai === 'REMOVED')).toBe(false);
    const bad = await api.get('viewer', `${Z}/list?pageIndex=1&pageSize=10&zhuangTai=REMOVED`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].field).toBe('zhuangTai');
  });

  it('counts by kind, by state and by month of the last 12 months', async () => {
    const s = (await api.get('viewer', `${Z}/statistics`)).e;
    expect(s.byKind).toHaveLength(10);
    // The counts are those of the list (the demo data's permits and this file's).
    const total = async (filter: string) => (await api.get('viewer', `${Z}/list?pageIndex=1&pageSize=1${filter}`)).e.total as number;
    expect(s.byKind.find((k: { zuoYeLeiXing: string }) => k.zuoYeLeiXing === 'YONG_DIAN')).toMatchObject({
      name: '临时用电',
      count: await total('&zuoYeLeiXing=YONG_DIAN'),
    });
    expect(s.byState.find((k: { zhuangTai: string }) => k.zhuangTai === 'DRAFT').count).toBe(await total('&zhuangTai=DRAFT'));
    expect(s.byState.find((k: { zhuangTai: string }) => k.zhuangTai === 'DRAFT').count).toBeGreaterThanOrEqual(4);
    expect(s.byState.some((k: { zhuangTai: string }) => k.zhuangTai === 'REMOVED')).toBe(false);
    expect(s.byMonth).toHaveLength(12);
    // Every permit was created within the last 12 months (the demo's two days ago at most), this file's this month.
    const listed = await total('');
    expect(s.byMonth.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(listed);
    expect(s.byMonth.at(-1).count).toBeGreaterThanOrEqual(4);
    expect(s.byMonth.at(-1).month).toMatch(/^\d{4}-\d{2}$/);
  });

  it('counts in progress, awaiting my approval, expiring within 2 h and returned', async () => {
    const before = (await api.get('cj01', `${Z}/indexStats`)).e;
    const aqBefore = (await api.get('aq01', `${Z}/indexStats`)).e;
    const soon = await approvedPermit(api, 'MANG_BAN', { jiHuaJieShuShiJian: new Date(Date.now() + 90 * MIN).toISOString() });
    await api.post('staff01', `${kindUrl('MANG_BAN')}/start`, { id: soon });
    const waiting = await createDraft(api, 'MANG_BAN', { jiHuaJieShuShiJian: new Date(Date.now() + 5 * HOUR).toISOString() });
    await api.post('staff01', `${kindUrl('MANG_BAN')}/submit`, { id: waiting.id });
    const returned = await createDraft(api, 'MANG_BAN');
    await api.post('staff01', `${kindUrl('MANG_BAN')}/submit`, { id: returned.id });
    await api.post('cj01', `${kindUrl('MANG_BAN')}/zhongShen`, { id: returned.id, decision: 'return', slotIndex: 1, opinion: '盲板规格不对' });
    const after = (await api.get('cj01', `${Z}/indexStats`)).e;
    expect(after).toEqual({
      inProgress: before.inProgress + 1,
      expiringIn2h: before.expiringIn2h + 1,
      returned: before.returned + 1,
      awaitingMyApproval: before.awaitingMyApproval + 1,
    });
    // The blind-flange slots are the workshop director's: nothing more awaits the safety department.
    expect((await api.get('aq01', `${Z}/indexStats`)).e.awaitingMyApproval).toBe(aqBefore.awaitingMyApproval);
  });
});

describe('weather of a site', () => {
  it('answers the latest record (manual or station), null when there is none', async () => {
    expect((await api.get('viewer', `${Z}/weather?zuoYeDiDian=${encodeURIComponent('无记录地点')}`)).e).toBeNull();
    const site = encodeURIComponent('罐区');
    await api.post('staff01', `${Z}/weather`, { zuoYeDiDian: '罐区', fengLiDengJi: 2, jiLuShiJian: new Date(Date.now() - HOUR).toISOString() });
    await api.post('staff01', `${Z}/weather`, { zuoYeDiDian: '罐区', fengLiDengJi: 3, wenDu: 21.5, tianQi: '晴', laiYuan: 'station' });
    expect((await api.get('viewer', `${Z}/weather?zuoYeDiDian=${site}`)).e).toMatchObject({ fengLiDengJi: 3, wenDu: 21.5, tianQi: '晴', laiYuan: 'station' });
    const empty = await api.post('staff01', `${Z}/weather`, { zuoYeDiDian: '罐区' });
    expect(empty.status).toBe(400);
    const readOnly = await api.post('viewer', `${Z}/weather`, { zuoYeDiDian: '罐区', fengLiDengJi: 1 });
    expect(readOnly.status).toBe(403);
  });
});

describe('deep pages of the permit list', () => {
  const ids = async (pageIndex: number, pageSize: number) =>
    ((await api.get('viewer', `${Z}/list?pageIndex=${pageIndex}&pageSize=${pageSize}`)).e.dataList as { id: number }[]).map((r) => r.id);

  it('agree with shallow pages past offset 100, and a page read before is sought from its anchor', async () => {
    // 300 permits created at one time (ties broken by id), written in one statement.
    await t.db.query(`insert into permit (tenant_id, kind, created_at) select 1001, 'DONG_TU', now() - interval '1 day' from generate_series(1, 300)`);
    const big = [...(await ids(1, 100)), ...(await ids(2, 100)), ...(await ids(3, 100))];
    const small: number[] = [];
    for (let p = 1; p <= 15; p++) small.push(...(await ids(p, 20)));
    expect(new Set(big).size).toBe(300);
    expect(small).toEqual(big);
    // A permit newer than all written with the triggers off (no process hears it): page 6, read before, is sought
    // from where it began and does not move; a heard write (a new draft) drops the anchor and it moves by two.
    const sixth = await ids(6, 20);
    await t.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(`insert into permit (tenant_id, kind, number) values (1001, 'DONG_TU', 'HJZA9999999999999')`);
    });
    expect(await ids(6, 20)).toEqual(sixth);
    await createDraft(api, 'DONG_TU');
    await expect.poll(async () => (await ids(6, 20)).slice(2), { timeout: 5_000, interval: 50 }).toEqual(sixth.slice(0, 18));
  });
});
