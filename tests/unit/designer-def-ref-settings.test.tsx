// @vitest-environment jsdom
// The reference settings of the definition editor (designer/def-ref-settings.tsx): the targets in their
// groups with trees marked, the explanation of the delete choice, 只选启用的记录 and 筛选条件 offered only for a
// target that can take them, and a condition row added, its value a choice when the field has options.
import '@ant-design/v5-patch-for-react-19';
import { Form } from 'antd';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { DefRefSettings } from '../../designer/def-ref-settings.tsx';
import type { RefTarget } from '../../src/schema/custom-field-ref.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

const TARGETS = new Map<string, RefTarget>([
  ['staff', { key: 'staff', title: '人员', group: 'entity', labels: [{ field: 'name', title: '姓名' }] }],
  [
    'admin-area',
    {
      key: 'admin-area',
      title: '行政区划',
      group: 'shared',
      tree: true,
      hasStatus: true,
      labels: [{ field: 'name', title: '区划名称' }],
      filters: [{ field: 'level', title: '级别', options: [{ label: '县级', value: 'county' }] }],
    },
  ],
]);

async function settle(ms = 10): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

async function render(refResource: string, initial: Record<string, unknown> = {}) {
  await act(async () =>
    dom.root.render(
      <Form layout="vertical" initialValues={{ refResource, refOnDelete: 'restrict', ...initial }}>
        <DefRefSettings targets={TARGETS} loading={false} error={null} refResource={refResource} problemsOf={() => []} />
      </Form>,
    ),
  );
  await settle();
}

const text = () => document.body.textContent ?? '';
const addButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '添加筛选条件') as HTMLButtonElement;

// The first render loads antd's form, select and switch (seconds on a busy machine).
describe('DefRefSettings', { timeout: 30_000 }, () => {
  it('marks a tree target and offers its filter', async () => {
    await render('admin-area');
    expect(text()).toContain('在表单中以树形选择框选择');
    expect(text()).toContain('选择框只列出启用的记录');
    expect(document.getElementById('refEnabledOnly')?.hasAttribute('disabled')).toBe(false);
    expect(addButton().disabled).toBe(false);
    await act(async () => addButton().click());
    await settle();
    expect(document.querySelector('[data-testid="ref-filter-0"]')).not.toBeNull();
    // The row's inputs are named for assistive technology (the story finds them by these names).
    expect(document.querySelector('input[role="combobox"][aria-label="第 1 条筛选条件的字段"]')).not.toBeNull();
    expect(document.querySelector('input[aria-label="第 1 条筛选条件的值"]')).not.toBeNull();
  });

  it('offers a value choice for a field with options', async () => {
    await render('admin-area', { refFilter: [{ field: 'level', value: 'county' }] });
    const row = document.querySelector('[data-testid="ref-filter-0"]');
    expect(row?.querySelectorAll('.ant-select').length).toBe(2);
    expect(row?.textContent).toContain('级别');
    expect(row?.textContent).toContain('县级');
  });

  it('explains the delete choice chosen', async () => {
    await render('admin-area', { refOnDelete: 'cascade' });
    expect(text()).toContain('引用它的本资源记录也一并删除');
  });

  it('leaves 启用 and conditions off for an entity without them', async () => {
    await render('staff');
    expect(text()).toContain('「人员」没有启用状态');
    expect(document.getElementById('refEnabledOnly')?.hasAttribute('disabled')).toBe(true);
    expect(addButton().disabled).toBe(true);
  });
});
