// @vitest-environment jsdom
// The comp-tabs panel (designer/tabs-panel.tsx), controlled: each edit is one onChange with a new overlay.
// Adds a tab (a taken title refused at the input), adds fields, moves, disables and clears them, pins,
// renames and deletes tabs, reorders with the keyboard, and changes nothing when read-only.
import '@ant-design/v5-patch-for-react-19';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabsPanel } from '../../designer/tabs-panel.tsx';
import type { OverlayTab, ResourceOverlay } from '../../src/schema/overlay.ts';
import { NO_TABS, WITH_TABS } from '../../stories/designer/tabs-panel-fixtures.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
let onChange: ReturnType<typeof vi.fn<(next: ResourceOverlay) => void>>;
beforeEach(() => {
  onChange = vi.fn<(next: ResourceOverlay) => void>();
});

function Harness({ initial, readOnly }: { initial: ResourceOverlay; readOnly?: boolean }) {
  const [overlay, setOverlay] = useState(initial);
  return (
    <TabsPanel
      base={SAFETY_MANAGER}
      overlay={overlay}
      readOnly={readOnly}
      onChange={(next) => {
        onChange(next);
        setOverlay(next);
      }}
    />
  );
}

async function settle(ms = 20): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

async function render(initial: ResourceOverlay, readOnly = false): Promise<void> {
  await act(async () => dom.root.render(<Harness initial={initial} readOnly={readOnly} />));
}

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s/g, '');

/** The element anywhere in the document with this aria-label. */
function labelled<T extends HTMLElement = HTMLElement>(label: string): T {
  const el = document.querySelector<T>(`[aria-label="${label}"]`);
  if (!el) throw new Error(`nothing labelled ${label}`);
  return el;
}

/** An element of an open popup (confirm, dropdown, select) by its text, spaces ignored. */
async function popupItem(selector: string, text: string): Promise<HTMLElement> {
  return vi.waitFor(() => {
    // The newest popup comes last in the document; one that closed may still be fading out (no animations here).
    const el = [...document.querySelectorAll<HTMLElement>(selector)].findLast(
      (x) => squash(x.textContent) === text && !x.closest('.ant-dropdown-hidden, .ant-popover-hidden, .ant-select-dropdown-hidden'),
    );
    if (!el) throw new Error(`no ${selector} ${text}`);
    return el;
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

async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const last = (): ResourceOverlay => {
  const call = onChange.mock.lastCall;
  if (!call) throw new Error('onChange was not called');
  return call[0];
};
const tabOf = (o: ResourceOverlay, key: string): OverlayTab | undefined => o.tabs.find((t) => t.key === key);
const addButton = () => [...dom.host.querySelectorAll('button')].find((b) => squash(b.textContent) === '新增页签') as HTMLButtonElement;

describe('TabsPanel', () => {
  it('shows the empty state, adds a tab and selects it, refuses a taken title at the input', async () => {
    await render(NO_TABS);
    expect(dom.host.textContent).toContain('暂无页签，点击“新增页签”将字段分组显示');
    await click(addButton());
    expect(onChange).not.toHaveBeenCalled();
    expect(dom.host.querySelector('[role="alert"]')?.textContent).toBe('请填写页签名称');

    await type(labelled('新页签名称'), ' 培训信息 ');
    await click(addButton());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ ...NO_TABS, tabs: [{ key: 'tab_1', title: '培训信息', fields: [], enabled: true, sort: 0 }] });
    expect(last().fields).toBe(NO_TABS.fields);
    expect(NO_TABS.tabs).toEqual([]);
    expect(labelled<HTMLInputElement>('新页签名称').value).toBe('');
    expect(dom.host.textContent).toContain('页签「培训信息」的字段');

    for (const taken of ['培训信息', '基本信息']) {
      await type(labelled('新页签名称'), taken);
      expect(dom.host.querySelector('[role="alert"]')?.textContent).toBe(`页签名称「${taken}」已存在`);
      await click(addButton());
    }
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offers the fields no tab holds and adds the chosen ones to the selected tab', async () => {
    await render(WITH_TABS);
    await act(async () => dom.host.querySelector('.ant-select-selector')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    const options = await vi.waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
      if (!found.length) throw new Error('options not open');
      return found;
    });
    expect(options).toEqual(['姓名', '对应人员', '性别', '身份证号', '手机号', '岗位', '所属部门', '已作废', '工牌号（自定义）']);
    await click(await popupItem('.ant-select-item-option', '所属部门'));
    await click(await popupItem('.ant-select-item-option', '工牌号（自定义）'));
    await click(labelled('添加字段到页签'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(tabOf(last(), 'cert')?.fields).toEqual(['certNo', 'certStart', 'certEnd', 'attachments', 'department', 'badgeNo']);
    expect(dom.host.querySelector('[data-testid="field-row-department"]')?.textContent).toContain('所属部门');
    expect(dom.host.querySelector('[data-testid="field-row-badgeNo"]')?.textContent).toContain('自定义');
  });

  it('moves a field up and down, to another tab and out of the tab', async () => {
    await render(WITH_TABS);
    expect(labelled<HTMLButtonElement>('上移字段 证书编号').disabled).toBe(true);
    await click(labelled('下移字段 证书编号'));
    expect(tabOf(last(), 'cert')?.fields).toEqual(['certStart', 'certNo', 'certEnd', 'attachments']);
    await click(labelled('上移字段 证书附件'));
    expect(tabOf(last(), 'cert')?.fields).toEqual(['certStart', 'certNo', 'attachments', 'certEnd']);

    await click(labelled('移到页签 证书附件'));
    await click(await popupItem('.ant-dropdown-menu-item', '培训信息'));
    expect(tabOf(last(), 'cert')?.fields).toEqual(['certStart', 'certNo', 'certEnd']);
    expect(tabOf(last(), 'training')).toMatchObject({ fields: ['trainingHours', 'oldNote', 'attachments'], disabledFields: ['attachments'] });

    await click(labelled('移出页签 证书有效期至'));
    expect(tabOf(last(), 'cert')?.fields).toEqual(['certStart', 'certNo']);
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('switches a field on and off; a required field cannot be switched off', async () => {
    await render(WITH_TABS);
    expect(labelled<HTMLButtonElement>('启用字段 证书编号').disabled).toBe(true);
    const attachments = labelled<HTMLButtonElement>('启用字段 证书附件');
    expect(attachments.getAttribute('aria-checked')).toBe('false');
    await click(attachments);
    expect(tabOf(last(), 'cert')).not.toHaveProperty('disabledFields');
    await click(labelled('启用字段 证书附件'));
    expect(tabOf(last(), 'cert')?.disabledFields).toEqual(['attachments']);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows a removed field in red and clears it after confirmation', async () => {
    await render(WITH_TABS);
    await click([...dom.host.querySelectorAll('button[aria-pressed]')].find((b) => b.textContent === '培训信息') as Element);
    expect(dom.host.querySelector('[data-testid="field-row-oldNote"]')?.textContent).toContain('oldNote 字段已删除');
    await click(labelled('清除 oldNote'));
    expect(onChange).not.toHaveBeenCalled();
    await click(await popupItem('.ant-popconfirm-buttons button', '清除'));
    expect(tabOf(last(), 'training')?.fields).toEqual(['trainingHours']);
    expect(dom.host.querySelector('[data-testid="field-row-oldNote"]')).toBeNull();
  });

  it('pins, moves, switches off, renames and deletes tabs', async () => {
    await render(WITH_TABS);
    await click(labelled('固定页签 培训信息'));
    await click(await popupItem('.ant-dropdown-menu-item', '置顶'));
    expect(tabOf(last(), 'training')).toMatchObject({ pinned: 'top', sort: 0 });
    expect(labelled<HTMLButtonElement>('下移页签 培训信息').disabled).toBe(true);

    await click(labelled('固定页签 联系方式'));
    await click(await popupItem('.ant-dropdown-menu-item', '取消固定'));
    expect(tabOf(last(), 'contact')).toMatchObject({ sort: 1 });
    expect(tabOf(last(), 'contact')).not.toHaveProperty('pinned');
    await click(labelled('上移页签 联系方式'));
    expect(tabOf(last(), 'contact')?.sort).toBe(0);
    expect(tabOf(last(), 'cert')?.sort).toBe(1);

    await click(labelled('启用页签 证书信息'));
    expect(tabOf(last(), 'cert')?.enabled).toBe(false);

    await click(labelled('重命名页签 证书信息'));
    await type(labelled('页签「证书信息」的新名称'), '培训信息');
    expect(dom.host.querySelector('[role="alert"]')?.textContent).toBe('页签名称「培训信息」已存在');
    await type(labelled('页签「证书信息」的新名称'), '资格证书');
    await click(await popupItem('button', '保存'));
    expect(tabOf(last(), 'cert')?.title).toBe('资格证书');

    await click(labelled('删除页签 资格证书'));
    expect((await popupItem('.ant-popconfirm-description', '页签中的字段将回到基本信息')).textContent).toBeTruthy();
    await click(await popupItem('.ant-popconfirm-buttons button', '删除'));
    expect(last().tabs.map((t) => t.key)).toEqual(['training', 'contact']);
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('changes nothing when read-only', async () => {
    await render(WITH_TABS, true);
    expect(document.querySelector('[aria-label="新页签名称"]')).toBeNull();
    for (const label of ['上移页签 联系方式', '删除页签 证书信息', '启用页签 证书信息', '下移字段 证书编号', '启用字段 证书附件', '移出页签 证书编号', '拖动页签 证书信息']) {
      expect(labelled<HTMLButtonElement>(label).disabled, label).toBe(true);
    }
    expect(dom.host.querySelector('.ant-select-disabled')).not.toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('TabsPanel drag and drop with the keyboard', () => {
  // jsdom lays nothing out: each row gets a box from its place in its list (tabs left, fields right).
  let restore: () => void;
  beforeEach(() => {
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      const row = this.closest('li[data-testid]');
      if (!row || row !== this) return original.call(this);
      const index = [...(row.parentElement?.children ?? [])].indexOf(row);
      const left = row.getAttribute('data-testid')?.startsWith('tab-row-') ? 0 : 400;
      const top = 100 + index * 40;
      return { x: left, y: top, left, top, width: 300, height: 36, right: left + 300, bottom: top + 36, toJSON: () => ({}) } as DOMRect;
    };
    Element.prototype.scrollIntoView ??= () => undefined;
    restore = () => {
      Element.prototype.getBoundingClientRect = original;
    };
  });
  afterEach(() => restore());

  async function key(el: Element, code: string): Promise<void> {
    await act(async () => {
      el.dispatchEvent(new KeyboardEvent('keydown', { code, key: code === 'Space' ? ' ' : code, bubbles: true }));
    });
    await settle(30);
  }

  it('moves a field down with Space, ArrowDown, Space', async () => {
    await render(WITH_TABS);
    const handle = labelled('拖动字段 证书编号');
    handle.focus();
    await key(handle, 'Space');
    await key(handle, 'ArrowDown');
    await key(handle, 'Space');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(tabOf(last(), 'cert')?.fields).toEqual(['certStart', 'certNo', 'certEnd', 'attachments']);
  });

  it('moves a field into another tab dropped on its row with the pointer', async () => {
    await render(WITH_TABS);
    const handle = labelled('拖动字段 证书编号');
    const pointer = async (type: string, x: number, y: number, target: EventTarget = document) => {
      await act(async () => {
        target.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, bubbles: true, isPrimary: true, button: 0 }));
      });
      await settle(30);
    };
    // 证书编号 is the first field (left 400, top 100); 培训信息 the second tab (left 0, top 140).
    await pointer('pointerdown', 410, 110, handle);
    await pointer('pointermove', 300, 120);
    await pointer('pointermove', 20, 150);
    await pointer('pointerup', 20, 150);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(tabOf(last(), 'cert')?.fields).toEqual(['certStart', 'certEnd', 'attachments']);
    expect(tabOf(last(), 'training')?.fields).toEqual(['trainingHours', 'oldNote', 'certNo']);
  });

  it('moves a tab down with the keyboard and leaves the fields alone', async () => {
    await render(WITH_TABS);
    const handle = labelled('拖动页签 证书信息');
    handle.focus();
    await key(handle, 'Space');
    await key(handle, 'ArrowDown');
    await key(handle, 'Space');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(last().tabs.map((t) => [t.key, t.sort, t.pinned ?? null])).toEqual([
      ['cert', 1, null],
      ['training', 0, null],
      ['contact', 0, 'end'],
    ]);
  });
});
