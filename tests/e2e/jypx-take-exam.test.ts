// 教育培训 in the browser (issue 19 item 4): staff01 takes the demo exam (特殊作业安全知识考试, assigned through the
// demo plan) on the desktop: 我的考试 → 开始考试 (confirmed), answers saved as given and still there after a reload,
// 交卷 (confirmed), the score and the wrong answer with the right one. On the phone aq01 takes it too and loses the
// connection mid-way: the answer given offline is kept on the phone, saved once back online, and counted.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const EXAM = '特殊作业安全知识考试';

const question = (page: Page, stem: string) => page.locator('[data-testid^="question-"]').filter({ hasText: stem });
const confirmButton = (page: Page, name: RegExp) => page.locator('.ant-modal-confirm').getByRole('button', { name });

async function answerMostRight(page: Page, offline?: () => Promise<void>): Promise<void> {
  await question(page, '在生产区域内动火').getByText('A. 动火安全作业票').click();
  await question(page, '进入受限空间作业前').getByText('A. 氧含量').click();
  await question(page, '进入受限空间作业前').getByText('B. 易燃易爆物质浓度').click();
  await question(page, '进入受限空间作业前').getByText('C. 有毒有害气体浓度').click();
  await question(page, '监护人可以临时离开现场').getByText('错', { exact: true }).click();
  await expect.poll(() => page.getByTestId('exam-saved').count()).toBe(1);
  if (offline) await offline();
  // Full-width digits are folded on the server: ３０ is 30.
  await question(page, '动火分析与动火作业开始的间隔').getByRole('textbox').fill('３０');
  // Wrong on purpose: 下风向 (the right answer is B).
  await question(page, '发现液氨泄漏时').getByText('A. 下风向').click();
}

async function submitAndSee(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^交\s*卷$/ }).click();
  await confirmButton(page, /^交\s*卷$/).click();
  await expect.poll(() => page.getByTestId('exam-score').textContent()).toBe('得分 80 / 100（及格分 60）');
  await page.getByText('考试通过').waitFor();
  const wrong = page.locator('[data-testid^="wrong-"]');
  expect(await wrong.count()).toBe(1);
  expect(await wrong.textContent()).toContain('发现液氨泄漏时');
  expect(await wrong.textContent()).toContain('正确答案：B');
}

describe('taking the demo exam', () => {
  it('staff01 takes it on the desktop: answers saved as given, submitted after a confirmation, the score shown', async () => {
    const page = await suite.pages.as('staff01');
    await page.goto(suite.env.url('/jypx/my-exam'));
    const row = page.locator('.ant-table-row').filter({ hasText: EXAM });
    await row.getByRole('button', { name: /开始考试/ }).click();
    await confirmButton(page, /开始考试/).click();
    await page.waitForURL((u) => /\/zax\/jypx\/take\/\d+$/.test(u.pathname));
    await page.getByTestId('exam-timer').waitFor();
    expect(await page.getByTestId('exam-timer').textContent()).toMatch(/^(29|30):\d\d$/);
    await answerMostRight(page);
    await expect.poll(() => page.getByText('已答 5 / 5').count()).toBe(1);
    await expect.poll(async () => (await page.getByTestId('exam-saved').count()) === 1 && (await page.getByText('正在保存').count()) === 0).toBe(true);
    // Reopened, the exam resumes with what was saved.
    await page.reload();
    await page.getByText('已答 5 / 5').waitFor();
    expect(await question(page, '动火分析与动火作业开始的间隔').getByRole('textbox').inputValue()).toBe('３０');
    await submitAndSee(page);
    // 我的考试 now says passed, with the best score and 查看成绩.
    await page.goto(suite.env.url('/jypx/my-exam'));
    await page.locator('.ant-table-row').filter({ hasText: EXAM }).getByText('已通过').waitFor();
    expect(await page.locator('.ant-table-row').filter({ hasText: EXAM }).textContent()).toContain('80');
    const [record] = await suite.env.db.query<{ n: number }>(
      "select count(*)::int as n from r_training_record r join staffinfo s on s.id = (r.data->>'staffId')::bigint where s.name = '张伟' and (r.data->>'passed')::boolean and r.data->>'source' = 'exam' and r.data->>'trainingName' like $1",
      [`${EXAM}%`],
    );
    // One record of this exam (the demo's other passed exam of 张伟 is 危险化学品安全知识考试).
    expect(record!.n).toBe(1);
  });

  it('aq01 takes it on the phone, loses the connection mid-way, finishes and sees the score', async () => {
    const page = await suite.pages.onPhone('aq01');
    await page.goto(`${suite.env.origin}/zax/m/x/jypx/exams`);
    await page.locator('.ant-table-row').filter({ hasText: EXAM }).getByRole('button', { name: /开始考试/ }).click();
    await confirmButton(page, /开始考试/).click();
    await page.waitForURL((u) => /\/zax\/m\/x\/jypx\/take\/\d+$/.test(u.pathname));
    await answerMostRight(page, () => page.context().setOffline(true));
    await page.getByText('网络异常，答案已暂存在本机，恢复连接后自动保存').first().waitFor();
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => page.getByTestId('exam-saved').count()).toBe(1);
    await submitAndSee(page);
  });
});
