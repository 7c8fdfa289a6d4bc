// Issue 16 item 2 in the browser: qyadmin names two countersigning departments of 动土 on 流程配置 (消防 signed by
// 王建国 = gm01, 安全 by 李安全 = aq01) and saves; a 动土 permit is submitted and approved by 所在单位; gm01 and aq01
// each countersign their department on the permit's detail; aq02 approves 审批部门; the print view shows both
// departments with signer and opinion.
import { describe, expect, it } from 'vitest';
import { createDraft, kindUrl, permitApi } from '../api/helpers/permit-fixtures.ts';
import { button, messageShown, pickOption } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { audit, confirm, detailOf, detailPath, openDetail, step } from './helpers/permit-e2e.ts';

const suite = e2eSuite();
const DT = kindUrl('DONG_TU');

describe('动土 countersigned by departments', () => {
  it('qyadmin names two departments, two signers countersign on the detail, the approver approves, the print shows both', async () => {
    const { env } = suite;
    const api = permitApi({
      login: (name, password) => env.apiToken(name, password),
      call: ({ token, ...opts }) => env.app.inject({ ...opts, headers: { ...opts.headers, ...(token ? { authorization: token } : {}) } }),
    });

    // 流程配置: two departments of 动土, each with its signer picked from staff (the demo's departments cleared first).
    expect((await api.post('qyadmin', '/zax-cloud/tszy/countersignConfig', { DONG_TU: [] })).status).toBe(200);
    const admin = await suite.pages.as('qyadmin');
    await admin.goto(env.url('/tysz/workflow'));
    const card = admin.getByTestId('permit-countersign-config');
    await card.getByRole('cell', { name: '未配置会签部门' }).waitFor();
    for (const [row, name, signer] of [
      [0, '消防', '王建国'],
      [1, '安全', '李安全'],
    ] as const) {
      await button(card, '添加部门').click();
      await card.getByRole('textbox', { name: '部门名称' }).nth(row).fill(name);
      const select = card.getByRole('combobox', { name: `会签人 ${name}` });
      await select.click();
      await select.fill(signer);
      await pickOption(admin, signer);
      await admin.keyboard.press('Escape');
    }
    await button(card, '保存会签部门').click();
    await messageShown(admin, '会签部门已保存');
    const stored = (await api.get('qyadmin', '/zax-cloud/tszy/countersignConfig')).e;
    expect(stored.kinds[0].departments.map((d: { name: string; signers: { name: string }[] }) => [d.name, d.signers.map((s) => s.name)])).toEqual([
      ['消防', ['王建国']],
      ['安全', ['李安全']],
    ]);

    // A 动土 permit submitted by staff01 and approved by 所在单位 (cj01).
    const draft = await createDraft(api, 'DONG_TU');
    expect((await api.post('staff01', `${DT}/submit`, { id: draft.id })).status).toBe(200);
    expect((await api.post('cj01', `${DT}/zhongShen`, { id: draft.id, decision: 'approve', slotIndex: 1, opinion: '同意' })).status).toBe(200);

    // gm01 then aq01 countersign on the detail, each in the box of their department.
    for (const [login, department, opinion] of [
      ['gm01', '消防', '消防通道已预留'],
      ['aq01', '安全', '安全措施已落实'],
    ] as const) {
      const page = await suite.pages.as(login);
      const detail = await openDetail(page, env.url(detailPath(draft.id)), draft.id);
      const box = detail.getByRole('group', { name: `以「${department}」会签` });
      await box.getByRole('textbox', { name: '审批意见' }).fill(opinion);
      await button(box, '同意').click();
      await confirm(page);
      await messageShown(page, '已同意');
      await detail.getByTestId('countersign-departments').getByText(opinion, { exact: true }).waitFor();
    }
    expect((await detailOf(env, await suite.pages.token('staff01'), draft.id)).dangQianHuanJie).toBe('审批部门意见');

    // aq01 countersigned 安全: 审批部门 is aq02's.
    const approver = await suite.pages.as('aq02');
    const detail = await openDetail(approver, env.url(detailPath(draft.id)), draft.id);
    await step(detail, '审批部门意见').waitFor();
    await audit(detail, '同意', '同意动土');
    expect((await detailOf(env, await suite.pages.token('staff01'), draft.id)).zhuangTai).toBe('APPROVED');

    // The print view: one row per department with its opinion and signer.
    await button(detail, '打印').click();
    const sheet = approver.getByRole('dialog', { name: '打印预览' }).getByRole('document', { name: '动土安全作业票' });
    for (const [department, opinion, signer] of [
      ['消防', '消防通道已预留', '王总'],
      ['安全', '安全措施已落实', '李安全'],
    ] as const) {
      const row = sheet.locator(`tr[data-department="${department}"]`);
      await row.getByText(opinion, { exact: true }).waitFor();
      await row.getByText(`签字：${signer}`, { exact: true }).waitFor();
    }
  });
});
