// GET /user/dashboard/tiles: the tiles of schemas/modules/<module>/tiles.json for the modules the caller's
// enterprise has opened; a count tile answers the enterprise's live records of its resource, and never
// another enterprise's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardTile } from '../../src/domain/dashboard-tiles.ts';
import { moduleFiles } from '../../src/server/modules/module-files.ts';
import { createTestApp, PASSWORDS, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

async function tiles(who: string): Promise<DashboardTile[]> {
  const res = await t.call({ url: '/zax-cloud/user/dashboard/tiles', token: tokens[who] });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { code: number; data: DashboardTile[] }).data;
}
const countOf = (list: DashboardTile[], key: string) => {
  const tile = list.find((x) => x.key === key);
  return tile?.type === 'count' ? tile.count : undefined;
};
const CONTRACTOR = {
  name: '江苏苏安建设工程有限公司', creditCode: '91320594MA1MHT5K3E', legalPerson: '钱进', serviceType: 'construction',
  industryType: 'construction', qualificationName: '石油化工工程施工总承包二级', qualificationNo: 'D232012345',
  certStart: '2023-01-01', certEnd: '2028-12-31', contactPerson: '钱经理', contactMobile: '13800001111', grade: 1,
};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['qyadmin', 'qyadmin2', 'staff01']) tokens[name] = await t.login(name, PASSWORDS[name]);
});
afterAll(() => t?.close());

describe('GET /user/dashboard/tiles', () => {
  it('answers the tiles of every opened module, in module order, with the enterprise\'s counts', async () => {
    const list = await tiles('qyadmin');
    expect(list.map((x) => x.key)).toEqual(moduleFiles().tiles.map((x) => x.key));
    // In module order: 承包商管理's two tiles first, 特殊作业's among them (every module's tiles.json, by folder).
    expect(list.map((x) => x.module)).toEqual(moduleFiles().tiles.map((x) => x.module));
    expect(list.map((x) => x.module)).toEqual(expect.arrayContaining(['cbs', 'stsgl', 'tszy', 'yjgl', 'zbgl']));
    expect(list.map((x) => x.module).slice(0, 2)).toEqual(['cbs', 'cbs']);
    // A stats tile: a block of the module's stats.json, with its chart (the client draws it from the data service).
    expect(list.find((x) => x.key === 'permits-by-month')).toEqual({
      key: 'permits-by-month', module: 'tszy', type: 'stats', title: '近 12 个月作业票', stats: 'tszy/by-month', chart: 'line',
    });
    expect(list.find((x) => x.key === 'pending-permits')).toEqual({
      key: 'pending-permits', module: 'tszy', type: 'todo', title: '待我审批的作业票', source: 'permit-todo', emptyText: '暂无待审批的作业票',
    });
    // 1001's live contractors: the cbs demo's and the seed's (written through the contractorinfo alias).
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from r_contractor_info where tenant_id = 1001 and not deleted');
    expect(list.find((x) => x.key === 'contractors')).toEqual({
      key: 'contractors', module: 'cbs', type: 'count', title: '承包商', resource: 'contractor-info', link: '/cbs/info', count: n, exact: true,
    });
    expect(await tiles('staff01')).toEqual(list);
  });

  it('counts live records only, and only the caller\'s enterprise', async () => {
    const start = countOf(await tiles('qyadmin'), 'contractors')!;
    const others = countOf(await tiles('qyadmin2'), 'contractors');
    const created = await t.call({ method: 'POST', url: '/zax-cloud/u-basic/contractor-info', token: tokens.qyadmin, payload: CONTRACTOR });
    expect(created.statusCode, created.body).toBe(200);
    expect(countOf(await tiles('qyadmin'), 'contractors')).toBe(start + 1);
    expect(countOf(await tiles('qyadmin2'), 'contractors')).toBe(others);
    const id = (created.json() as { data: { id: number } }).data.id;
    await t.call({ method: 'DELETE', url: '/zax-cloud/u-basic/contractor-info', token: tokens.qyadmin, payload: { ids: [id] } });
    expect(countOf(await tiles('qyadmin'), 'contractors')).toBe(start);
  });

  it('leaves out the tiles of a module the enterprise has not opened', async () => {
    // 另一化工企业 has every module but 特殊作业.
    expect((await tiles('qyadmin2')).some((x) => x.module === 'tszy')).toBe(false);
    await t.db.query("update qyxx set have_model = array_remove(have_model, 'cbs') where tenant_id = 2001");
    const list = await tiles('qyadmin2');
    expect(list.map((x) => x.module)).toEqual(moduleFiles().tiles.map((x) => x.module).filter((m) => m !== 'tszy' && m !== 'cbs'));
    expect(list.map((x) => x.module)).toContain('stsgl');
  });

  it('answers 401 without a session', async () => {
    const res = await t.call({ url: '/zax-cloud/user/dashboard/tiles' });
    expect(res.statusCode).toBe(401);
  });
});
