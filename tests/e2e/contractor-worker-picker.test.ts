// The 承包商人员 picker of a permit's 作业人 row in the browser (issue 20 item 4, docs/emergency.md "Contractor workers
// on a permit"): staff01's new hot-work permit offers an admitted contractor's trained worker, picking it fills the
// row's name and certificate and the draft is saved naming the worker; a worker whose contractor is suspended is
// offered disabled with the Chinese reason naming the person, and cannot be picked (the save's refusal at the row is
// the API's test).
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, button, messageShown, pickOption } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { addMinutes, call, fillHotWork, openNewPermit, thisMinute, TIMEZONE, type PermitAccount } from './helpers/permit-e2e.ts';

const suite = e2eSuite<PermitAccount | 'qyadmin'>({ timezoneId: TIMEZONE });
const U_BASIC = '/zax-cloud/u-basic';
const PICKER = '承包商人员（可选）';
const START = addMinutes(thisMinute(), 60);
const HOT_WORK = { site: '三号罐区 T-301 储罐', content: '更换储罐人孔垫片，电焊作业', grade: '二级', start: START, end: addMinutes(START, 120), leader: '张伟' } as const;

interface Worker {
  id: number;
  name: string;
  certNo: string;
}
const workers = { admitted: { id: 0, name: '赵焊工', certNo: 'T2026ZH01' }, suspended: { id: 0, name: '郑焊工', certNo: 'T2026ZH02' } };
const SUSPENDED_CONTRACTOR = '苏州暂停准入检修有限公司';

/** A contractor admitted through its workflow as qyadmin (review, training passed, admit), suspended after if asked. */
async function contractor(name: string, creditCode: string, suspend: boolean): Promise<number> {
  const token = await suite.pages.token('qyadmin');
  const post = async (path: string, payload: object): Promise<{ id: number }> => {
    const res = await api(suite.env, token, 'POST', `${U_BASIC}/contractor-info${path}`, payload);
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data as { id: number };
  };
  const { id } = await post('', {
    name, creditCode, serviceType: 'maintenance', qualificationNo: 'D232077777', certStart: '2025-01-01', certEnd: '2029-12-31', contactPerson: '钱军', contactMobile: '13800001111',
  });
  await post('/review', { id });
  await post('/pass-training', { id, fields: { trainingPassedDate: '2026-11-20' } });
  await post('/admit', { id });
  if (suspend) await post('/suspend', { id, opinion: '一年内违章三次' });
  return id;
}

async function addWorker(contractorId: number, w: Worker, idCard: string): Promise<void> {
  const res = await api(suite.env, await suite.pages.token('qyadmin'), 'POST', `${U_BASIC}/contractor-user`, {
    name: w.name, contractorId, idCard, mobile: '13800002222', gender: 'male', workType: '焊工', targetRole: 'special_operator', entryDate: '2026-11-01', trainingStatus: 'passed', certNo: w.certNo,
  });
  expect(res.status, res.body.msg).toBe(200);
  w.id = (res.body.data as { id: number }).id;
  // Hot work requires the worker's 焊接与热切割作业 certificate (issue 16 item 4): its number is what picking fills.
  const cert = await api(suite.env, await suite.pages.token('qyadmin'), 'POST', `${U_BASIC}/special-operator`, {
    name: w.name, contractorUserId: w.id, gender: 'male', idCard, mobile: '13800002222', operationCategory: 'welding', operationItem: '熔化焊接与热切割作业', certNo: w.certNo, certStart: '2025-01-01', certEnd: '2099-12-31',
  });
  expect(cert.status, cert.body.msg).toBe(200);
}

/** staff01's new hot-work form with the common fields and one own worker filled, and a second 作业人 row added. */
async function newPermitWithSecondRow(): Promise<Locator> {
  const page = await suite.pages.as('staff01');
  await page.goto(suite.env.url('/tszy/list'));
  const form = await openNewPermit(page, '动火作业');
  await fillHotWork(form, HOT_WORK);
  await button(form, '添加作业人').click();
  await form.getByRole('combobox', { name: PICKER }).nth(1).waitFor();
  return form;
}

/** Picks the worker in the second row's 承包商人员 search (typing part of the name). */
async function pickWorker(form: Locator, w: Worker): Promise<void> {
  const picker = form.getByRole('combobox', { name: PICKER }).nth(1);
  await picker.click();
  await picker.fill(w.name.slice(0, 2));
  await pickOption(form.page(), `${w.name}（${w.certNo}）`);
}

beforeAll(async () => {
  await addWorker(await contractor('苏州准入作业检修有限公司', '91320594MA1MHT7A1X', false), workers.admitted, '320501199001011238');
  await addWorker(await contractor(SUSPENDED_CONTRACTOR, '91320594MA1MHT7B2Y', true), workers.suspended, '320501199001020193');
});

describe('the 承包商人员 picker on a permit\'s 作业人 row', () => {
  it("offers an admitted contractor's trained worker; picking fills the row and the draft names the worker", async () => {
    const form = await newPermitWithSecondRow();
    await pickWorker(form, workers.admitted);
    await expect.poll(() => form.getByLabel('作业人姓名', { exact: true }).nth(1).inputValue()).toBe(workers.admitted.name);
    expect(await form.getByLabel('证书编号', { exact: true }).nth(1).inputValue()).toBe(workers.admitted.certNo);

    const page = form.page();
    await button(form, '保存草稿').click();
    await messageShown(page, '草稿已保存');
    await page.waitForURL((u) => u.searchParams.get('id') !== null);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const saved = await call<{ zuoYeRen: unknown[] }>(suite.env, await suite.pages.token('staff01'), 'GET', `/zuoYePiao/detail?id=${id}`);
    expect(saved.entity.zuoYeRen).toEqual([
      { xingMing: '孙焊工', zhengShuHao: 'T2026001' },
      { xingMing: workers.admitted.name, zhengShuHao: workers.admitted.certNo, chengBaoShangRenYuan: workers.admitted.id },
    ]);
  });

  it('offers a worker of a suspended contractor disabled, with the reason naming the person; picking it does nothing', async () => {
    const form = await newPermitWithSecondRow();
    const picker = form.getByRole('combobox', { name: PICKER }).nth(1);
    await picker.click();
    await picker.fill(workers.suspended.name.slice(0, 2));
    const refusal = `${workers.suspended.name}所属承包商“${SUSPENDED_CONTRACTOR}”已暂停准入，不能列入作业票`;
    const option = form.page().locator('.ant-select-item-option').filter({ hasText: `${workers.suspended.name}（${workers.suspended.certNo}）（${refusal}）` });
    await option.waitFor();
    expect(await option.getAttribute('class')).toContain('ant-select-item-option-disabled');
    await option.click({ force: true });
    // Nothing picked: the row's name stays empty (the save would refuse the worker at this row: tests/api/permit-contractor-workers.test.ts).
    expect(await form.getByLabel('作业人姓名', { exact: true }).nth(1).inputValue()).toBe('');
  });
});
