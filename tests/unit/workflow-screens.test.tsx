// @vitest-environment jsdom
// The workflow's screens over the fake clients (issue 14 item 6): state tabs with counts that filter the list,
// only the offered actions, the action dialog requiring its opinion, a 409's reason shown, the history timeline,
// the approval panel, 流程配置's stale save, and 三同时详情's stages.
import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { message } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { SchemaPage } from '../../src/runtime/schema-page.tsx';
import { WorkflowClientContext } from '../../src/runtime/workflow/workflow-client.ts';
import { RecordWorkflow } from '../../src/runtime/workflow/record-workflow.tsx';
import { WorkflowConfigEditor } from '../../src/runtime/workflow/workflow-config-editor.tsx';
import { RecordStages } from '../../src/runtime/workflow/record-stages.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient, type FakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { createFakeWorkflowClient, touchConfig, type FakeWorkflowClient, type FakeWorkflowOptions } from '../../stories/support/fake-workflow-client.ts';
import {
  APPROVAL_OFFERS,
  RECTIFY_APPROVAL,
  RECTIFY_HISTORY,
  WF_NOTICE,
  WF_RECTIFY,
  WORKFLOW_CONFIG,
  noticeRows,
  rectifyRows,
} from '../../stories/support/workflow-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';
import { settle, until } from './helpers/wait-for.ts';

const dom = mountRoot();
let records: FakeResourceClient;
let workflow: FakeWorkflowClient;

afterEach(() => {
  act(() => message.destroy());
});

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');
const text = () => squash(document.body.textContent);

function button(label: string | RegExp, scope: ParentNode = document): HTMLButtonElement | undefined {
  return [...scope.querySelectorAll<HTMLButtonElement>('button')].find((b) => {
    const texts = [squash(b.textContent), b.getAttribute('aria-label') ?? ''];
    return texts.some((x) => (typeof label === 'string' ? x === label : label.test(x)));
  });
}

async function click(el: Element): Promise<void> {
  await act(async () => {
    el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    (el as HTMLElement).click();
  });
  await settle();
}

async function typeInto(el: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  await act(async () => {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

function clients(workflowOptions: Omit<FakeWorkflowOptions, 'records' | 'resources'> = {}, resources: ResourceFile[] = [WF_NOTICE, WF_RECTIFY]) {
  records = createFakeResourceClient({ resources, records: { [WF_NOTICE.key]: noticeRows(), [WF_RECTIFY.key]: rectifyRows() } });
  workflow = createFakeWorkflowClient({ ...workflowOptions, records, resources });
}

/** The location's query string, shown for the test to read. */
function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

async function renderList(key = WF_NOTICE.key, path = '/notice'): Promise<void> {
  act(() =>
    dom.root.render(
      <MemoryRouter initialEntries={[path]}>
        <ResourceClientContext.Provider value={records}>
          <WorkflowClientContext.Provider value={workflow}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <SchemaPage resourceKey={key} roles={['qyUser']} />
                    <Where />
                  </>
                }
              />
            </Routes>
          </WorkflowClientContext.Provider>
        </ResourceClientContext.Provider>
      </MemoryRouter>,
    ),
  );
  await until(() => dom.host.querySelector('.ant-table-row'), 'the list');
}

const count = (state: string) => squash(dom.host.querySelector(`[data-testid="state-count-${state}"]`)?.textContent);
const tab = (label: string) => [...dom.host.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find((el) => squash(el.textContent).startsWith(label));
const rowTitles = () => [...dom.host.querySelectorAll('.ant-table-row')].map((r) => squash(r.querySelector('td')?.textContent));

async function openDetail(id: number): Promise<HTMLElement> {
  await click(await until(() => button(`详情 ${id}`), 'the row detail'));
  return until(() => document.querySelector<HTMLElement>('.ant-drawer [data-testid="record-workflow"]'), 'the detail with its workflow');
}

describe('the list of a workflow resource', () => {
  it('shows 全部 and one tab per state with the counts, and a tab filters the list by the state field', async () => {
    clients();
    await renderList();
    await until(() => count('all') === '4', 'the counts');
    expect([count('draft'), count('published'), count('recalled')]).toEqual(['1', '2', '1']);
    await click(await until(() => tab('已发布'), 'the tab'));
    await until(() => rowTitles().length === 2, 'two published rows');
    expect(records.calls.filter((c) => c.method === 'list').at(-1)?.args[1]).toMatchObject({ publishStatus: 'published' });
    // The counts are counted under the list's filters, never under the state itself.
    expect(workflow.calls.filter((c) => c.method === 'stateCounts').every((c) => !('publishStatus' in (c.args[1] as object)))).toBe(true);
    await click(await until(() => tab('全部'), 'the 全部 tab'));
    await until(() => rowTitles().length === 4, 'every row again');
  });

  it('offers in a row menu only the actions of the record', async () => {
    clients();
    await renderList();
    await click(await until(() => button('流程 1'), 'the row menu'));
    await until(() => document.querySelector('.ant-dropdown-menu-item'), 'the menu items');
    const items = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')].map((el) => squash(el.textContent));
    expect(items).toEqual(['发布']);
  });
});

describe('the detail of a workflow record', () => {
  it('shows only the offered actions', async () => {
    clients({ denied: ['recall'] });
    await renderList();
    const drawer = await openDetail(1);
    await until(() => button('发布', drawer), 'the 发布 button');
    expect(button('撤回', drawer)).toBeUndefined();
    await click(document.querySelector('.ant-drawer-close') as Element);
    const other = await openDetail(2);
    await until(() => workflow.calls.filter((c) => c.method === 'actions' && c.args[1] === 2).length > 0, 'the offers of 2');
    await settle(60);
    expect(button('撤回', other)).toBeUndefined();
    expect(button('发布', other)).toBeUndefined();
  });

  it('asks the confirmation of an action without a form, then moves the record and refreshes the counts', async () => {
    clients();
    await renderList();
    const drawer = await openDetail(1);
    await click(await until(() => button('发布', drawer), '发布'));
    await until(() => text().includes('发布后，发布对象将收到该通知。确定发布吗？'), 'the confirmation');
    expect(workflow.calls.some((c) => c.method === 'act')).toBe(false);
    await click(await until(() => document.querySelector('.ant-modal-confirm .ant-btn-primary'), 'the OK button'));
    await until(() => records.rows(WF_NOTICE.key).find((r) => r.id === 1)?.publishStatus === 'published', 'the record published');
    expect(workflow.calls.find((c) => c.method === 'act')?.args).toEqual([WF_NOTICE.key, 'publish', { id: 1 }]);
    await until(() => count('published') === '3', 'the counts refreshed');
    await until(() => squash(drawer.querySelector('[data-testid="history-timeline"]')?.textContent).includes('发布张伟'), 'the history refreshed');
  });

  it('requires the opinion of 撤回 before anything is sent, then sends it', async () => {
    clients();
    await renderList();
    const drawer = await openDetail(2);
    await click(await until(() => button('撤回', drawer), '撤回'));
    const dialog = await until(() => document.querySelector<HTMLElement>('.ant-modal [data-columns]'), 'the dialog');
    expect(text()).toContain('意见');
    await click(await until(() => button('撤回', dialog), 'the submit'));
    await until(() => dialog.querySelector('[data-testid="schema-form-failure"]'), 'the required message');
    expect(squash(dialog.querySelector('.ant-formily-item-error-help')?.textContent)).toContain('意见');
    expect(workflow.calls.some((c) => c.method === 'act')).toBe(false);
    await typeInto(dialog.querySelector('textarea') as HTMLTextAreaElement, '内容有误');
    await click(button('撤回', dialog) as HTMLButtonElement);
    await until(() => workflow.calls.some((c) => c.method === 'act'), 'the action sent');
    expect(workflow.calls.find((c) => c.method === 'act')?.args).toEqual([WF_NOTICE.key, 'recall', { id: 2, opinion: '内容有误' }]);
    await until(() => records.rows(WF_NOTICE.key).find((r) => r.id === 2)?.recallReason === '内容有误', 'the reason kept');
    await until(() => count('recalled') === '2', 'the counts refreshed');
  });

  it('shows the reason of a 409 in the dialog and changes nothing', async () => {
    clients({ refusals: { recall: { message: '该通知已被他人撤回', status: 409 } } });
    await renderList();
    const drawer = await openDetail(2);
    await click(await until(() => button('撤回', drawer), '撤回'));
    const dialog = await until(() => document.querySelector<HTMLElement>('.ant-modal [data-columns]'), 'the dialog');
    await typeInto(dialog.querySelector('textarea') as HTMLTextAreaElement, '重复');
    await click(button('撤回', dialog) as HTMLButtonElement);
    await until(() => squash(dialog.querySelector('[data-testid="schema-form-failure"]')?.textContent) === '该通知已被他人撤回', 'the reason');
    expect(records.rows(WF_NOTICE.key).find((r) => r.id === 2)?.publishStatus).toBe('published');
  });

  it('renders the required and editable fields of a transition in its form', async () => {
    clients();
    await renderList(WF_RECTIFY.key, '/rectify');
    const drawer = await openDetail(11);
    await click(await until(() => button('提交整改', drawer), '提交整改'));
    const dialog = await until(() => document.querySelector<HTMLElement>('.ant-modal [data-columns]'), 'the dialog');
    const labels = [...dialog.querySelectorAll('.ant-formily-item-label')].map((l) => squash(l.textContent).replace(/[*:：]/g, ''));
    expect(labels).toEqual(['整改情况', '完成日期', '意见']);
    await click(button('提交整改', dialog) as HTMLButtonElement);
    await settle(60);
    expect(workflow.calls.some((c) => c.method === 'act')).toBe(false);
    await typeInto(dialog.querySelector('textarea') as HTMLTextAreaElement, '已更换');
    await click(button('提交整改', dialog) as HTMLButtonElement);
    await until(() => workflow.calls.some((c) => c.method === 'act'), 'the action');
    expect(workflow.calls.find((c) => c.method === 'act')?.args[2]).toEqual({ id: 11, fields: { rectifyNote: '已更换' } });
  });

  it('opens the record named by ?detail= and takes the parameter out when closed', async () => {
    clients();
    await renderList(WF_NOTICE.key, '/notice?detail=3');
    await until(() => document.querySelector('.ant-drawer [data-testid="record-workflow"]'), 'the detail');
    await until(() => text().includes('十一月安全例会纪要'), 'the record');
    await until(() => workflow.calls.some((c) => c.method === 'markRead'), 'marked read');
    expect(workflow.calls.find((c) => c.method === 'markRead')?.args).toEqual([WF_NOTICE.key, 3]);
    await click(document.querySelector('.ant-drawer-close') as Element);
    await until(() => squash(dom.host.querySelector('[data-testid="where"]')?.textContent) === '', 'the parameter removed');
  });
});

describe('RecordWorkflow', () => {
  async function renderRecord(id: number) {
    const record = records.rows(WF_RECTIFY.key).find((r) => r.id === id);
    if (!record) throw new Error('no record');
    act(() =>
      dom.root.render(
        <ResourceClientContext.Provider value={records}>
          <WorkflowClientContext.Provider value={workflow}>
            <RecordWorkflow resource={WF_RECTIFY} record={record} />
          </WorkflowClientContext.Provider>
        </ResourceClientContext.Provider>,
      ),
    );
  }

  it('shows the history: who (for whom), the action, from → to, the opinion and the changed fields', async () => {
    clients({ history: { [`${WF_RECTIFY.key}:12`]: RECTIFY_HISTORY }, approvals: { [`${WF_RECTIFY.key}:12`]: RECTIFY_APPROVAL } });
    await renderRecord(12);
    const timeline = await until(() => dom.host.querySelectorAll('[data-testid="history-entry"]').length === 2 && dom.host.querySelector('[data-testid="history-timeline"]'), 'the timeline');
    const second = squash(timeline.querySelectorAll('[data-testid="history-entry"]')[1].textContent);
    expect(second).toContain('提交整改');
    expect(second).toContain('李强（代赵敏）');
    expect(second).toContain('2026-11-2116:30');
    expect(second).toContain('待整改→待验收');
    expect(second).toContain('意见：已更换门锁并张贴警示');
    expect(second).toContain('→已更换门锁');
    expect(second).toContain('整改情况');
    expect(second).toContain('完成日期');
  });

  it('shows the approval steps and the approval ops offered, 加签 with a person', async () => {
    clients({ approvals: { [`${WF_RECTIFY.key}:12`]: RECTIFY_APPROVAL }, approvalOffers: APPROVAL_OFFERS });
    await renderRecord(12);
    const panel = await until(() => dom.host.querySelector<HTMLElement>('[data-testid="approval-panel"]'), 'the approval');
    await until(() => squash(panel.textContent).includes('安全部验收'), 'the steps');
    expect(squash(panel.textContent)).toContain('班组验收');
    expect(squash(panel.textContent)).toContain('会签');
    expect(squash(panel.textContent)).toContain('意见：现场已确认');
    await until(() => button('同意', panel), 'the approve button');
    expect(button('加签', panel)).toBeDefined();
    // The header shows the transitions, the panel the approval ops.
    const header = dom.host.querySelector('[data-testid="record-workflow"] > div') as HTMLElement;
    expect(button('同意', header)).toBeUndefined();
    expect(button('重新整改', header)).toBeDefined();
    await click(button('加签', panel) as HTMLButtonElement);
    const dialog = await until(() => document.querySelector<HTMLElement>('.ant-modal [data-columns]'), 'the dialog');
    const labels = [...dialog.querySelectorAll('.ant-formily-item-label')].map((l) => squash(l.textContent).replace(/[*:：]/g, ''));
    expect(labels).toEqual(['加签人', '加签位置', '意见']);
  });
});

describe('流程配置', () => {
  async function renderConfig() {
    act(() =>
      dom.root.render(
        <ResourceClientContext.Provider value={records}>
          <WorkflowClientContext.Provider value={workflow}>
            <WorkflowConfigEditor />
          </WorkflowClientContext.Provider>
        </ResourceClientContext.Provider>,
      ),
    );
    return until(() => dom.host.querySelector<HTMLElement>(`[data-testid="workflow-config-${WF_RECTIFY.key}"]`), 'the workflows');
  }

  it('draws each workflow as states and labelled arrows, and saves who acts with the version', async () => {
    clients({ config: WORKFLOW_CONFIG });
    const card = await renderConfig();
    const svg = card.querySelector('[data-testid="state-diagram"]') as SVGElement;
    expect([...svg.querySelectorAll('[data-state]')].map((g) => g.getAttribute('data-state'))).toEqual(['todo', 'review', 'closed']);
    expect(squash(svg.querySelector('[data-edge="todo>review"]')?.textContent)).toBe('提交整改');
    expect(squash(svg.querySelector('[data-edge="review>todo"]')?.textContent)).toBe('重新整改/审批退回');
    // A state with approval leaves by its approval: approved to 已关闭.
    expect(squash(svg.querySelector('[data-edge="review>closed"]')?.textContent)).toBe('审批通过');
    await click(button('保存', card) as HTMLButtonElement);
    await until(() => workflow.calls.some((c) => c.method === 'saveConfig'), 'saved');
    expect(workflow.calls.find((c) => c.method === 'saveConfig')?.args).toEqual([WF_RECTIFY.key, { version: 1, who: {}, slots: { safetyHead: { staffIds: [1], roles: [] } } }]);
    await until(() => text().includes('版本2'), 'the new version shown');
  });

  it('answers a stale version with the reload message', async () => {
    clients({ config: WORKFLOW_CONFIG });
    const card = await renderConfig();
    touchConfig(workflow, WF_RECTIFY.key);
    await click(button('保存', card) as HTMLButtonElement);
    await until(() => text().includes('该流程配置已被他人修改，请重新加载后再修改'), 'the stale message');
    await click(button('重新加载') as HTMLButtonElement);
    await until(() => text().includes('版本2'), 'reloaded');
  });
});

describe('三同时详情', () => {
  const PROJECT: ResourceFile = {
    key: 'wf-project', title: '三同时项目', module: null, endpoint: '/u-basic/wf-project', actions: ['list', 'detail'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: { type: 'object', properties: { projectName: { type: 'string', title: '项目名称' }, projectCode: { type: 'string', title: '项目编号' } } },
    list: { columns: [{ field: 'projectName', link: '/stsgl/detail/{id}' }] },
  };
  const STAGE: ResourceFile = {
    ...WF_RECTIFY, key: 'wf-stage', title: '预评价',
    form: { ...WF_RECTIFY.form, properties: { ...WF_RECTIFY.form.properties, projectCode: { type: 'string', title: '项目编号' } } },
    list: { columns: [{ field: 'name' }, { field: 'deadline' }], filters: [{ field: 'projectCode', op: 'eq' }] },
  };

  it('shows the project and each stage with its records, states and dates', async () => {
    records = createFakeResourceClient({
      resources: [PROJECT, STAGE],
      records: {
        [PROJECT.key]: [{ id: 7, projectName: '乙烯扩建项目', projectCode: 'P-7' }],
        [STAGE.key]: [{ id: 1, name: '预评价报告', state: 'review', deadline: '2026-12-01', projectCode: 'P-7' }, { id: 2, name: '别的项目', state: 'todo', projectCode: 'P-8' }],
      },
    });
    workflow = createFakeWorkflowClient({ records, resources: [PROJECT, STAGE] });
    act(() =>
      dom.root.render(
        <ResourceClientContext.Provider value={records}>
          <WorkflowClientContext.Provider value={workflow}>
            <RecordStages resourceKey={PROJECT.key} id={7} stageKeys={[STAGE.key, 'missing-stage']} linkField="projectCode" />
          </WorkflowClientContext.Provider>
        </ResourceClientContext.Provider>,
      ),
    );
    const stage = await until(() => dom.host.querySelector<HTMLElement>(`[data-testid="stage-${STAGE.key}"] [data-testid="stage-record"]`), 'the stage record');
    expect(text()).toContain('乙烯扩建项目');
    expect(dom.host.querySelectorAll(`[data-testid="stage-${STAGE.key}"] [data-testid="stage-record"]`)).toHaveLength(1);
    expect(squash(stage.textContent)).toContain('待验收');
    expect(squash(stage.textContent)).toContain('整改期限：2026-12-01');
    await until(() => squash(dom.host.querySelector('[data-testid="stage-missing-stage"]')?.textContent).includes('资源不存在'), 'the missing stage');
  });
});

describe('the form of a workflow record', () => {
  it('neither shows nor sends the state field: only the actions move it', async () => {
    clients();
    await renderList();
    await click(await until(() => button('编辑 1'), 'the row edit'));
    const form = await until(() => document.querySelector<HTMLElement>('.ant-drawer [data-columns]'), 'the form');
    await until(() => squash(form.textContent).includes('标题'), 'the title field');
    expect(squash(form.textContent)).not.toContain('发布状态');
    await click(button('保存', form) as HTMLButtonElement);
    await until(() => records.calls.some((c) => c.method === 'update'), 'saved');
    expect(records.calls.find((c) => c.method === 'update')?.args[1]).not.toHaveProperty('publishStatus');
  });
});
