// @vitest-environment jsdom
// SchemaPage unchanged over the bound files (schemas/bindings): staff listed from POST staffinfo/list with the
// service's paging and search, departments as a tree table from GET departmentinfo/list, a staff member
// created through POST staffinfo/save and deleted with GET deleteById?id= — the requests are the bindings',
// answered by the in-memory fake of the /user service the stories use.
import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import staffFile from '../../schemas/bindings/user-staff.json';
import departmentFile from '../../schemas/bindings/user-department.json';
import { withBindings } from '../../src/runtime/bound-client.ts';
import { ResourceClientContext, type ResourceClient } from '../../src/runtime/resource-client.ts';
import { SchemaPage } from '../../src/runtime/schema-page.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { createFakeUserService, type FakeUserService } from '../../stories/support/fake-user-service.ts';
import { mountRoot } from './helpers/dom-root.ts';
import { settle, until } from './helpers/wait-for.ts';

const STAFF = staffFile as unknown as ResourceFile;
const DEPARTMENTS = departmentFile as unknown as ResourceFile;

const dom = mountRoot();
// Rendering a whole page in jsdom is slow on a loaded machine; the waits below poll, nothing is timed.
vi.setConfig({ testTimeout: 60_000 });
let service: FakeUserService;
let client: ResourceClient;

beforeEach(() => {
  service = createFakeUserService(6);
  client = withBindings(createFakeResourceClient({ resources: [STAFF, DEPARTMENTS] }), service.send);
});
afterEach(() => {
  act(() => message.destroy());
});

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');
const text = () => squash(document.body.textContent);
function button(label: string | RegExp, scope: ParentNode = document): HTMLButtonElement | undefined {
  return [...scope.querySelectorAll<HTMLButtonElement>('button')].find((b) => {
    const texts = [squash(b.textContent), b.getAttribute('aria-label') ?? ''];
    return texts.some((t) => (typeof label === 'string' ? t === label : label.test(t)));
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
  await settle();
}
const rows = () => [...dom.host.querySelectorAll<HTMLTableRowElement>('.ant-table-tbody tr.ant-table-row')];
const calls = () => service.sent.map((r) => `${r.method} ${r.url}`);

function render(resource: ResourceFile): void {
  act(() =>
    dom.root.render(
      <ResourceClientContext.Provider value={client}>
        <SchemaPage resourceKey={resource.key} roles={['qyUser']} />
      </ResourceClientContext.Provider>,
    ),
  );
}

describe('SchemaPage over a binding', () => {
  it('lists staff with the service paging and searches by name', async () => {
    render(STAFF);
    await until(() => text().includes('共6条'), 'the total of the service');
    expect(rows()).toHaveLength(6);
    expect(service.sent[0]).toEqual({ method: 'POST', url: '/user/staffinfo/list', data: { page: 1, limit: 20 } });
    const name = dom.host.querySelector<HTMLInputElement>('[role=search] input');
    await type(name as HTMLInputElement, '张伟');
    await click(button('查询') as HTMLButtonElement);
    await until(() => !text().includes('共6条') && rows().length > 0, 'the search answer');
    expect(service.sent.at(-1)).toEqual({ method: 'POST', url: '/user/staffinfo/list', data: { name: '张伟', page: 1, limit: 20 } });
    for (const r of rows()) expect(r.textContent).toContain('张伟');
  });

  it('opens a staff member through the list call with its id', async () => {
    render(STAFF);
    await until(() => rows().length > 0, 'rows');
    const first = rows()[0];
    const id = Number(/\d+$/.exec(button(/^详情 \d+$/, first)?.getAttribute('aria-label') ?? '')?.[0] ?? NaN);
    await click(button(/^详情 \d+$/, first) as HTMLButtonElement);
    await until(() => text().includes('基本信息'), 'the detail');
    expect(service.sent.at(-1)).toEqual({ method: 'POST', url: '/user/staffinfo/list', data: { ids: [id] } });
  });

  it('creates through staffinfo/save and deletes with deleteById?id=', async () => {
    render(STAFF);
    await until(() => text().includes('共6条'), 'the list');
    await click(button(/新增$/) as HTMLButtonElement);
    const drawerInput = await until(() => document.querySelector<HTMLInputElement>('.ant-drawer .ant-formily-item input'), 'the form');
    await type(drawerInput, '绑定新人');
    await click(button('提交') as HTMLButtonElement);
    await until(() => service.staff().some((s) => s.name === '绑定新人'), 'the saved staff member');
    expect(calls()).toContain('POST /user/staffinfo/save');
    await until(() => text().includes('共7条'), 'the list reloaded');

    const row = await until(() => rows().find((r) => r.textContent?.includes('绑定新人')), 'the new row');
    await click(button(/^删除 \d+$/, row) as HTMLButtonElement);
    await click(await until(() => button('删除', document.querySelector('.ant-popconfirm') ?? document.createElement('div')), 'the confirmation'));
    await until(() => !service.staff().some((s) => s.name === '绑定新人'), 'the deletion');
    // The new member got id 7 from the service; one deleteById call carries it.
    expect(service.sent.filter((r) => r.url === '/user/staffinfo/deleteById')).toEqual([{ method: 'GET', url: '/user/staffinfo/deleteById', params: { id: 7 } }]);
  });

  it('shows departments as a tree table', async () => {
    render(DEPARTMENTS);
    await until(() => text().includes('生产部'), 'the tree');
    expect(service.sent[0]).toEqual({ method: 'GET', url: '/user/departmentinfo/list' });
    // Roots only until 生产部 opens; its child then sits one level under it.
    expect(rows().some((r) => r.textContent?.includes('一车间'))).toBe(false);
    await click(dom.host.querySelector('.ant-table-row-expand-icon-collapsed') as HTMLElement);
    const child = await until(() => rows().find((r) => r.textContent?.includes('一车间')), 'the child row');
    expect(child.querySelector('.indent-level-1')).not.toBeNull();
    // Leaves have no expand button.
    expect(dom.host.querySelectorAll('.ant-table-row-expand-icon-collapsed, .ant-table-row-expand-icon-expanded')).toHaveLength(1);
  });
});
