// 特殊作业's remaining screens on the server: 作业计划's list of planned permits (GET /zuoYePiao/plan, the calendar's
// day ranges and the board's state), 作业检查记录 (a check of a permit in progress against a check library of its
// kind; a failed item needs its problem and registers a hidden danger in 隐患排查), and 风险预警's filters (module,
// days) on the warning lists. Refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

const API = '/zax-cloud/tszy';
const RECORDS = `${API}/check-record`;
let t: TestApp;
let admin: string; // qyadmin of 1001 (qyUser)
let staff: string; // staff01 of 1001 (qyStaff)
let inProgress: { id: number; number: string; kind: string; site: string };
let finished: { number: string };
let library: { id: number; items: { id: number; content: string }[] };
let otherLibrary: { id: number; items: { id: number }[] };

type Row = Record<string, unknown> & { id: number };

const KIND_NAMES: Record<string, string> = { DONG_HUO: '动火作业', GAO_CHU: '高处作业', SHOU_XIAN: '受限空间作业', DIAO_ZHUANG: '吊装作业' };
const localDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}
const counts = async () =>
  (
    await t.db.query<{ records: number; results: number; dangers: number }>(
      `select (select count(*)::int from r_check_record where tenant_id = 1001 and not deleted) as records,
              (select count(*)::int from r_check_result where tenant_id = 1001 and not deleted) as results,
              (select count(*)::int from r_hidden_danger where tenant_id = 1001 and not deleted) as dangers`,
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff] = await Promise.all([t.login('qyadmin', PASSWORDS.qyadmin), t.login('staff01', PASSWORDS.staff01)]);
  const [p] = await t.db.query<{ id: number; number: string; kind: string; site: string }>(
    "select id::int as id, number, kind, zuo_ye_di_dian as site from permit where tenant_id = 1001 and state = 'IN_PROGRESS' and interrupted_at is null order by id limit 1",
  );
  inProgress = p;
  [finished] = await t.db.query<{ number: string }>("select number from permit where tenant_id = 1001 and state in ('FINISHED', 'ARCHIVED') order by id limit 1");
  const make = async (workType: string, name: string) => {
    const res = await call('POST', `${API}/check-library`, { name, workType, items: [{ content: '作业现场有监护人' }, { content: '安全措施已落实' }] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  library = await make(inProgress.kind, '作业中检查库');
  otherLibrary = await make(inProgress.kind === 'DONG_HUO' ? 'GAO_CHU' : 'DONG_HUO', '别的作业类型');
});
afterAll(() => t?.close());

describe('作业计划: GET /zuoYePiao/plan', () => {
  it('lists the permits whose planned window meets the days asked, by planned start', async () => {
    const [p] = await t.db.query<{ id: number; start: string; end: string }>(
      "select id::int as id, planned_start as start, planned_end as end from permit where tenant_id = 1001 and id = $1",
      [inProgress.id],
    );
    const first = localDay(new Date(p.start).toISOString());
    const last = localDay(new Date(p.end).toISOString());
    const res = await call('GET', `${API}/zuoYePiao/plan?page=1&limit=100&jiHuaKaiShiShiJian=,${last}&jiHuaJieShuShiJian=${first},`, undefined, staff);
    expect(res.statusCode, res.body).toBe(200);
    const { dataList, total } = res.json().entity as { dataList: Row[]; total: number };
    expect(dataList.map((r) => r.id)).toContain(inProgress.id);
    expect(total).toBeGreaterThanOrEqual(dataList.length);
    const starts = dataList.map((r) => Date.parse(String(r.jiHuaKaiShiShiJian)));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(dataList.every((r) => r.zhuangTai !== 'REMOVED')).toBe(true);
    // A week long before the permits: none.
    const empty = await call('GET', `${API}/zuoYePiao/plan?page=1&limit=20&jiHuaKaiShiShiJian=,2001-01-07&jiHuaJieShuShiJian=2001-01-01,`, undefined, staff);
    expect(empty.json().entity).toEqual({ dataList: [], total: 0 });
  });

  it('answers one state for the board, paged', async () => {
    const res = await call('GET', `${API}/zuoYePiao/plan?page=1&limit=1&zhuangTai=IN_PROGRESS`, undefined, staff);
    expect(res.statusCode).toBe(200);
    const { dataList, total } = res.json().entity as { dataList: Row[]; total: number };
    const [{ n }] = await t.db.query<{ n: number }>("select count(*)::int as n from permit where tenant_id = 1001 and state = 'IN_PROGRESS' and planned_start is not null");
    expect(total).toBe(n);
    expect(dataList).toHaveLength(1);
    expect(dataList[0].zhuangTai).toBe('IN_PROGRESS');
  });

  it('refuses a malformed range or state naming the field', async () => {
    for (const [query, field] of [
      ['jiHuaKaiShiShiJian=2026-01-01', 'jiHuaKaiShiShiJian'],
      ['jiHuaJieShuShiJian=2026-02-30,', 'jiHuaJieShuShiJian'],
      ['jiHuaKaiShiShiJian=2026-03-02,2026-03-01', 'jiHuaKaiShiShiJian'],
      ['zhuangTai=REMOVED', 'zhuangTai'],
      ['limit=0', 'limit'],
    ] as const) {
      const res = await call('GET', `${API}/zuoYePiao/plan?${query}`, undefined, staff);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field, query).toBe(field);
      expect(res.json().errors[0].message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('作业检查记录', () => {
  const record = (results: unknown[], extra: Record<string, unknown> = {}) => ({
    permitNumber: inProgress.number,
    libraryId: library.id,
    checkTime: '2026-11-28 10:00:00',
    inspector: '李安全',
    results,
    ...extra,
  });

  it('saves a passing check of a permit in progress with the permit’s facts and its conclusion', async () => {
    const res = await call('POST', RECORDS, record([{ itemId: library.items[0].id, passed: true }, { itemId: library.items[1].id, passed: true }]), staff);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as Row;
    expect(saved).toMatchObject({ permitId: inProgress.id, permitKind: inProgress.kind, conclusion: 'pass', failedCount: 0 });
    const detail = (await call('GET', `${RECORDS}/${saved.id}`, undefined, staff)).json().data as Row & { results: Row[] };
    expect(detail.results).toHaveLength(2);
    expect(detail.results.every((r) => r.hiddenDangerId === undefined || r.hiddenDangerId === null)).toBe(true);
  });

  it('registers a hidden danger for a failed item, which remembers the result', async () => {
    const before = await counts();
    const res = await call(
      'POST',
      RECORDS,
      record([
        { itemId: library.items[0].id, passed: false, description: '监护人离开作业现场' },
        { itemId: library.items[1].id, passed: true },
      ]),
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as Row;
    expect(saved).toMatchObject({ conclusion: 'fail', failedCount: 1 });
    const detail = (await call('GET', `${RECORDS}/${saved.id}`, undefined, staff)).json().data as Row & { results: Row[] };
    const failed = detail.results.find((r) => r.passed === false)!;
    expect(typeof failed.hiddenDangerId).toBe('number');
    const [danger] = await t.db.query<{ data: Record<string, unknown> }>('select data from r_hidden_danger where tenant_id = 1001 and id = $1', [Number(failed.hiddenDangerId)]);
    expect(danger.data).toMatchObject({ sourceKind: 'permit-check', sourceResource: 'check-result', sourceRecordId: failed.id });
    expect(String(danger.data.title)).toContain(inProgress.number);
    expect(String(danger.data.description)).toContain('监护人离开作业现场');
    expect(await counts()).toEqual({ records: before.records + 1, results: before.results + 2, dangers: before.dangers + 1 });
    // Saving the record again does not register the danger twice.
    const again = await call('PUT', RECORDS, { id: saved.id, remark: '已通知整改', results: detail.results.map(({ id, itemId, passed, description }) => ({ id, itemId, passed, description })) }, staff);
    expect(again.statusCode, again.body).toBe(200);
    expect((await counts()).dangers).toBe(before.dangers + 1);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await counts();
    const cases: [string, unknown, string, RegExp][] = [
      ['no permit', record([], { permitNumber: undefined }), 'permitNumber', /作业票编号/],
      ['an unknown permit', record([], { permitNumber: 'HJZA9999999999999' }), 'permitNumber', /作业票不存在：HJZA9999999999999/],
      ['a finished permit', record([], { permitNumber: finished.number }), 'permitNumber', /只能检查作业中的作业票.*已(完工|归档)/],
      ['a library of another kind', record([], { libraryId: otherLibrary.id }), 'libraryId', new RegExp(`与作业票的作业类型（${KIND_NAMES[inProgress.kind] ?? ''}`)],
      ['no library', record([], { libraryId: undefined }), 'libraryId', /检查库/],
      ['no inspector', record([], { inspector: '' }), 'inspector', /检查人/],
      ['a failed item without a description', record([{ itemId: library.items[0].id, passed: false }]), 'results[0].description', /不合格时须填写问题描述/],
      ['a failed item with a blank description', record([{ itemId: library.items[1].id, passed: true }, { itemId: library.items[0].id, passed: false, description: '  ' }]), 'results[1].description', /问题描述/],
      ['an item of another library', record([{ itemId: otherLibrary.items[0].id, passed: true }]), 'results[0].itemId', /不属于所选的检查库/],
      ['an item twice', record([{ itemId: library.items[0].id, passed: true }, { itemId: library.items[0].id, passed: true }]), 'results[1].itemId', /重复/],
    ];
    for (const [what, payload, field, message] of cases) {
      const res = await call('POST', RECORDS, payload, staff);
      expect(res.statusCode, what).toBe(400);
      const errors = res.json().errors as { field: string; message: string }[];
      expect(errors.map((e) => e.field), what).toContain(field);
      expect(errors.find((e) => e.field === field)!.message, what).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('lets a read-only user read but not write', async () => {
    const ro = await t.login('viewer', PASSWORDS.viewer);
    expect((await call('GET', `${RECORDS}/list?page=1&limit=10`, undefined, ro)).statusCode).toBe(200);
    expect((await call('POST', RECORDS, record([]), ro)).statusCode).toBe(403);
  });
});

describe('风险预警: the lists filtered by module and days', () => {
  const mine = async (query: string) => call('GET', `${API}/riskWarning/current-login-staff?pageIndex=1&pageSize=10&${query}`, undefined, staff);
  const stored = async (where: string, params: unknown[] = []) =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from risk_warning w join sysuser u on u.tenant_id = w.tenant_id and u.ren_yuan_id = w.staff_id
          where w.tenant_id = 1001 and u.login_name = 'staff01' and ${where}`,
        params as never[],
      )
    )[0].n;

  it('filters the caller’s warnings by module and by the days of their time', async () => {
    const all = (await mine('')).json().entity.total as number;
    expect(all).toBeGreaterThan(0);
    expect((await mine('model=tszy')).json().entity.total).toBe(await stored("w.model = 'tszy'"));
    expect((await mine('model=xjxc')).json().entity.total).toBe(await stored("w.model = 'xjxc'"));
    const [{ day }] = await t.db.query<{ day: string }>(
      "select to_char(max(w.risk_time) at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day from risk_warning w join sysuser u on u.tenant_id = w.tenant_id and u.ren_yuan_id = w.staff_id where w.tenant_id = 1001 and u.login_name = 'staff01'",
    );
    const onDay = await stored("(w.risk_time at time zone 'Asia/Shanghai')::date = $1::date", [day]);
    expect(onDay).toBeGreaterThan(0);
    expect((await mine(`kaiShiRiQi=${day}&jieShuRiQi=${day}`)).json().entity.total).toBe(onDay);
    expect((await mine('jieShuRiQi=2001-01-01')).json().entity.total).toBe(0);
    expect((await mine(`kaiShiRiQi=${day}&status=NEW`)).json().entity.total).toBe(
      await stored("w.status = 'NEW' and (w.risk_time at time zone 'Asia/Shanghai')::date >= $1::date", [day]),
    );
  });

  it('filters the enterprise list the same way', async () => {
    const res = await call('GET', `${API}/riskWarning/list?pageIndex=1&pageSize=10&model=tszy&jieShuRiQi=2001-01-01`);
    expect(res.statusCode).toBe(200);
    expect(res.json().entity.total).toBe(0);
  });

  it('refuses bad days naming the field', async () => {
    for (const [query, field] of [
      ['kaiShiRiQi=2026-13-01', 'kaiShiRiQi'],
      ['jieShuRiQi=2026-02-30', 'jieShuRiQi'],
      ['kaiShiRiQi=2026-03-02&jieShuRiQi=2026-03-01', 'jieShuRiQi'],
      ['model=nope', 'model'],
    ] as const) {
      const res = await mine(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field, query).toBe(field);
      expect(res.json().errors[0].message, query).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
