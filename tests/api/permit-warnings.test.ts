import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepPermitWarnings } from '../../src/server/permits/permit-sweep.ts';
import { approvedPermit, createDraft, HOUR, kindUrl, MIN, passingAnalysis, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

interface Warning {
  kind: string;
  risk: string;
  staff: string;
  model: string;
}
const warnings = (permitId: number) =>
  t.db.query<Warning>(
    `select w.kind, w.risk, s.name as staff, w.model from risk_warning w join staffinfo s on s.tenant_id = w.tenant_id and s.id = w.staff_id
      where w.zuo_ye_id = $1 and w.kind in ('PERMIT_EXPIRING', 'PERMIT_EXPIRED', 'GAS_ANALYSIS_OVERDUE') order by w.id`,
    [permitId],
  );
const detail = async (id: number) => (await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${id}`)).e;
const later = (ms: number) => new Date(Date.now() + ms);

async function started(kind: 'GAO_CHU' | 'SHOU_XIAN', over: Record<string, unknown> = {}): Promise<number> {
  const id = await approvedPermit(api, kind, over);
  if (kind === 'SHOU_XIAN') await api.post('aq01', `${kindUrl(kind)}/environmentAnalysis/save`, passingAnalysis(id));
  const r = await api.post('staff01', `${kindUrl(kind)}/start`, { id });
  expect(r.status, r.body.msg).toBe(200);
  return id;
}

describe('sweepPermitWarnings', () => {
  it('warns the leader/submitter once of a permit ending within 2 hours, and again after an extension', async () => {
    const id = await started('GAO_CHU'); // ends in 2 h, leader and submitter 张伟
    await sweepPermitWarnings(t.db, later(MIN));
    const first = await warnings(id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ kind: 'PERMIT_EXPIRING', staff: '张伟', model: 'tszy' });
    expect(first[0].risk).toMatch(/^高处作业票 HJZA\d{13} 将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 到期（还剩 1\d\d 分钟），请及时完工或办理延期$/);

    await sweepPermitWarnings(t.db, later(2 * MIN));
    expect(await warnings(id)).toHaveLength(1);

    const end = Date.parse((await detail(id)).jiHuaJieShuShiJian);
    expect((await api.post('staff01', `${kindUrl('GAO_CHU')}/extendTime`, { id, jiHuaJieShuShiJian: new Date(end + 3 * HOUR).toISOString() })).status).toBe(200);
    await sweepPermitWarnings(t.db, later(3 * MIN));
    expect(await warnings(id)).toHaveLength(1); // the new end is 5 h away
    await sweepPermitWarnings(t.db, new Date(end + 2 * HOUR));
    expect((await warnings(id)).map((w) => w.kind)).toEqual(['PERMIT_EXPIRING', 'PERMIT_EXPIRING']);
  });

  it('moves permits past their end to EXPIRED through the domain, with the event, and warns once', async () => {
    const working = await started('GAO_CHU');
    const { id: approving } = await createDraft(api, 'MANG_BAN');
    expect((await api.post('staff01', `${kindUrl('MANG_BAN')}/submit`, { id: approving })).e.zhuangTai).toBe('APPROVING');
    const { id: draft } = await createDraft(api, 'DONG_TU');

    const at = later(2 * HOUR + 5 * MIN);
    const r = await sweepPermitWarnings(t.db, at);
    expect(r.expired).toBeGreaterThanOrEqual(2);
    for (const [id, from] of [[working, 'IN_PROGRESS'], [approving, 'APPROVING']] as const) {
      const d = await detail(id);
      expect(d.zhuangTai).toBe('EXPIRED');
      expect(d.slotIndex).toBeNull();
      expect(d.events.at(-1)).toMatchObject({ action: 'expire', byUser: null, byName: '系统', from, to: 'EXPIRED' });
      expect(Date.parse(d.events.at(-1).at)).toBe(at.getTime());
      const w = await warnings(id);
      expect(w.map((x) => x.kind)).toEqual(['PERMIT_EXPIRED']);
      expect(w[0].risk).toContain('已超过计划结束时间');
    }
    expect((await detail(draft)).zhuangTai).toBe('DRAFT');

    const again = await sweepPermitWarnings(t.db, later(2 * HOUR + 10 * MIN));
    expect(again.expired).toBe(0);
    expect(await warnings(working)).toHaveLength(1);
    expect((await detail(working)).events.filter((e: { action: string }) => e.action === 'expire')).toHaveLength(1);
    // An expired permit may still be discarded (the domain allows it).
    expect((await api.post('staff01', `${TSZY}/zuoYePiao/discard`, { id: working })).e.zhuangTai).toBe('DISCARDED');
  });

  it('warns of a confined space in progress with no gas record for 2 hours, once per record', async () => {
    const end = new Date(Date.now() + 20 * HOUR).toISOString();
    const id = await started('SHOU_XIAN', { jiHuaJieShuShiJian: end });
    await sweepPermitWarnings(t.db, later(HOUR + 50 * MIN));
    expect(await warnings(id)).toEqual([]);

    await sweepPermitWarnings(t.db, later(2 * HOUR + MIN));
    const w = await warnings(id);
    expect(w.map((x) => x.kind)).toEqual(['GAS_ANALYSIS_OVERDUE', 'GAS_ANALYSIS_OVERDUE']);
    expect(w.map((x) => x.staff).sort()).toEqual(['张伟', '李安全'].sort()); // leader/submitter and the analyst
    expect(w[0].risk).toMatch(/^受限空间作业票 HJZA\d{13} 气体分析已超过2小时未记录（最近一次 .+），请立即复测$/);
    await sweepPermitWarnings(t.db, later(2 * HOUR + 2 * MIN));
    expect(await warnings(id)).toHaveLength(2);

    // A new record resets the clock: overdue again 2 h after it, warned again.
    expect((await api.post('aq01', `${kindUrl('SHOU_XIAN')}/environmentAnalysis/save`, passingAnalysis(id, 0))).status).toBe(200);
    await sweepPermitWarnings(t.db, later(2 * HOUR + 3 * MIN));
    expect(await warnings(id)).toHaveLength(4);
  });

  it('sweeps each enterprise in its own tenant transaction, audited with no user', async () => {
    const id = await started('GAO_CHU', { jiHuaJieShuShiJian: new Date(Date.now() + 30 * MIN).toISOString() });
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from audit_log where table_name = $1 and record_id = $2', ['permit', String(id)]);
    await sweepPermitWarnings(t.db, later(31 * MIN));
    expect((await detail(id)).zhuangTai).toBe('EXPIRED');
    const audit = await t.db.query<{ tenant_id: number; actor_id: number | null }>(
      `select tenant_id, actor_id from audit_log where table_name = 'permit' and record_id = $1 order by id offset $2`,
      [String(id), before[0].n],
    );
    expect(audit).toEqual([{ tenant_id: 1001, actor_id: null }]);
  });
});
