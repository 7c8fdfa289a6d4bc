// GET /zax-cloud/tszy/maintenanceTasks: the records of the basic-data resource maintenance-management, paged
// and filtered, with the fields a permit form links to, only the caller's enterprise and not deleted ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const EP = '/zax-cloud/u-basic/maintenance-management';
const URL = `${TSZY}/maintenanceTasks`;
let t: TestApp;
let api: PermitApi;

// 负责人 and 监护人 are references to staff (issue 12): the form sends ids, the permit's list answers names.
const people = { principal: 0, guardian: 0 };
const task = (over: Record<string, unknown>) => ({
  projectName: 'V-101 储罐检修',
  projectCode: 'JX-2026-001',
  maintenanceType: 'planned',
  riskLevel: 'orange',
  equipmentName: '甲醇储罐',
  equipmentCode: 'V-101',
  productionUnit: '甲醇装置',
  location: '一车间罐区',
  content: '储罐清洗、内部检查及焊缝修补',
  specialWorks: ['DONG_HUO', 'SHOU_XIAN'],
  contractorName: '华安检修工程有限公司',
  principal: people.principal,
  mobile: '13912340003',
  guardian: people.guardian,
  planStartDate: '2026-03-01',
  planEndDate: '2026-03-05',
  progressStatus: 'pending',
  ...over,
});

async function create(over: Record<string, unknown>): Promise<number> {
  const res = await t.call({ method: 'POST', url: EP, token: await api.token('qyadmin'), payload: task(over) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
  const staffId = async (name: string) => Number((await t.db.query<{ id: number }>('select id from staffinfo where tenant_id = 1001 and name = $1', [name]))[0].id);
  people.principal = await staffId('张伟');
  people.guardian = await staffId('陈明');
  ids = [
    await create({}),
    await create({ projectName: '循环水泵更换', projectCode: 'JX-2026-002', specialWorks: ['DIAO_ZHUANG'], progressStatus: 'in_progress' }),
    await create({ projectName: '蒸汽管线盲板', projectCode: 'JX-2026-003', specialWorks: ['MANG_BAN', 'GAO_CHU'], riskLevel: undefined }),
    await create({ projectName: '已删除的检修', projectCode: 'JX-2026-004' }),
  ];
  const del = await t.call({ method: 'DELETE', url: `${EP}?ids=${ids[3]}`, token: await api.token('qyadmin') });
  expect(del.statusCode, del.body).toBe(200);
  // Another enterprise's task (2001 has no tszy module; its record must never show in 1001's list).
  await t.db.query(`insert into r_maintenance_management(tenant_id, data) values (2001, $1::jsonb)`, [
    JSON.stringify(task({ projectName: '外企业检修', projectCode: 'X-1' })),
  ]);
});
afterAll(() => t?.close());

describe('GET /tszy/maintenanceTasks', () => {
  it('answers the live tasks of the enterprise, newest first, with the linking fields and labels', async () => {
    const r = await api.get('staff01', `${URL}?pageIndex=1&pageSize=10`);
    expect(r.status, r.body.msg).toBe(200);
    expect(r.e.total).toBe(3);
    expect(r.e.dataList.map((x: { id: number }) => x.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(r.e.dataList[2]).toEqual({
      id: ids[0],
      projectName: 'V-101 储罐检修',
      projectCode: 'JX-2026-001',
      maintenanceType: 'planned',
      maintenanceTypeName: '计划检修',
      riskLevel: 'orange',
      riskLevelName: '较大风险',
      equipmentName: '甲醇储罐',
      equipmentCode: 'V-101',
      productionUnit: '甲醇装置',
      location: '一车间罐区',
      content: '储罐清洗、内部检查及焊缝修补',
      specialWorks: ['DONG_HUO', 'SHOU_XIAN'],
      specialWorkNames: ['动火', '受限空间'],
      contractorName: '华安检修工程有限公司',
      principal: '张伟',
      guardian: '陈明',
      planStartDate: '2026-03-01',
      planEndDate: '2026-03-05',
      progressStatus: 'pending',
      progressStatusName: '待实施',
    });
    expect(r.e.dataList[0]).toMatchObject({ riskLevel: null, riskLevelName: '' });
    expect(r.e.dataList[0]).not.toHaveProperty('permitCount');
  });

  it('pages, and filters by name or code, state and special-work kind', async () => {
    const page2 = await api.get('viewer', `${URL}?pageIndex=2&pageSize=2`);
    expect(page2.e).toMatchObject({ total: 3, dataList: [{ id: ids[0] }] });
    const names = async (q: string) => (await api.get('staff01', `${URL}?${q}`)).e.dataList.map((x: { projectName: string }) => x.projectName);
    expect(await names(`name=${encodeURIComponent('水泵')}`)).toEqual(['循环水泵更换']);
    expect(await names('name=JX-2026-003')).toEqual(['蒸汽管线盲板']);
    expect(await names(`name=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await names('progressStatus=in_progress')).toEqual(['循环水泵更换']);
    expect(await names('zuoYeLeiXing=SHOU_XIAN')).toEqual(['V-101 储罐检修']);
    expect(await names('zuoYeLeiXing=GAO_CHU&name=JX')).toEqual(['蒸汽管线盲板']);
  });

  it('refuses a bad query, and an enterprise without the module', async () => {
    const big = await api.get('staff01', `${URL}?pageSize=101`);
    expect(big.status).toBe(400);
    const kind = await api.get('staff01', `${URL}?zuoYeLeiXing=FOO`);
    expect(kind.status).toBe(400);
    const other = await api.get('qyadmin2', URL);
    expect(other.status).toBe(403);
    expect(other.body.msg).toBe('模块未开通：特殊作业');
  });
});
