// @vitest-environment jsdom
// Children in the runtime: the compiled ArrayTable of a key (children-formily.ts), the rows a form sends
// (child-schemas.ts), the parent's SchemaForm editing rows (add, remove, move, a cell's own rule, the server's
// message at its cell) and SchemaDetail showing them read-only.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { childRowsPayload, childrenPayload } from '../../src/runtime/child-schemas.ts';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { SchemaDetail } from '../../src/runtime/schema-detail.tsx';
import { SchemaForm, formilyPath } from '../../src/runtime/schema-form.tsx';
import { childColumns, childrenToFormily } from '../../src/schema/keywords/children-formily.ts';
import type { FormilySchema } from '../../src/schema/compile-formily.ts';
import { CHECK_ITEM, CHECK_ITEMS_CHILD, CHECK_LIBRARY, CHECK_LIBRARY_CHILDREN, HOT_WORK_LIBRARY } from '../../stories/support/children-fixtures.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => vi.restoreAllMocks());

describe('childrenToFormily', () => {
  const node = childrenToFormily(CHECK_ITEMS_CHILD.spec, CHECK_ITEM);
  const cells = node.items?.properties ?? {};

  it('is an unpaged ArrayTable with an add button titled after the rows', () => {
    expect(node).toMatchObject({ type: 'array', title: '检查项', 'x-component': 'ArrayTable', 'x-component-props': { pagination: false } });
    expect(node.properties?.add).toMatchObject({ 'x-component': 'ArrayTable.Addition', title: '添加检查项' });
  });

  it('has a column per child field, without the parent id, then the row operations', () => {
    expect(Object.keys(cells)).toEqual(['__sort', '__index', '__col_clauseId', '__col_content', '__col_basis', '__col_score', '__col_important', '__ops']);
    expect(childColumns(CHECK_ITEMS_CHILD.spec, CHECK_ITEM, ['basis'])).toEqual(['clauseId', 'content', 'score', 'important']);
    const content = cells.__col_content as FormilySchema;
    expect(content['x-component-props']).toMatchObject({ title: '检查内容' });
    const cell = content.properties?.content as FormilySchema;
    expect(cell.title).toBeUndefined();
    expect(Object.keys((cells.__ops as FormilySchema).properties ?? {})).toEqual(['up', 'down', 'remove']);
  });

  it.each<[string, unknown, string]>([
    ['a blank required text', '  ', '请填写检查内容'],
    ['a text past its length', 'x'.repeat(1001), '检查内容长度不能超过1000个字符'],
    ['a fine text', '已清理', ''],
  ])('checks each cell with the child’s own rule: %s', (_what, value, message) => {
    const cell = (cells.__col_content as FormilySchema).properties?.content as FormilySchema;
    expect(cell['x-validator']?.(value)).toBe(message);
  });

  it('refuses more rows than the key allows', () => {
    expect(node['x-validator']?.(Array.from({ length: 201 }, () => ({})))).toBe('检查项不能超过200行');
    expect(node['x-validator']?.(Array.from({ length: 200 }, () => ({})))).toBe('');
  });
});

describe('the rows a form sends', () => {
  it('sends shown fields and stored ids; never the parent id, system fields or the table’s own keys', () => {
    const rows = [
      { ...HOT_WORK_LIBRARY.items[1], __DO_NOT_USE_THIS_PROPERTY_index__: 0, basis: '' },
      { content: '新增项', score: 5, libraryId: 999, __DO_NOT_USE_THIS_PROPERTY_index__: 1 },
      'not a row',
    ];
    expect(childRowsPayload(CHECK_ITEMS_CHILD, rows, HOT_WORK_LIBRARY.items)).toEqual([
      { id: 72, content: '动火分析合格且在有效期内', basis: null, score: 20, important: true },
      { content: '新增项', score: 5 },
    ]);
  });

  it('sends an empty list for a key whose rows were all removed, and nothing for keys it does not know', () => {
    expect(childrenPayload(CHECK_LIBRARY_CHILDREN, { name: 'x', items: [] })).toEqual({ items: [] });
    expect(childrenPayload(CHECK_LIBRARY_CHILDREN, { name: 'x' })).toEqual({ items: [] });
    expect(childrenPayload({}, { items: [{ content: 'a' }] })).toEqual({});
  });

  it.each([
    ['items[3].content', 'items.3.content'],
    ['items[0]', 'items.0'],
    ['items[2].sub[1].x', 'items.2.sub.1.x'],
    ['name', 'name'],
  ])('reads the server field %s as the form path %s', (field, path) => {
    expect(formilyPath(field)).toBe(path);
  });
});

async function settle() {
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  for (let i = 0; i < 4; i++) await act(async () => new Promise<void>((r) => requestAnimationFrame(() => r())));
}

function button(text: string, within: ParentNode = dom.host): HTMLButtonElement {
  const b = [...within.querySelectorAll('button')].find((x) => x.textContent?.replace(/\s/g, '') === text);
  if (!b) throw new Error(`no ${text} button`);
  return b;
}

const contentInputs = () => [...dom.host.querySelectorAll<HTMLInputElement>('tbody input[placeholder="请填写检查内容"]')];

async function typeInto(el: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function renderForm(onSubmit: (v: Record<string, unknown>) => Promise<void>, initialValues?: Record<string, unknown>) {
  const client = createFakeResourceClient({ resources: [CHECK_LIBRARY, CHECK_ITEM] });
  await act(async () =>
    dom.root.render(
      <ResourceClientContext.Provider value={client}>
        <SchemaForm resource={CHECK_LIBRARY} initialValues={initialValues} childSchemas={CHECK_LIBRARY_CHILDREN} onSubmit={onSubmit} />
      </ResourceClientContext.Provider>,
    ),
  );
  await settle();
}

// Antd and Formily's first render is slow on a busy machine; no timing is asserted here.
describe('SchemaForm with rows', { timeout: 60_000 }, () => {
  it('edits the stored rows: changes one, removes one, adds one, and sends them in order', async () => {
    const onSubmit = vi.fn(async (_values: Record<string, unknown>) => undefined);
    await renderForm(onSubmit, HOT_WORK_LIBRARY);
    expect(contentInputs().map((i) => i.value)).toEqual(HOT_WORK_LIBRARY.items.map((r) => r.content));
    await typeInto(contentInputs()[0], '动火点周围可燃物已清理');
    // Remove the second row (its remove icon), then add a row and fill it in.
    const removes = dom.host.querySelectorAll<HTMLElement>('tbody .ant-formily-array-base-remove');
    await act(async () => removes[1].click());
    await act(async () => button('添加检查项').click());
    await settle();
    expect(contentInputs()).toHaveLength(3);
    await typeInto(contentInputs()[2], '作业人员持证上岗');
    await act(async () => button('保存').click());
    await settle();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const payload = onSubmit.mock.calls[0][0] as { items?: unknown };
    expect(payload.items).toEqual([
      { id: 71, content: '动火点周围可燃物已清理', basis: '5.2.1', score: 10, important: true },
      { id: 73, content: '灭火器材和监火人已到位', basis: '5.2.6', score: 10, important: false },
      { content: '作业人员持证上岗', important: false },
    ]);
  });

  it('moves a row down with its button', async () => {
    const onSubmit = vi.fn(async (_values: Record<string, unknown>) => undefined);
    await renderForm(onSubmit, HOT_WORK_LIBRARY);
    const downs = dom.host.querySelectorAll<HTMLElement>('tbody .ant-formily-array-base-move-down');
    await act(async () => downs[0].click());
    await settle();
    expect(contentInputs().map((i) => i.value)).toEqual([HOT_WORK_LIBRARY.items[1].content, HOT_WORK_LIBRARY.items[0].content, HOT_WORK_LIBRARY.items[2].content]);
  });

  it('refuses a blank cell before sending, with the message at the cell', async () => {
    const onSubmit = vi.fn(async (_values: Record<string, unknown>) => undefined);
    await renderForm(onSubmit, { name: '新库', workType: 'GAO_CHU' });
    await act(async () => button('添加检查项').click());
    await settle();
    await act(async () => button('保存').click());
    await settle();
    expect(onSubmit).not.toHaveBeenCalled();
    const cellHelp = dom.host.querySelector('tbody .ant-formily-item-error-help');
    expect(cellHelp?.textContent).toBe('请填写检查内容');
  });

  it('puts the server’s message for items[1].content under that cell', async () => {
    const onSubmit = vi.fn(async () => {
      throw { message: '检查项第2行：检查内容重复', status: 400, errors: [{ field: 'items[1].content', message: '检查项第2行：检查内容重复' }] };
    });
    await renderForm(onSubmit, HOT_WORK_LIBRARY);
    await act(async () => button('保存').click());
    await settle();
    const rows = dom.host.querySelectorAll('tbody tr.ant-table-row');
    expect(rows[1].querySelector('.ant-formily-item-error-help')?.textContent).toBe('检查项第2行：检查内容重复');
    expect(rows[0].querySelector('.ant-formily-item-error-help')).toBeNull();
    expect(dom.host.querySelector('[data-testid="schema-form-failure"]')?.textContent).toBe('检查项第2行：检查内容重复');
  });
});

describe('SchemaDetail with rows', { timeout: 60_000 }, () => {
  it('shows the rows read-only in their order, after the sections', async () => {
    await act(async () => dom.root.render(<SchemaDetail resource={CHECK_LIBRARY} record={HOT_WORK_LIBRARY} childSchemas={CHECK_LIBRARY_CHILDREN} />));
    const section = dom.host.querySelector('[data-testid="child-rows-items"]');
    expect(section?.querySelector('h5')?.textContent).toBe('检查项（3）');
    const rows = [...(section?.querySelectorAll('tbody tr.ant-table-row') ?? [])].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows.map((r) => r[2])).toEqual(HOT_WORK_LIBRARY.items.map((r) => r.content));
    expect(rows[0][0]).toBe('1');
    expect(section?.querySelectorAll('input')).toHaveLength(0);
  });

  it('says there are no rows when there are none', async () => {
    await act(async () => dom.root.render(<SchemaDetail resource={CHECK_LIBRARY} record={{ ...HOT_WORK_LIBRARY, items: undefined }} childSchemas={CHECK_LIBRARY_CHILDREN} />));
    expect(dom.host.querySelector('[data-testid="child-rows-items"]')?.textContent).toContain('暂无检查项');
  });
});
