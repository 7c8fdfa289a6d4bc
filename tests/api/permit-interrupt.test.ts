// Interruption of work in progress (issue 6; GB 30871 5.3.1d, 6.3f): POST /{kind}/interrupt records the
// instant, POST /{kind}/resumeWork clears it only when the domain's analysisNeeded allows it; the sweep warns
// of an interruption past the limit without a new analysis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitKind } from '../../src/domain/permit-kinds.ts';
import { sweepPermitWarnings } from '../../src/server/permits/permit-sweep.ts';
import { approvedPermit, HOUR, kindUrl, MIN, passingAnalysis, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

const detail = async (id: number) => (await api.get('staff01', `${TSZY}/zuoYePiao/detail?id=${id}`)).e;
const interrupt = (kind: PermitKind, id: number, opinion?: string) => api.post('staff01', `${kindUrl(kind)}/interrupt`, { id, opinion });
const resumeWork = (kind: PermitKind, id: number) => api.post('staff01', `${kindUrl(kind)}/resumeWork`, { id });
const analyse = (kind: PermitKind, id: number, minutesAgo = 1, over: Record<string, unknown> = {}) =>
  api.post('aq01', `${kindUrl(kind)}/environmentAnalysis/save`, passingAnalysis(id, minutesAgo, over));

async function started(kind: PermitKind, over: Record<string, unknown> = {}): Promise<number> {
  const id = await approvedPermit(api, kind, { jiHuaJieShuShiJian: new Date(Date.now() + 6 * HOUR).toISOString(), ...over });
  if (kind === 'SHOU_XIAN' || kind === 'DONG_HUO') expect((await analyse(kind, id)).status).toBe(200);
  const r = await api.post('staff01', `${kindUrl(kind)}/start`, { id });
  expect(r.status, r.body.msg).toBe(200);
  return id;
}

/** Moves the interruption `minutes` into the past, and the start and every gas record before it. */
async function interruptedAgo(id: number, minutes: number): Promise<void> {
  await t.db.query(
    `update permit set interrupted_at = now() - make_interval(mins => $2), started_at = now() - make_interval(mins => $2 + 10)
      where id = $1`,
    [id, minutes],
  );
  await t.db.query('update gas_analysis set taken_at = now() - make_interval(mins => $2 + 5) where permit_id = $1', [id, minutes]);
}

const interruptWarnings = (id: number) =>
  t.db.query<{ risk: string; staff: string }>(
    `select w.risk, s.name as staff from risk_warning w join staffinfo s on s.tenant_id = w.tenant_id and s.id = w.staff_id
      where w.zuo_ye_id = $1 and w.kind = 'WORK_INTERRUPTED' order by s.name`,
    [id],
  );

describe('interrupt', () => {
  it('records the instant and an event with the reason; a second interruption is refused', async () => {
    const id = await started('SHOU_XIAN');
    const r = await interrupt('SHOU_XIAN', id, '等待物料');
    expect(r.status, r.body.msg).toBe(200);
    expect(r.e.zhuangTai).toBe('IN_PROGRESS');
    expect(Math.abs(Date.parse(r.e.zhongDuanShiJian) - Date.now())).toBeLessThan(MIN);
    const ev = (await detail(id)).events.at(-1);
    expect(ev).toMatchObject({ action: 'interrupt', from: 'IN_PROGRESS', to: 'IN_PROGRESS', opinion: '等待物料', byName: '张伟' });
    expect(ev.detail.interruptedAt).toBe(r.e.zhongDuanShiJian);

    const again = await interrupt('SHOU_XIAN', id);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('作业已中断，不能重复中断');
  });

  it('only in progress; resuming work that is not interrupted is refused', async () => {
    const id = await approvedPermit(api, 'GAO_CHU');
    const r = await interrupt('GAO_CHU', id);
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('作业票当前状态为「待作业」，不能中断作业');
    await api.post('staff01', `${kindUrl('GAO_CHU')}/start`, { id });
    const resume = await resumeWork('GAO_CHU', id);
    expect(resume.status).toBe(409);
    expect(resume.body.msg).toBe('作业未中断，无需恢复');
  });
});

describe('resumeWork', () => {
  it('refuses confined space after a 70-minute interruption without a new analysis, then resumes after a passing one', async () => {
    const id = await started('SHOU_XIAN');
    expect((await interrupt('SHOU_XIAN', id, '交接班')).status).toBe(200);
    await interruptedAgo(id, 70);
    const before = await detail(id);

    const refused = await resumeWork('SHOU_XIAN', id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('作业中断超过 60 分钟，恢复作业前须重新进行气体分析（30 分钟内合格）');
    expect(await detail(id)).toEqual(before);

    // A failing record after the interruption does not do.
    expect((await analyse('SHOU_XIAN', id, 2, { nongDu: 1.2 })).e.heGe).toBe(false);
    expect((await resumeWork('SHOU_XIAN', id)).body.msg).toMatch(/^最近一次气体分析不合格，须整改后重新分析。判定依据：不合格：.*实测 1\.2 %/);

    expect((await analyse('SHOU_XIAN', id, 1)).e.heGe).toBe(true);
    const ok = await resumeWork('SHOU_XIAN', id);
    expect(ok.status, ok.body.msg).toBe(200);
    expect(ok.e).toMatchObject({ zhuangTai: 'IN_PROGRESS', zhongDuanShiJian: null });
    const ev = (await detail(id)).events.at(-1);
    expect(ev).toMatchObject({ action: 'resumeWork', from: 'IN_PROGRESS', to: 'IN_PROGRESS' });
    expect(ev.detail.minutes).toBe(70);
  });

  it('resumes confined space interrupted within the limit on the record taken before', async () => {
    const id = await started('SHOU_XIAN');
    await interrupt('SHOU_XIAN', id);
    await interruptedAgo(id, 50);
    const r = await resumeWork('SHOU_XIAN', id);
    expect(r.status, r.body.msg).toBe(200);
    expect(r.e.zhongDuanShiJian).toBeNull();
  });

  it('hot work 一级 (or 特级 when raised at night) has a 30-minute limit', async () => {
    const id = await started('DONG_HUO', { dongHuoJiBie: '一级' });
    expect(['YI_JI', 'TE_JI']).toContain((await detail(id)).jiBieDaiMa);
    await interrupt('DONG_HUO', id);
    await interruptedAgo(id, 45);
    const r = await resumeWork('DONG_HUO', id);
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('作业中断超过 30 分钟，恢复作业前须重新进行气体分析（30 分钟内合格）');
    expect((await analyse('DONG_HUO', id, 1)).e.heGe).toBe(true);
    expect((await resumeWork('DONG_HUO', id)).e.zhongDuanShiJian).toBeNull();
  });

  it('other kinds resume without an analysis', async () => {
    const id = await started('GAO_CHU');
    await interrupt('GAO_CHU', id);
    await interruptedAgo(id, 600);
    const r = await resumeWork('GAO_CHU', id);
    expect(r.status, r.body.msg).toBe(200);
    expect(r.e.zhongDuanShiJian).toBeNull();
  });
});

describe('while interrupted', () => {
  it('extension and finish are allowed; the finished permit keeps the interruption', async () => {
    const id = await started('GAO_CHU');
    const { e } = await interrupt('GAO_CHU', id);
    const end = new Date(Date.parse(e.jiHuaJieShuShiJian) + HOUR).toISOString();
    const ext = await api.post('staff01', `${kindUrl('GAO_CHU')}/extendTime`, { id, jiHuaJieShuShiJian: end });
    expect(ext.status, ext.body.msg).toBe(200);
    expect(ext.e.zhongDuanShiJian).toBe(e.zhongDuanShiJian);
    const fin = await api.post('cj01', `${TSZY}/zuoYePiao/finish`, { id });
    expect(fin.status, fin.body.msg).toBe(200);
    expect(fin.e).toMatchObject({ zhuangTai: 'FINISHED', zhongDuanShiJian: e.zhongDuanShiJian });
  });
});

describe('the sweep', () => {
  it('warns once of an interruption past the limit without a new analysis, not of one within it', async () => {
    const past = await started('SHOU_XIAN');
    await interrupt('SHOU_XIAN', past);
    await interruptedAgo(past, 70);
    const within = await started('SHOU_XIAN');
    await interrupt('SHOU_XIAN', within);
    await interruptedAgo(within, 50);

    await sweepPermitWarnings(t.db, new Date());
    const w = await interruptWarnings(past);
    expect(w.map((x) => x.staff).sort()).toEqual(['张伟', '李安全'].sort());
    expect(w[0].risk).toMatch(/^受限空间作业票 HJZA\d{13} 作业中断已超过 60 分钟（.+ 中断），恢复作业前须重新进行气体分析$/);
    expect(await interruptWarnings(within)).toEqual([]);

    await sweepPermitWarnings(t.db, new Date(Date.now() + MIN));
    expect(await interruptWarnings(past)).toHaveLength(2);

    // A passing record since the interruption: nothing more to warn of.
    await analyse('SHOU_XIAN', within, 0);
    await sweepPermitWarnings(t.db, new Date(Date.now() + 20 * MIN));
    expect(await interruptWarnings(within)).toEqual([]);
  });
});
