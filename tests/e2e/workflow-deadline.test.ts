// Issue 14 "Tests" in the browser: a record overdue raising a warning that links to it. A 三同时 construction
// stage (schemas/modules/stsgl/resources/construction-stage.json: `deadlines` on its 计划完工日期 while 进行中,
// warning 安全管理部门 and the slot stsglReviewer, escalating to 总经理 48 h later) is started and left past its
// date; the server's deadlines sweep (sweepDeadlines, what its timer runs every minute) warns aq01 (安全管理部门):
// the bell shows it, viewing it opens the stage's page with its detail (?detail=<id>) and the warning turns read.
// Also smoke tests of 流程配置 (tysz/workflow: a diagram per workflow; who acts on the notice's 发布 changed and
// saved as a new version) and of 三同时详情 (/stsgl/detail/<id>: the project's stages with their states).
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepDeadlines } from '../../src/server/workflow/deadline-sweep.ts';
import { button, drawerOf } from './helpers/antd-locators.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';

const suite = e2eSuite();
const STAGE_EP = '/zax-cloud/u-basic/construction-stage';
const CODE = 'E2E-DL-1';
const PROJECT = 'E2E逾期施工项目';

let stageId: number;
let projectId: number;

/** A date `days` from today (negative: before), YYYY-MM-DD in Asia/Shanghai. */
function day(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const res = await suite.env.app.inject({ method, url, payload, headers: { authorization: await suite.pages.token('qyadmin') } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
}

beforeAll(async () => {
  const [{ staffId }] = await suite.env.db.query<{ staffId: number }>("select ren_yuan_id as \"staffId\" from sysuser where login_name = 'aq01'");
  projectId = (await call('POST', '/zax-cloud/u-basic/three-simultaneous', {
    projectName: PROJECT,
    projectCode: CODE,
    projectType: 'new',
    industryType: 'petrochemical',
    location: '二期罐区',
    projectManager: staffId,
    mobile: '13800138000',
    currentStage: 'construction',
  })).id as number;
  stageId = (await call('POST', STAGE_EP, {
    projectCode: CODE,
    projectName: PROJECT,
    constructionUnit: '华东化建',
    startDate: day(-30),
    planEndDate: day(-3),
    siteManager: '周工',
    mobile: '13800138001',
  })).id as number;
  expect((await call('POST', `${STAGE_EP}/start`, { id: stageId })).stageStatus).toBe('in_progress');
});

describe('a record past its deadline', () => {
  it('raises a warning in the bell that opens the record and turns read', async () => {
    await sweepDeadlines(suite.env.db, new Date());
    // (The server's own timer may have swept first: the marks say each stage was raised, whoever ran it.)
    const marks = await suite.env.db.query<{ stage: string }>(
      "select stage from wf_deadline_mark where tenant_id = 1001 and resource = 'construction-stage' and record_id = $1 order by stage",
      [stageId],
    );
    expect(marks.map((m) => m.stage)).toEqual(['due', 'escalated']);
    // Idempotent: a second sweep raises nothing again.
    expect(await sweepDeadlines(suite.env.db, new Date())).toMatchObject({ warn: 0, due: 0, escalated: 0 });

    const page = await suite.pages.as('aq01');
    await page.goto(suite.env.url('/dashboard'));
    const bell = page.getByRole('button', { name: /^消息通知，\d+条未读$/ });
    await bell.click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '消息提醒' });
    const risk = new RegExp(`${PROJECT}.*已逾期`);
    const row = dialog.locator('.ant-table-row').filter({ hasText: risk });
    await row.waitFor();
    await row.getByText('未读').waitFor();
    await row.getByRole('button', { name: /^查看 / }).click();

    await page.waitForURL((u) => u.pathname === '/zax/stsgl/construction' && u.searchParams.get('detail') === String(stageId));
    const detail = drawerOf(page);
    await detail.getByText('华东化建').waitFor();
    await detail.getByTestId('record-workflow').waitFor();

    await expect
      .poll(async () => {
        const rows = await suite.env.db.query<{ status: string }>(
          "select w.status from risk_warning w join sysuser u on u.ren_yuan_id = w.staff_id where u.login_name = 'aq01' and w.resource = 'construction-stage' and w.record_id = $1",
          [stageId],
        );
        return rows.length > 0 && rows.every((r) => r.status === 'CLOSE');
      })
      .toBe(true);
    await detail.locator('.ant-drawer-close').click();
    await page.waitForURL((u) => !u.searchParams.has('detail'));
    await bell.or(page.getByRole('button', { name: '消息通知' })).first().click();
    // Unread ones come first (the demo's permit warnings): a read one is on the last page.
    await dialog.locator('.ant-table-row').first().waitFor();
    await dialog.locator('.ant-pagination-item').last().click();
    await dialog.locator('.ant-table-row').filter({ hasText: risk }).getByText('已读').waitFor();
  });
});

describe('流程配置 and 三同时详情', () => {
  it('draws each workflow and saves who acts on the notice’s 发布 as a new version', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/tysz/workflow'));
    const card = page.getByTestId('workflow-config-notice');
    await card.getByTestId('state-diagram').waitFor();
    await page.getByTestId('workflow-config-construction-stage').getByTestId('state-diagram').waitFor();
    const tag = card.locator('.ant-card-head .ant-tag').filter({ hasText: /^版本 \d+$/ });
    await tag.waitFor();
    const version = Number((await tag.textContent())?.replace(/\D/g, ''));
    const roles = card.getByRole('combobox', { name: '发布的办理角色' });
    await roles.click();
    await roles.fill('safetyDept');
    await roles.press('Enter');
    await page.keyboard.press('Escape');
    await button(card, '保存').click();
    await page.locator('.ant-message').getByText('流程配置已保存').waitFor();
    const saved = page.getByTestId('workflow-config-notice');
    await saved.getByText(`版本 ${version + 1}`).waitFor();
    await button(saved, '版本记录').click();
    const versions = page.locator('.ant-modal').filter({ hasText: '版本记录' });
    await versions.locator('.ant-table-row').first().waitFor();
    expect(await versions.locator('.ant-table-row td:first-child').allTextContents()).toContain(String(version + 1));

    const res = await suite.env.app.inject({ url: '/zax-cloud/workflow/config', headers: { authorization: await suite.pages.token('qyadmin') } });
    const entries = res.json().data as { resource: string; version: number; transitions: { action: string; override?: unknown }[] }[];
    const notice = entries.find((e) => e.resource === 'notice');
    expect(notice?.version).toBe(version + 1);
    expect(notice?.transitions.find((x) => x.action === 'publish')?.override).toEqual([{ role: 'admin' }, { role: 'qyUser' }, { role: 'safetyDept' }]);
    // In force: aq01 (安全管理部门) is now offered 发布 on the demo's draft notice.
    const [{ id: draft }] = await suite.env.db.query<{ id: number }>("select id from r_notice where tenant_id = 1001 and data->>'publishStatus' = 'draft' order by id limit 1");
    const offers = await suite.env.app.inject({ url: `/zax-cloud/u-basic/notice/actions?id=${draft}`, headers: { authorization: await suite.pages.token('aq01') } });
    expect((offers.json().data as { action: string }[]).map((o) => o.action)).toContain('publish');
  });

  it('shows a project with its stages and their states', async () => {
    const page = await suite.pages.as('qyadmin');
    await page.goto(suite.env.url('/stsgl/list'));
    await page.getByRole('link', { name: PROJECT }).click();
    await page.waitForURL((u) => u.pathname === `/zax/stsgl/detail/${projectId}`);
    const stages = page.getByTestId('record-stages');
    await stages.getByText(CODE).first().waitFor();
    const construction = stages.getByTestId('stage-construction-stage');
    await construction.getByTestId('stage-record').getByText('进行中').waitFor();
    for (const key of ['pre-evaluation', 'design-stage', 'pilot-production', 'acceptance-stage']) {
      await stages.getByTestId(`stage-${key}`).getByText('尚未开始').waitFor();
    }
  });
});
