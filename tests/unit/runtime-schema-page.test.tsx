// @vitest-environment jsdom
// As in the app: antd's static message renders on React 19.
import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { ResourceClientContext, type ResourceRecord } from '../../src/runtime/resource-client.ts';
import { SchemaPage } from '../../src/runtime/schema-page.tsx';
import { createFakeResourceClient, type FakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { mountRoot } from './helpers/dom-root.ts';
import { settle, until } from './helpers/wait-for.ts';

/** A small resource: a required name, a mobile, an enumerated level. */
const PERSON: ResourceFile = {
  key: 'test-person',
  title: '测试人员',
  module: null,
  endpoint: '/u-basic/test-person',
  actions: ['list', 'detail', 'create', 'update', 'delete', 'export'],
  permissions: { read: ['qyUser', 'readonlyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '姓名', maxLength: 20, 'x-decorator': 'FormItem', 'x-component': 'Input' },
      mobile: { type: 'string', title: '手机号', 'x-validator': 'mobile', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      level: {
        type: 'string',
        title: '级别',
        enum: [
          { label: '公司级', value: 'company', color: 'blue' },
          { label: '车间级', value: 'workshop' },
        ],
        'x-decorator': 'FormItem',
        'x-component': 'Select',
      },
    },
  },
  list: {
    columns: [{ field: 'name' }, { field: 'mobile' }, { field: 'level' }],
    filters: [{ field: 'name', op: 'like' }, { field: 'level', op: 'eq' }],
    sort: { fields: ['name', 'updatedAt'] },
    rowActions: ['detail', 'edit', 'delete'],
  },
  detail: { sections: [{ title: '基本信息', fields: ['name', 'mobile', 'level'] }] },
};

function people(n: number): ResourceRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `人员${String(i + 1).padStart(2, '0')}`,
    mobile: `1380013${String(8000 + i)}`,
    level: i % 2 ? 'workshop' : 'company',
    status: 1,
    sortOrder: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: `2026-01-${String(10 + i).padStart(2, '0')}T00:00:00.000Z`,
  }));
}

const dom = mountRoot();
let client: FakeResourceClient;

beforeEach(() => {
  client = createFakeResourceClient({ resources: [PERSON], records: { [PERSON.key]: people(3) } });
});

afterEach(() => {
  // Static messages live in their own container (kept between tests); clear them.
  act(() => message.destroy());
});

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');

/** A button anywhere in the document whose text (spaces ignored, antd spaces two-character labels) or label matches. */
function button(label: string | RegExp): HTMLButtonElement | undefined {
  return [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => {
    const texts = [squash(b.textContent), b.getAttribute('aria-label') ?? ''];
    return texts.some((t) => (typeof label === 'string' ? t === label : label.test(t)));
  });
}

function text(): string {
  return squash(document.body.textContent);
}

async function click(el: Element): Promise<void> {
  await act(async () => {
    el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    (el as HTMLElement).click();
  });
  await settle();
}

/** Types into a React-controlled input. */
async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

function headers(): string[] {
  return [...dom.host.querySelectorAll('thead th')].map((th) => squash(th.textContent)).filter(Boolean);
}

async function renderPage(roles: string[] = ['qyUser']): Promise<void> {
  act(() =>
    dom.root.render(
      <ResourceClientContext.Provider value={client}>
        <SchemaPage resourceKey={PERSON.key} roles={roles} />
      </ResourceClientContext.Provider>,
    ),
  );
  await until(() => text().includes('共3条'), 'the list');
}

describe('SchemaPage with the fake client', () => {
  it('loads the schema, then lists the rows with the total and FieldValue cells', async () => {
    await renderPage();
    expect(text()).toContain('人员01');
    expect(text()).toContain('公司级');
    expect(headers()).toEqual(expect.arrayContaining(['姓名', '手机号', '级别', '操作']));
    expect(button('新增')).toBeDefined();
    expect(client.calls.filter((c) => c.method === 'schema')).toHaveLength(1);
  });

  it('shows no write buttons to a reader', async () => {
    await renderPage(['readonlyUser']);
    expect(button('新增')).toBeUndefined();
    expect(button(/^删除 /)).toBeUndefined();
    expect(button(/^详情 /)).toBeDefined();
    expect(dom.host.querySelectorAll('tbody tr.ant-table-row input[type="checkbox"]')).toHaveLength(0);
  });

  it('searches with the filter bar and resets', async () => {
    await renderPage();
    const name = await until(() => dom.host.querySelector<HTMLInputElement>('input[aria-label="姓名"]'), 'name filter');
    await type(name, '人员02');
    await click(await until(() => button('查询'), '查询'));
    await until(() => text().includes('共1条'), 'one row');
    const last = client.calls.filter((c) => c.method === 'list').at(-1);
    expect(last?.args[1]).toMatchObject({ name: '人员02', page: 1, limit: 20 });
    await click(await until(() => button('重置'), '重置'));
    await until(() => text().includes('共3条'), 'all rows again');
  });

  it('creates a record in the drawer and reloads the list', async () => {
    await renderPage();
    await click(await until(() => button('新增'), '新增'));
    await until(() => text().includes('新增测试人员'), 'the drawer');
    const input = await until(
      () => document.querySelector<HTMLInputElement>('.ant-drawer input.ant-input:not([aria-label])') ?? document.querySelector<HTMLInputElement>('.ant-drawer input'),
      'the name input',
    );
    await type(input, '新同事');
    await click(await until(() => button('提交'), '提交'));
    await until(() => client.rows(PERSON.key).length === 4, 'the created row');
    expect(client.calls.find((c) => c.method === 'create')?.args[1]).toMatchObject({ name: '新同事' });
    await until(() => text().includes('共4条'), 'the reloaded list');
    await until(() => text().includes('新增成功'), 'the success message');
  });

  it('deletes a row after its confirmation', async () => {
    await renderPage();
    await click(await until(() => button('删除 2'), 'row delete'));
    await until(() => text().includes('确定删除该条记录吗？'), 'the confirmation');
    expect(client.calls.some((c) => c.method === 'remove')).toBe(false);
    const ok = await until(() => document.querySelector<HTMLButtonElement>('.ant-popconfirm .ant-btn-primary'), 'the OK button');
    await click(ok);
    await until(() => text().includes('共2条'), 'two rows left');
    expect(client.calls.find((c) => c.method === 'remove')?.args).toEqual([PERSON.key, [2]]);
    expect(client.rows(PERSON.key).map((r) => r.id)).toEqual([1, 3]);
    await until(() => text().includes('删除成功'), 'the success message');
  });

  it('batch-deletes the selected rows after 确定删除选中的 N 条记录吗？', async () => {
    await renderPage();
    expect(button(/^批量删除/)?.disabled).toBe(true);
    const boxes = [...dom.host.querySelectorAll<HTMLInputElement>('tbody tr.ant-table-row input[type="checkbox"]')];
    expect(boxes).toHaveLength(3);
    await click(boxes[0]);
    await click(boxes[2]);
    const batch = await until(() => button('批量删除（2）'), 'the batch button');
    expect(batch.disabled).toBe(false);
    await click(batch);
    await until(() => text().includes('确定删除选中的2条记录吗？'), 'the batch confirmation');
    const ok = await until(() => document.querySelector<HTMLButtonElement>('.ant-modal-confirm .ant-btn-dangerous'), 'the OK button');
    await click(ok);
    await until(() => text().includes('共1条'), 'one row left');
    // Newest first (the default sort): the first and third rows are records 3 and 1.
    expect(client.calls.find((c) => c.method === 'remove')?.args).toEqual([PERSON.key, [3, 1]]);
    expect(client.rows(PERSON.key).map((r) => r.id)).toEqual([2]);
    await until(() => text().includes('已删除2条记录'), 'the success message');
  });

  it('saves the column settings per user and applies them after a reload', async () => {
    await renderPage();
    expect(headers().slice(0, 3)).toEqual(['姓名', '手机号', '级别']);
    await click(await until(() => button('列设置'), '列设置'));
    const panel = await until(() => document.querySelector('[data-testid="column-settings"]'), 'the settings');
    await click(await until(() => button('上移 级别'), 'move up'));
    await click(await until(() => button('上移 级别'), 'move up'));
    await until(() => headers()[0] === '级别', 'the new order');
    const mobile = [...panel.querySelectorAll('label')].find((l) => squash(l.textContent) === '手机号');
    if (!mobile) throw new Error('no 手机号 checkbox');
    await click(mobile.querySelector('input') as HTMLInputElement);
    await until(() => !headers().includes('手机号'), 'the hidden column');
    expect(headers().slice(0, 2)).toEqual(['级别', '姓名']);
    expect(client.userConfigs.get('table-columns:test-person')).toEqual({ order: ['level', 'name', 'mobile'], hidden: ['mobile'] });

    // Mount the page afresh on the same client: the settings come back.
    act(() => dom.root.unmount());
    dom.root = createRoot(dom.host);
    await renderPage();
    await until(() => headers()[0] === '级别', 'the stored order');
    expect(headers()).not.toContain('手机号');
    expect(client.calls.filter((c) => c.method === 'loadUserConfig').map((c) => c.args[0])).toEqual([
      'table-columns:test-person',
      'table-columns:test-person',
    ]);
  });

  it('shows the refusal when the module is not enabled', async () => {
    client = createFakeResourceClient({ resources: [PERSON], failures: { schema: { message: '模块未开通', status: 403 } } });
    act(() =>
      dom.root.render(
        <ResourceClientContext.Provider value={client}>
          <SchemaPage resourceKey={PERSON.key} roles={['qyUser']} />
        </ResourceClientContext.Provider>,
      ),
    );
    await until(() => text().includes('模块未开通'), 'the refusal');
    expect(text()).toContain('无权访问');
  });
});
