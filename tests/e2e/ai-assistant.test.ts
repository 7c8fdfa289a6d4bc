// AI助手 in the browser (docs/ai-assistant.md): the floating helper answers "本月逾期隐患有几条" with the count and
// the demo's overdue hidden dangers as links, and a link opens the record in 隐患台账; on the /AiWeb page a
// suggestion is asked with a click, Enter sends a typed question, and 2001's administrator sees only 2001's record.
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();

/** The demo's hidden dangers overdue and still open (schemas/modules/yhpc/demo/hidden-danger.json). */
const OPEN_OVERDUE_1001 = ['循环水泵房地沟积水未清理', '氯气储罐区洗眼器水压不足', '二号反应釜安全阀校验过期'];
const OVERDUE_2001 = '另一化工企业原料库灭火器压力不足';

describe('AI助手', () => {
  it('the floating helper answers 本月逾期隐患有几条 with the linked records', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/dashboard'));
    await page.getByRole('button', { name: 'AI助手' }).click();
    const panel = page.getByRole('dialog', { name: 'AI助手' });
    await panel.waitFor();
    const box = panel.getByRole('textbox', { name: '问题' });
    await box.fill('本月逾期隐患有几条');
    await box.press('Enter');
    const answer = panel.getByTestId('ai-message-assistant').last();
    await answer.getByText(/本月（.+）逾期的隐患共有 \d+ 条/).waitFor();
    const sentence = (await answer.locator('.ai-text').textContent()) ?? '';
    const count = Number(/共有 (\d+) 条/.exec(sentence)?.[1]);
    const links = answer.getByRole('list', { name: '依据' }).getByRole('link');
    expect(await links.count()).toBe(count);
    const names = await links.allTextContents();
    expect(names).toEqual(expect.arrayContaining(OPEN_OVERDUE_1001));
    expect(names).not.toContain(OVERDUE_2001);
    // The question box is empty again, the question is in the conversation.
    expect(await box.inputValue()).toBe('');
    await panel.getByTestId('ai-message-user').getByText('本月逾期隐患有几条').waitFor();

    // A link opens the record in 隐患台账 with its detail.
    await links.filter({ hasText: OPEN_OVERDUE_1001[0] }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/yhpc/ticket') && u.searchParams.has('detail'));
    await page.getByRole('dialog').filter({ hasText: OPEN_OVERDUE_1001[0] }).first().waitFor();

    // Back on the workbench the panel is still open; 在页面中打开: the same conversation on the AI page.
    await page.goBack();
    await page.waitForURL((u) => u.pathname.endsWith('/dashboard'));
    await panel.getByRole('button', { name: /在页面中打开/ }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/zax/AiWeb'));
    await page.getByRole('log', { name: 'AI助手对话' }).getByText('本月逾期隐患有几条').waitFor();
  });

  it('the AI page: a suggestion, what it cannot answer, and 2001 sees only its own records', async () => {
    const page = await suite.pages.as('qyadmin2');
    await page.goto(suite.env.url('/AiWeb'));
    const log = page.getByRole('log', { name: 'AI助手对话' });
    await log.getByRole('button', { name: '本月逾期隐患有几条' }).click();
    const answer = log.getByTestId('ai-message-assistant').last();
    await answer.getByRole('link', { name: OVERDUE_2001 }).waitFor();
    expect(await answer.getByRole('list', { name: '依据' }).getByRole('link').allTextContents()).toEqual([OVERDUE_2001]);

    const box = page.getByRole('textbox', { name: '问题' });
    await box.fill('今天晚饭吃什么好');
    await box.press('Enter');
    await log.getByTestId('ai-message-assistant').nth(1).getByText(/还不能回答/).waitFor();
    // The questions it understands are offered again under the answer.
    await log.getByTestId('ai-message-assistant').nth(1).getByRole('button', { name: '我的待办有哪些' }).waitFor();
  });
});
