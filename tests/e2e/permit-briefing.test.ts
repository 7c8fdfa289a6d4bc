// Issue 16 item 5 in the browser (GB 30871 4.1 and 4.4): staff01 fills a 二级 hot work's 工作危害分析 and 安全交底 on
// the desktop form and saves it; 提交 is refused naming the worker who has not signed the briefing, the permit staying
// a draft. On the permit's phone page (Chromium's mobile emulation, 360 × 640, touch) the worker signs on the pad in
// the 安全交底签字 card. Back on the desktop 提交 succeeds; the detail and the print view show the analysis and the
// worker's signature image.
import { describe, expect, it } from 'vitest';
import { button, messageShown } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { drawSignature, imageLoaded, SIGNATURE_STROKES } from './helpers/signature-pad-e2e.ts';
import { act, addMinutes, detailOf, fillHotWork, openNewPermit, refusalShown, savedDraftId, thisMinute, TIMEZONE, view, type PermitAccount } from './helpers/permit-e2e.ts';

const suite = e2eSuite<PermitAccount>({ timezoneId: TIMEZONE });
const START = addMinutes(thisMinute(), 30);
const HOT_WORK = { site: '交底签字：四号罐区', content: '罐顶呼吸阀法兰更换，电焊作业', grade: '二级', start: START, end: addMinutes(START, 120), leader: '张伟' } as const;
const WORKER = '孙焊工';

describe('the job hazard analysis and the safety briefing of a permit', () => {
  it('submission waits for the worker to sign the briefing on the phone; the detail and the print show the analysis and the signature', async () => {
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/tszy/list'));
    const form = await openNewPermit(page, '动火作业');
    await fillHotWork(form, HOT_WORK);
    // Before the draft exists, nobody can sign yet.
    await form.getByText('保存草稿后，作业人即可在作业票的手机页面签字。').waitFor();
    await button(form, '保存草稿').click();
    await messageShown(page, '草稿已保存');
    const id = await savedDraftId(page);
    await form.getByTestId('briefing-signatures').getByText(`${WORKER}：未签字`).waitFor();

    await button(form, '提交').click();
    await refusalShown(form, `作业人「${WORKER}」尚未在安全交底上签字：每名作业人须在作业票的手机页面签字确认交底后才能提交`);
    const token = await suite.pages.token('staff01');
    expect((await detailOf(suite.env, token, id)).zhuangTai).toBe('DRAFT');

    // The worker signs on the permit's phone page, handed the phone by staff01.
    const phone = await suite.pages.onPhone('staff01');
    await phone.goto(suite.env.url(`/m/x/tszy/permit/${id}`));
    const card = phone.getByTestId('permit-phone-briefing');
    await card.getByText('动火风险、安全措施与应急处置').waitFor();
    await card.getByRole('button', { name: `签字 ${WORKER}` }).tap();
    await card.getByText(`请${WORKER}在下方手写签名，确认已接受安全交底`).waitFor();
    await drawSignature(phone, SIGNATURE_STROKES, card);
    await card.getByRole('button', { name: '确认签字' }).tap();
    await phone.locator('.ant-message').getByText(`${WORKER}已签字`).waitFor();
    const signed = card.getByTestId('briefing-worker').filter({ hasText: WORKER });
    await expect.poll(() => imageLoaded(signed.getByTestId('signature-image').locator('img').first()), { timeout: 15_000 }).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Back on the desktop: the detail shows the analysis and the signature; 提交 goes through.
    await page.goto(suite.env.url(`/tszy/detail/${id}`));
    const detail = view(page, `/tszy/detail/${id}`);
    await detail.getByText('动火前准备').waitFor();
    await detail.getByText('清理可燃物，气体分析合格后动火').waitFor();
    const item = detail.getByTestId('briefing-signature').filter({ hasText: WORKER });
    await expect.poll(() => imageLoaded(item.getByTestId('signature-image').locator('img').first()), { timeout: 15_000 }).toBe(true);
    await act(detail, '提交', '已提交审批');
    const stored = (await detailOf(suite.env, token, id)) as unknown as { zhuangTai: string; anQuanJiaoDi: { jiaoDiRen: string; qianZi: { xingMing: string; qianMing: number }[] } };
    expect(stored.zhuangTai).toBe('APPROVING');
    expect(stored.anQuanJiaoDi.jiaoDiRen).toBe('赵志强');
    expect(stored.anQuanJiaoDi.qianZi.map((s) => s.xingMing)).toEqual([WORKER]);

    await detail.getByRole('button', { name: /打\s*印/ }).first().click();
    const sheet = page.locator('.permit-print');
    await sheet.getByText('可燃物引燃、有毒气体').waitFor();
    const printed = sheet.getByTestId('briefing-print-signatures');
    await expect.poll(() => imageLoaded(printed.getByTestId('signature-image').locator('img').first()), { timeout: 15_000 }).toBe(true);
  });
});
