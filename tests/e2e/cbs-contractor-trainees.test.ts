// A contractor training session's trainees in the browser (issue 19 item 5, docs/training.md "Contractor training"):
// the enterprise administrator opens a session of 承包商培训 without trainees, adds two of the contractor's workers as
// 参训人员 (one passed with a certificate, one failed), saves; the session's counts come from the rows, and the passed
// worker's 培训档案 (picked as a contractor worker) shows the session with its hours, score, result and certificate
// and the training status 考核合格.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { button, drawerOf, rowAction } from './helpers/antd-locators.ts';
import { api } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite<'qyadmin'>();
const U_BASIC = '/zax-cloud/u-basic';
const CONTRACTOR = '苏州浏览器参训工程有限公司';
const SESSION = '浏览器参训入厂安全教育';
const workers = [
  { name: '钱浏览焊', idCard: '320501199001040012', id: 0 },
  { name: '孙浏览管', idCard: '320501199001040039', id: 0 },
];
let sessionId = 0;

async function post(path: string, payload: object): Promise<{ id: number }> {
  const res = await api(suite.env, await suite.pages.token('qyadmin'), 'POST', `${U_BASIC}/${path}`, payload);
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data as { id: number };
}

beforeAll(async () => {
  const { id: contractorId } = await post('contractor-info', {
    name: CONTRACTOR, creditCode: '91320594MA1MHT9E5R', serviceType: 'construction', qualificationNo: 'D232066666', certStart: '2025-01-01', certEnd: '2029-12-31', contactPerson: '钱军', contactMobile: '13800001111',
  });
  await post('contractor-info/review', { id: contractorId });
  await post('contractor-info/pass-training', { id: contractorId, fields: { trainingPassedDate: '2026-11-20' } });
  await post('contractor-info/admit', { id: contractorId });
  for (const w of workers) {
    w.id = (await post('contractor-user', { name: w.name, contractorId, idCard: w.idCard, mobile: '13800004444', gender: 'male', workType: '焊工', targetRole: 'special_operator', entryDate: '2026-11-01' })).id;
  }
  sessionId = (await post('contractor-training', { contractorId, trainingName: SESSION, trainingLevel: 'company', trainingType: 'entry', trainingDate: '2026-11-12', hours: 6, trainer: '李安全', traineeCount: 20 })).id;
});

const traineeRows = (page: Page) => drawerOf(page).locator('.ant-formily-array-table tbody tr.ant-table-row');

/** Adds a trainee row: the worker picked in the row's 参训人员 search, the score, the result and the certificate. */
async function addTrainee(page: Page, name: string, score: string, passed: boolean, certificate?: string): Promise<void> {
  const before = await traineeRows(page).count();
  await button(drawerOf(page), '添加参训人员').click();
  await expect.poll(() => traineeRows(page).count()).toBe(before + 1);
  const row = traineeRows(page).nth(before);
  const picker = row.locator('.ant-select').first();
  await picker.click();
  await picker.locator('input').pressSequentially(name.slice(0, 3));
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).click();
  await expect.poll(() => picker.textContent()).toContain(name);
  await row.locator('input[placeholder="请填写考核成绩"]').fill(score);
  if (passed) await row.locator('.ant-switch').click();
  if (certificate) await row.locator('input[placeholder="请填写证书编号"]').fill(certificate);
}

describe('承包商培训 › 参训人员 and the worker’s 培训档案', () => {
  it('adds trainees to a session; the counts follow the rows and the passed worker’s file shows the session', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/cbs/training'));
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: SESSION }).first();
    await rowAction(row, '编辑').click();
    await drawerOf(page).waitFor();
    await addTrainee(page, workers[0].name, '92', true, 'LL-2026-001');
    await addTrainee(page, workers[1].name, '45', false);
    await button(drawerOf(page), '保存').click();
    await page.locator('.ant-message').getByText('保存成功').last().waitFor();

    const detail = await api(suite.env, await suite.pages.token('qyadmin'), 'GET', `${U_BASIC}/contractor-training/${sessionId}`);
    const data = detail.body.data as { traineeCount: number; passCount: number; trainees: { contractorUserId: number; score: number; passed: boolean; certificateNo?: string }[] };
    expect({ traineeCount: data.traineeCount, passCount: data.passCount }).toEqual({ traineeCount: 2, passCount: 1 });
    expect(data.trainees.map((r) => [r.contractorUserId, r.score, r.passed, r.certificateNo ?? null])).toEqual([
      [workers[0].id, 92, true, 'LL-2026-001'],
      [workers[1].id, 45, false, null],
    ]);

    await page.goto(suite.env.url('/jypx/file'));
    const person = page.getByTestId('file-person');
    await person.click();
    await person.locator('input').pressSequentially(workers[0].name.slice(0, 3));
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `${workers[0].name}（承包商：${CONTRACTOR}）` }).click();
    await expect.poll(() => page.getByTestId('file-contractor').textContent()).toContain(CONTRACTOR);
    expect(await page.getByTestId('file-contractor').textContent()).toContain('考核合格');
    const line = page.getByTestId('file-records').locator('tbody tr.ant-table-row').filter({ hasText: SESSION });
    await line.waitFor();
    const cells = await line.locator('td').allTextContents();
    expect(cells).toEqual(['2026-11-12', `${SESSION} 承包商培训`, expect.stringContaining('6'), '92', '合格', 'LL-2026-001']);
    await page.screenshot({ path: '/tmp/cbs-contractor-trainees-file.png' });
  });
});
