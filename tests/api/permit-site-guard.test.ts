import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

/**
 * The guardian at the site (issue 16 item 8; docs/permits.md "The guardian at the site"): on the demo's in-progress
 * 受限空间 permit at 罐区二甲醇储罐, named here with guardian 李安全 (aq01's staff record) and leader 张伟 (staff01), the
 * guardian confirms its 作业中 and 作业结束 measures with their time and records people entering and leaving; the
 * refusals name their field and change nothing; the acceptance waits until everyone is recorded out (GB 30871 6.8 c).
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let guardian: string;
let leader: string;
let director: string;
let admin: string;
let viewer: string;
let confined: { id: number; number: string };
let hotWork: number;
let draft: number;

const MEASURES = [
  { cuoShi: '检测受限空间氧含量', sheJi: true, queRenRen: '张伟', jieDuan: 'before' },
  { cuoShi: '监护人在出入口全程监护', sheJi: true, jieDuan: 'during' },
  { cuoShi: '作业结束清点人员和工器具', sheJi: true, jieDuan: 'after' },
  { cuoShi: '设置通风设备', sheJi: false, jieDuan: 'during' },
];

const view = async (id = confined.id, token = guardian) => {
  const res = await t.call({ method: 'GET', url: `/zax-cloud/tszy/zuoYePiao/siteGuard?id=${id}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().entity as {
    guardian: string;
    mayRecord: boolean;
    recording: boolean;
    confined: boolean;
    measures: { index: number; cuoShi: string; jieDuan: string; confirmRole: string | null; mayConfirm: boolean; check: { byName: string; at: string } | null }[];
    lines: { person: string; direction: string; at: string; byName: string }[];
    stays: { person: string; in: string; out: string | null }[];
    inside: string[];
  };
};
const confirm = (body: Record<string, unknown>, token = guardian, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: '/zax-cloud/tszy/zuoYePiao/siteGuard/measure', token, payload: { id: confined.id, ...body }, headers });
const entry = (body: Record<string, unknown>, token = guardian, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url: '/zax-cloud/tszy/zuoYePiao/siteGuard/entry', token, payload: { id: confined.id, ...body }, headers });
const counts = async () => {
  const [r] = await t.db.query<{ checks: string; lines: string }>(
    `select (select count(*) from permit_measure_check where tenant_id = 1001) as checks,
            (select count(*) from permit_confined_entry where tenant_id = 1001) as lines`,
  );
  return { checks: Number(r.checks), lines: Number(r.lines) };
};
const refused = async (res: Awaited<ReturnType<typeof entry>>, status: number, field: string | null, message: RegExp, before: { checks: number; lines: number }) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { code: number; msg: string; errors?: { field: string; message: string }[] };
  expect(body.code).toBe(status);
  expect(body.msg).toMatch(message);
  if (field) expect(body.errors).toEqual([expect.objectContaining({ field, message: body.msg })]);
  expect(await counts()).toEqual(before);
};
const isoAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  guardian = await t.login('aq01', PASSWORDS.aq01);
  leader = await t.login('staff01', PASSWORDS.staff01);
  director = await t.login('cj01', PASSWORDS.cj01);
  admin = await t.login('qyadmin', PASSWORDS.qyadmin);
  viewer = await t.login('viewer', PASSWORDS.viewer);
  const [row] = await t.db.query<{ id: string; number: string }>(
    `update permit set data = data || $1::jsonb
      where tenant_id = 1001 and kind = 'SHOU_XIAN' and state = 'IN_PROGRESS' and zuo_ye_di_dian = '罐区二甲醇储罐' returning id, number`,
    [JSON.stringify({ jianHuRen: '李安全', zuoYeFuZeRen: '张伟', anQuanCuoShi: MEASURES })],
  );
  confined = { id: Number(row.id), number: row.number };
  const [hot] = await t.db.query<{ id: string }>(
    `update permit set data = data || '{"jianHuRen":"李安全"}'::jsonb
      where id = (select id from permit where tenant_id = 1001 and kind = 'DONG_HUO' and state = 'IN_PROGRESS' order by id limit 1) returning id`,
  );
  hotWork = Number(hot.id);
  const [d] = await t.db.query<{ id: string }>(
    `update permit set data = data || $1::jsonb
      where id = (select id from permit where tenant_id = 1001 and state = 'DRAFT' order by id limit 1) returning id`,
    [JSON.stringify({ jianHuRen: '李安全', anQuanCuoShi: MEASURES })],
  );
  draft = Number(d.id);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the guardian’s record', () => {
  it('lists the 作业中 and 作业结束 measures, the empty record, and who may record', async () => {
    const v = await view();
    expect(v).toMatchObject({ guardian: '李安全', mayRecord: true, recording: true, confined: true, lines: [], stays: [], inside: [] });
    expect(v.measures).toEqual([
      { index: 1, cuoShi: '监护人在出入口全程监护', jieDuan: 'during', confirmRole: null, mayConfirm: true, check: null },
      { index: 2, cuoShi: '作业结束清点人员和工器具', jieDuan: 'after', confirmRole: null, mayConfirm: true, check: null },
    ]);
    expect((await view(confined.id, leader)).measures.map((m) => m.mayConfirm)).toEqual([false, false]);
    expect((await view(confined.id, leader)).mayRecord).toBe(false);
    expect((await view(confined.id, viewer)).mayRecord).toBe(false);
  });

  it('refuses anyone but the guardian, nothing written', async () => {
    const before = await counts();
    await refused(await confirm({ index: 1 }, leader), 403, null, /^只有本作业票的监护人（李安全）可以/, before);
    await refused(await entry({ person: '刘洋', direction: 'in' }, director), 403, null, /^只有本作业票的监护人（李安全）可以/, before);
    expect((await entry({ person: '刘洋', direction: 'in' }, viewer)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('lets the leader act when the enterprise allows it, and only then', async () => {
    const save = (leaderMayGuard: boolean) => t.call({ method: 'POST', url: '/zax-cloud/tszy/fieldConfig', token: admin, payload: { leaderMayGuard } });
    expect((await save(true)).json().entity.leaderMayGuard).toBe(true);
    const v = await view(confined.id, leader);
    expect(v.mayRecord).toBe(true);
    const before = await counts();
    await refused(await confirm({ index: 1 }, director), 403, null, /^只有本作业票的监护人（李安全）或作业负责人（张伟）可以/, before);
    expect((await save(false)).json().entity.leaderMayGuard).toBe(false);
    expect((await view(confined.id, leader)).mayRecord).toBe(false);
  });
});

describe('confirming measures', () => {
  it('confirms a 作业中 measure now, naming the guardian and the time', async () => {
    const res = await confirm({ index: 1 });
    expect(res.statusCode).toBe(200);
    const m = (res.json().entity as Awaited<ReturnType<typeof view>>).measures[0];
    expect(m.check?.byName).toBe('李安全');
    expect(Math.abs(Date.parse(m.check!.at) - Date.now())).toBeLessThan(60_000);
  });

  it('confirms a 作业结束 measure at a time given, shown on the detail', async () => {
    const at = isoAgo(5);
    expect((await confirm({ index: 2, at })).statusCode).toBe(200);
    const res = await t.call({ method: 'GET', url: `/zax-cloud/tszy/zuoYePiao/detail?id=${confined.id}`, token: director });
    const guard = res.json().entity.siteGuard as Awaited<ReturnType<typeof view>>;
    expect(guard.measures[1].check).toEqual({ byName: '李安全', at: new Date(at).toISOString(), photoIds: [] });
  });

  it.each([
    ['confirmed twice', { index: 1 }, 409, 'index', /^安全措施第2项「监护人在出入口全程监护」已由李安全于.+确认，不能重复确认$/],
    ['a 作业前 measure', { index: 0 }, 409, 'index', /是作业前的措施，已在提交前确认/],
    ['a measure not involved', { index: 3 }, 409, 'index', /^安全措施第4项「设置通风设备」标记为不涉及，无需确认$/],
    ['no such measure', { index: 9 }, 400, 'index', /^安全措施第10项不存在$/],
    ['a time in the future', { index: 2, at: new Date(Date.now() + 10 * 60_000).toISOString() }, 400, 'at', /^时间不能晚于当前时间/],
    ['a time that is none', { index: 2, at: '2026-02-30 10:00' }, 400, 'at', /时间/],
    ['a photo that is no file', { index: 2, photoIds: [987654] }, 400, 'photoIds', /.+/],
  ] as const)('refuses %s, nothing written', async (_, body, status, field, message) => {
    await refused(await confirm(body), status, field, message, await counts());
  });
});

describe('the confined-space entry record', () => {
  it('records people entering and leaving, counting those inside', async () => {
    let res = await entry({ person: '刘洋', direction: 'in', at: isoAgo(20) });
    expect(res.statusCode).toBe(200);
    res = await entry({ person: '王芳', direction: 'in' });
    expect(res.json().entity.inside).toEqual(['刘洋', '王芳'].sort((a, b) => a.localeCompare(b)));
    res = await entry({ person: '王芳', direction: 'out' });
    const v = res.json().entity as Awaited<ReturnType<typeof view>>;
    expect(v.inside).toEqual(['刘洋']);
    expect(v.lines.map((l) => [l.person, l.direction, l.byName])).toEqual([
      ['刘洋', 'in', '李安全'],
      ['王芳', 'in', '李安全'],
      ['王芳', 'out', '李安全'],
    ]);
    expect(v.stays).toEqual([
      { person: '刘洋', in: expect.any(String), out: null },
      { person: '王芳', in: expect.any(String), out: expect.any(String) },
    ]);
  });

  it.each([
    ['an entry twice', { person: '刘洋', direction: 'in' }, 409, 'person', /^刘洋已在受限空间内，不能重复登记进入$/],
    ['an exit of someone not inside', { person: '王芳', direction: 'out' }, 409, 'person', /^王芳不在受限空间内，不能登记出来$/],
    ['a time in the future', { person: '赵六', direction: 'in', at: new Date(Date.now() + 10 * 60_000).toISOString() }, 400, 'at', /^时间不能晚于当前时间/],
    ['a time before the start of the work', { person: '赵六', direction: 'in', at: '2020-01-01 08:00:00' }, 400, 'at', /^时间不能早于作业开始时间/],
    ['a time before the person’s last line', { person: '刘洋', direction: 'out', at: isoAgo(30) }, 400, 'at', /^出入时间不能早于刘洋上一次的登记时间/],
    ['a blank name', { person: '   ', direction: 'in' }, 400, 'person', /^请填写进出人员的姓名$/],
  ] as const)('refuses %s, nothing written', async (_, body, status, field, message) => {
    await refused(await entry(body), status, field, message, await counts());
  });

  it('refuses a line on another kind, and any step on a permit not in progress', async () => {
    const before = await counts();
    await refused(await t.call({ method: 'POST', url: '/zax-cloud/tszy/zuoYePiao/siteGuard/entry', token: guardian, payload: { id: hotWork, person: '刘洋', direction: 'in' } }), 409, null, /^只有受限空间作业需要登记人员出入$/, before);
    await refused(await t.call({ method: 'POST', url: '/zax-cloud/tszy/zuoYePiao/siteGuard/measure', token: guardian, payload: { id: draft, index: 1 } }), 409, null, /当前状态为「草稿」：只有作业中的作业票/, before);
  });

  it('sends a line once under one Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `guard-entry-${Date.now()}` };
    const first = await entry({ person: '赵六', direction: 'in' }, guardian, headers);
    expect(first.statusCode).toBe(200);
    const before = await counts();
    const again = await entry({ person: '赵六', direction: 'in' }, guardian, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await counts()).toEqual(before);
  });
});

describe('the acceptance of the confined space (GB 30871 6.8 c)', () => {
  const finish = () => t.call({ method: 'POST', url: '/zax-cloud/tszy/zuoYePiao/finish', token: director, payload: { id: confined.id } });

  it('is refused while someone is recorded inside, the permit unchanged', async () => {
    const res = await finish();
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('受限空间内还登记有2人（刘洋、赵六）：须全部登记出来、清点无误后才能完工验收（GB 30871—2022 6.8 c）');
    const [p] = await t.db.query<{ state: string }>('select state from permit where id = $1', [confined.id]);
    expect(p.state).toBe('IN_PROGRESS');
  });

  it('passes once everyone is out; then the record is closed', async () => {
    expect((await entry({ person: '刘洋', direction: 'out' })).statusCode).toBe(200);
    expect((await entry({ person: '赵六', direction: 'out' })).statusCode).toBe(200);
    expect((await finish()).statusCode).toBe(200);
    const before = await counts();
    await refused(await entry({ person: '刘洋', direction: 'in' }), 409, null, /当前状态为「已完工」/, before);
    const v = await view();
    expect(v.recording).toBe(false);
    expect(v.inside).toEqual([]);
  });
});
