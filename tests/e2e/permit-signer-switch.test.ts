// Issue 16 item 2 in the browser: 流程配置 (tysz/workflow) shows the special-work switch "允许同一人签署作业票的多个审批环节",
// off by default; qyadmin switches it on, the server stores it (GET /tszy/fieldConfig reads it back) and the page
// shows it on again after a reload; switched off again, it is stored off; 审批须在现场手写签字 is stored on its own. Below it, 特殊作业审批环节: qyadmin gives 高处
// Ⅱ级's 审批部门意见 to 总经理/总工程师 as well; GET /tszy/roleConfig stores only that, a Ⅱ级 height permit's slot then
// has both roles; 恢复默认 clears it.
import { describe, expect, it } from 'vitest';
import { pickOption } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

const SAME_SIGNER = '允许同一人签署作业票的多个审批环节';

async function fieldConfig(): Promise<{ allowSameSigner: boolean; requireSignature: boolean }> {
  const res = await suite.env.app.inject({ method: 'GET', url: '/zax-cloud/tszy/fieldConfig', headers: { authorization: await suite.pages.token('qyadmin') } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entity;
}

const stored = async () => (await fieldConfig()).allowSameSigner;

describe('流程配置: who signs a permit', () => {
  it('saves the switch and reads it back', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/tysz/workflow'));
    const card = page.getByTestId('permit-signer-card');
    const sw = card.getByRole('switch', { name: SAME_SIGNER });
    await sw.waitFor();
    expect(await sw.getAttribute('aria-checked')).toBe('false');
    await sw.click();
    await page.getByText('已保存').first().waitFor();
    expect(await stored()).toBe(true);

    await page.reload();
    await page.getByTestId('permit-signer-card').getByRole('switch', { name: SAME_SIGNER, checked: true }).waitFor();
    await page.getByTestId('permit-signer-card').getByRole('switch', { name: SAME_SIGNER }).click();
    await page.getByTestId('permit-signer-card').getByRole('switch', { name: SAME_SIGNER, checked: false }).waitFor();
    await expect.poll(stored).toBe(false);

    // 审批须在现场手写签字: stored on its own, the other switch unchanged.
    await page.getByTestId('permit-signer-card').getByRole('switch', { name: '审批须在现场手写签字' }).click();
    await expect.poll(async () => (await fieldConfig()).requireSignature).toBe(true);
    expect((await fieldConfig()).allowSameSigner).toBe(false);
    await page.getByTestId('permit-signer-card').getByRole('switch', { name: '审批须在现场手写签字', checked: true }).click();
    await expect.poll(async () => (await fieldConfig()).requireSignature).toBe(false);
  });
});

async function roleConfig(): Promise<{ config: Record<string, unknown>; kinds: { zuoYeLeiXing: string; grades: { jiBie: string | null; slots: { key: string; roles: string[] }[] }[] }[] }> {
  const res = await suite.env.app.inject({ method: 'GET', url: '/zax-cloud/tszy/roleConfig', headers: { authorization: await suite.pages.token('qyadmin') } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entity;
}

describe('流程配置: the roles of the permit slots', () => {
  it('saves one grade\'s slot roles, then restores the defaults', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/tysz/workflow'));
    const card = page.getByTestId('permit-slot-roles');
    // The select of the combobox named `name` (the input itself is covered by the shown value).
    const select = (name: string) => card.locator('.ant-select').filter({ has: page.getByRole('combobox', { name }) });
    await select('作业类型').click();
    await pickOption(page, '高处');
    await select('Ⅱ级审批部门意见的签署角色').click();
    await pickOption(page, '总经理/总工程师');
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: '保存审批环节' }).click();
    await page.getByText('已保存审批环节').waitFor();
    const saved = await roleConfig();
    expect(saved.config).toEqual({ GAO_CHU: { grades: { II: { shenPiBuMen: ['safetyDept', 'generalManager'] } } } });
    const height = saved.kinds.find((k) => k.zuoYeLeiXing === 'GAO_CHU');
    expect(height?.grades.find((g) => g.jiBie === 'II')?.slots.find((s) => s.key === 'shenPiBuMen')?.roles).toEqual(['safetyDept', 'generalManager']);

    await card.getByRole('button', { name: /恢复默认/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已恢复默认').waitFor();
    expect((await roleConfig()).config).toEqual({});
  });
});
