// @vitest-environment jsdom
// The versions panel (designer/versions-panel.tsx) over the in-memory DesignerClient: the table with the
// current version tagged, 对比 (previous against current by default, any two chosen), rollback after a
// confirmation (a 409 answered with a message), the empty and the error states. Also the diff table's
// readable values (designer/version-diff-table.tsx).
import '@ant-design/v5-patch-for-react-19';
import { message } from 'antd';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignerClientContext } from '../../designer/designer-client.ts';
import { diffRows, readableValue } from '../../designer/version-diff-table.tsx';
import { VersionsPanel } from '../../designer/versions-panel.tsx';
import type { ResourceOverlay } from '../../src/schema/overlay.ts';
import { MANY_VERSIONS, SAFETY_MANAGER_KEY, SAFETY_MANAGER_VERSIONS } from '../../stories/designer/versions-fixtures.ts';
import { createFakeDesignerClient, type FakeDesignerClient, type FakeDesignerOptions } from '../../stories/support/fake-designer-client.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
let client: FakeDesignerClient;
let onRolledBack: ReturnType<typeof vi.fn<(version: number) => void>>;
let toast: { success: ReturnType<typeof vi.spyOn>; warning: ReturnType<typeof vi.spyOn>; error: ReturnType<typeof vi.spyOn> };

beforeEach(() => {
  onRolledBack = vi.fn<(version: number) => void>();
  const quiet = (() => undefined) as never;
  toast = {
    success: vi.spyOn(message, 'success').mockImplementation(quiet),
    warning: vi.spyOn(message, 'warning').mockImplementation(quiet),
    error: vi.spyOn(message, 'error').mockImplementation(quiet),
  };
});
afterEach(() => {
  vi.restoreAllMocks();
});

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');

async function settle(ms = 20): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

async function render(versions: ResourceOverlay[], more: Partial<FakeDesignerOptions> = {}, current = versions.length): Promise<void> {
  client = createFakeDesignerClient({ resources: [SAFETY_MANAGER], versions: { [SAFETY_MANAGER_KEY]: versions }, ...more });
  await act(async () =>
    dom.root.render(
      <DesignerClientContext.Provider value={client}>
        <VersionsPanel resourceKey={SAFETY_MANAGER_KEY} currentVersion={current} onRolledBack={onRolledBack} />
      </DesignerClientContext.Provider>,
    ),
  );
  await settle();
}

/** The rows of the versions table (not the diff table), as squashed cell texts. */
function versionRows(): string[][] {
  const table = dom.host.querySelector('[data-testid="versions-panel"] > .ant-table-wrapper');
  return [...(table?.querySelectorAll('tbody tr.ant-table-row') ?? [])].map((tr) => [...tr.querySelectorAll('td')].map((td) => squash(td.textContent)));
}

function diffTableRows(): string[][] {
  const table = dom.host.querySelector('[data-testid="version-diff-table"]');
  return [...(table?.querySelectorAll('tbody tr.ant-table-row') ?? [])].map((tr) => [...tr.querySelectorAll('td')].map((td) => squash(td.textContent)));
}

function button(text: string, within: ParentNode = document): HTMLButtonElement {
  const b = [...within.querySelectorAll<HTMLButtonElement>('button')].findLast((x) => squash(x.textContent) === text);
  if (!b) throw new Error(`no button ${text}`);
  return b;
}

function rowOf(version: number): HTMLElement {
  const tr = dom.host.querySelector<HTMLElement>(`[data-testid="versions-panel"] tr[data-row-key="${version}"]`);
  if (!tr) throw new Error(`no row of version ${version}`);
  return tr;
}

async function click(el: HTMLElement): Promise<void> {
  await act(async () => el.click());
  await settle();
}

describe('VersionsPanel', () => {
  it('lists the versions, newest first, the current one tagged 当前', async () => {
    await render(SAFETY_MANAGER_VERSIONS);
    const rows = versionRows();
    expect(rows.map((r) => r[0])).toEqual(['3当前', '2', '1']);
    // 版本, 说明, 发布人, 发布时间, 字段数, 页签数
    expect(rows[0].slice(1, 6)).toEqual(['第3次发布', '企业管理员', expect.stringMatching(/^2026-03-01\d{2}:\d{2}:\d{2}$/), '3', '1']);
    expect(rows[2][4]).toBe('1');
    expect(button('回滚到此版本', rowOf(3)).disabled).toBe(true);
    expect(button('回滚到此版本', rowOf(1)).disabled).toBe(false);
    expect(client.calls.find((c) => c.method === 'versions')?.args).toEqual([SAFETY_MANAGER_KEY, 1, 10]);
  });

  it('pages through many versions', async () => {
    await render(MANY_VERSIONS);
    expect(versionRows()).toHaveLength(10);
    expect(dom.host.textContent).toContain('共 14 个版本');
    await click(dom.host.querySelector<HTMLElement>('.ant-pagination-item-2')!);
    expect(versionRows().map((r) => r[0])).toEqual(['4', '3', '2', '1']);
    expect(client.calls.filter((c) => c.method === 'versions').at(-1)?.args).toEqual([SAFETY_MANAGER_KEY, 2, 10]);
  });

  it('对比 compares the previous version with the current one by default, field by field', async () => {
    await render(SAFETY_MANAGER_VERSIONS);
    expect(diffTableRows()).toEqual([]);
    await click(button('对比'));
    expect(client.calls.find((c) => c.method === 'diff')?.args).toEqual([SAFETY_MANAGER_KEY, 2, 3]);
    expect(dom.host.textContent).toContain('版本 2 → 版本 3');
    const rows = diffTableRows();
    // 紧急联系人 switched off: one changed property, its old and new values readable.
    expect(rows).toContainEqual(['字段', '紧急联系人emergencyContact', '修改', '启用', '是', '否']);
    // 证书等级 added: the first of its lines carries the object, the next ones only the property.
    expect(rows).toContainEqual(['字段', '证书等级certLevel', '新增', '名称', '—', '证书等级']);
    expect(rows).toContainEqual(['选项', '—', '初级（junior）、高级（senior）']);
    expect(rows).toContainEqual(['列表显示', '—', '否']);
    expect(rows).toContainEqual(['页签', '培训信息training', '新增', '名称', '—', '培训信息']);
    expect(rows).toContainEqual(['字段', '—', 'trainingHours、certLevel']);
  });

  it('compares any two versions chosen from the row (与当前对比)', async () => {
    await render(SAFETY_MANAGER_VERSIONS);
    await click(button('与当前对比', rowOf(1)));
    expect(client.calls.filter((c) => c.method === 'diff').at(-1)?.args).toEqual([SAFETY_MANAGER_KEY, 1, 3]);
    expect(dom.host.textContent).toContain('版本 1 → 版本 3');
    expect(diffTableRows()).toContainEqual(['字段', '培训学时trainingHours', '修改', '必填', '否', '是']);
  });

  it('shows 两个版本没有差别 when nothing changed, and a failure of the comparison', async () => {
    await render([SAFETY_MANAGER_VERSIONS[0], SAFETY_MANAGER_VERSIONS[0]]);
    await click(button('对比'));
    expect(dom.host.textContent).toContain('两个版本没有差别');
    client.setFailure('diff', { message: '版本 9 不存在', status: 404 });
    await click(button('对比'));
    expect(dom.host.textContent).toContain('版本 9 不存在');
  });

  it('回滚到此版本 asks first, then publishes a copy and reports the new version', async () => {
    await render(SAFETY_MANAGER_VERSIONS);
    await click(button('回滚到此版本', rowOf(1)));
    const dialog = document.querySelector('.ant-modal-confirm');
    expect(squash(dialog?.textContent)).toContain(squash('回滚将发布一个与版本 1 相同的新版本'));
    expect(client.calls.some((c) => c.method === 'rollback')).toBe(false);
    await click(button('回滚', dialog!));
    await settle();
    expect(client.calls.find((c) => c.method === 'rollback')?.args).toEqual([SAFETY_MANAGER_KEY, 1, 3]);
    expect(onRolledBack).toHaveBeenCalledWith(4);
    expect(client.current(SAFETY_MANAGER_KEY)).toEqual(SAFETY_MANAGER_VERSIONS[0]);
    expect(toast.success).toHaveBeenCalledWith('已回滚到版本 1，发布为版本 4');
  });

  it('回滚到初始 publishes the file alone (version 0) after asking', async () => {
    await render(SAFETY_MANAGER_VERSIONS);
    await click(button('回滚到初始（资源文件本身）'));
    const dialog = document.querySelector('.ant-modal-confirm');
    expect(squash(dialog?.textContent)).toContain(squash('不含任何自定义字段和页签的新版本'));
    await click(button('回滚', dialog!));
    await settle();
    expect(client.calls.find((c) => c.method === 'rollback')?.args).toEqual([SAFETY_MANAGER_KEY, 0, 3]);
    expect(onRolledBack).toHaveBeenCalledWith(4);
    expect(toast.success).toHaveBeenCalledWith('已回滚到初始，发布为版本 4');
  });

  it('cancelling the confirmation rolls nothing back', async () => {
    await render(SAFETY_MANAGER_VERSIONS);
    await click(button('回滚到此版本', rowOf(2)));
    await click(button('取消', document.querySelector('.ant-modal-confirm')!));
    expect(client.calls.some((c) => c.method === 'rollback')).toBe(false);
    expect(onRolledBack).not.toHaveBeenCalled();
  });

  it('a 409 (someone published meanwhile) is answered with a message and the list reloads', async () => {
    await render(SAFETY_MANAGER_VERSIONS);
    client.publishElsewhere(SAFETY_MANAGER_KEY, SAFETY_MANAGER_VERSIONS[1], '另一位管理员');
    await click(button('回滚到此版本', rowOf(1)));
    await click(button('回滚', document.querySelector('.ant-modal-confirm')!));
    await settle();
    expect(onRolledBack).not.toHaveBeenCalled();
    expect(toast.warning).toHaveBeenCalledWith('其他管理员已发布了新版本，请刷新后再回滚');
    expect(versionRows().map((r) => r[0])).toEqual(['4', '3当前', '2', '1']);
  });

  it('says so when nothing was published yet', async () => {
    await render([]);
    expect(dom.host.querySelector('[data-testid="versions-empty"]')?.textContent).toContain('尚未发布任何版本');
  });

  it('shows a failed load with 重试', async () => {
    await render(SAFETY_MANAGER_VERSIONS, { failures: { versions: { message: '网络错误', status: 500 } } });
    expect(dom.host.textContent).toContain('网络错误');
    client.setFailure('versions', null);
    await click(button('重试'));
    expect(versionRows()).toHaveLength(3);
  });
});

describe('version diff values', () => {
  it.each([
    [true, '', '是'],
    [false, '', '否'],
    [null, '', '—'],
    [undefined, '', '—'],
    ['', '', '—'],
    [[], '', '（空）'],
    [['a', 'b'], '', 'a、b'],
    [[{ label: '初级', value: 'junior' }, { label: '是', value: '是' }], 'options', '初级（junior）、是'],
    ['top', 'pinned', '置顶'],
    ['end', 'pinned', '置底'],
    ['number', 'type', '数字'],
    [12, '', '12'],
    [{ a: 1 }, 'value', '{"a":1}'],
  ])('%j (%s) reads %s', (value, prop, text) => {
    expect(readableValue(value, prop)).toBe(text);
  });

  it('gives an object without property changes one row, and spans the object over its properties', () => {
    const rows = diffRows([
      { target: 'patch', key: '/title', label: '/title', kind: 'changed', changes: [] },
      { target: 'field', key: 'x', label: 'X', kind: 'added', changes: [{ prop: 'title', before: null, after: 'X' }, { prop: 'sort', before: null, after: 1 }] },
    ]);
    expect(rows.map((r) => [r.prop, r.span])).toEqual([
      [null, 1],
      ['title', 2],
      ['sort', 0],
    ]);
  });
});
