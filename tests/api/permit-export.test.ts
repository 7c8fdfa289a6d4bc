import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, permitApi, TSZY, type PermitApi } from './helpers/permit-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let api: PermitApi;
beforeAll(async () => {
  t = await createTestApp();
  api = permitApi(t);
});
afterAll(() => t?.close());

async function sheetOf(url: string) {
  const res = await t.call({ method: 'GET', url, token: await api.token('viewer') });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E4%BD%9C%E4%B8%9A%E7%A5%A8");
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('作业票')!;
  return ws.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
}

describe('zuoYePiao/export', () => {
  it('exports the list with its filters, Chinese column titles and labels', async () => {
    const hot = await createDraft(api, 'GAO_CHU', { zuoYeDiDian: '导出测试地点' });
    await createDraft(api, 'DONG_TU');
    const all = await sheetOf(`${TSZY}/zuoYePiao/export`);
    expect(all[0]).toEqual(['作业票编号', '作业类型', '作业级别', '状态', '申请单位', '作业地点', '作业内容', '作业负责人', '计划开始时间', '计划结束时间', '申请人', '创建时间']);
    // One row per listed permit (the demo data's and these two), newest first.
    const listed = async (filter: string) => (await api.get('viewer', `${TSZY}/zuoYePiao/list?pageIndex=1&pageSize=1${filter}`)).e.total as number;
    expect(all).toHaveLength(1 + (await listed('')));
    const height = await sheetOf(`${TSZY}/zuoYePiao/export?zuoYeLeiXing=GAO_CHU`);
    expect(height).toHaveLength(1 + (await listed('&zuoYeLeiXing=GAO_CHU')));
    expect(height.slice(1).every((r) => r[1] === '高处')).toBe(true);
    expect(height[1].slice(0, 8)).toEqual([hot.zuoYeBianHao, '高处', 'Ⅱ级', '草稿', '生产一车间', '导出测试地点', '检修作业', '张伟']);
    expect(String(height[1][8])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(height[1][10]).toBe('张伟');
  });

  it('refuses a bad filter and an enterprise without the module', async () => {
    expect((await api.get('viewer', `${TSZY}/zuoYePiao/export?zhuangTai=NOPE`)).status).toBe(400);
    expect((await api.get('qyadmin2', `${TSZY}/zuoYePiao/export`)).status).toBe(403);
  });
});

describe('hotWorkMethods', () => {
  it('lists the ways of hot work', async () => {
    const r = await api.get('staff01', `${TSZY}/hotWorkMethods`);
    expect(r.e.map((m: { name: string }) => m.name)).toEqual(['气焊', '电焊', '气割', '切割', '打磨', '喷灯', '钻孔', '铅熔', '其他']);
  });
});
