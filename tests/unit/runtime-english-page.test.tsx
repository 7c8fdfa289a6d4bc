// @vitest-environment jsdom
// A resource screen in English (issue 13 item 5): the file's English titles and labels (x-title-en, labelEn)
// head the columns and label the filters, the runtime's own texts (buttons, views, empty state) come from the
// catalogue's English; a title the file gives no English for stays Chinese.
import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../src/domain/i18n/english.ts';
import { setPageLanguage } from '../../src/runtime/i18n/text-of.ts';
import { ResourceClientContext, type ResourceRecord } from '../../src/runtime/resource-client.ts';
import { SchemaPage } from '../../src/runtime/schema-page.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { mountRoot } from './helpers/dom-root.ts';
import { settle, until } from './helpers/wait-for.ts';

const INSPECTION: ResourceFile = {
  key: 'test-inspection',
  title: '巡检记录',
  'x-title-en': 'Inspections',
  module: null,
  endpoint: '/u-basic/test-inspection',
  actions: ['list', 'detail', 'create', 'update', 'delete', 'export'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    properties: {
      name: { type: 'string', title: '名称', 'x-title-en': 'Name', 'x-decorator': 'FormItem', 'x-component': 'Input' },
      level: {
        type: 'string',
        title: '级别',
        'x-title-en': 'Level',
        enum: [
          { label: '公司级', labelEn: 'Company', value: 'company' },
          { label: '车间级', labelEn: 'Workshop', value: 'workshop' },
        ],
        'x-decorator': 'FormItem',
        'x-component': 'Select',
      },
      day: { type: 'string', format: 'date', title: '日期', 'x-title-en': 'Date', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
      note: { type: 'string', title: '备注', 'x-decorator': 'FormItem', 'x-component': 'Input' },
    },
  },
  list: {
    columns: [{ field: 'name', title: '巡检名称', 'x-title-en': 'Inspection' }, { field: 'level' }, { field: 'day' }, { field: 'note' }],
    filters: [{ field: 'name', op: 'like' }, { field: 'level', op: 'eq' }],
    rowActions: ['detail', 'edit', 'delete'],
  },
  views: { calendar: { start: 'day', title: 'name' } },
};

const dom = mountRoot();
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

async function renderPage(records: ResourceRecord[]): Promise<void> {
  const client = createFakeResourceClient({ resources: [INSPECTION], records: { [INSPECTION.key]: records } });
  act(() =>
    dom.root.render(
      <ResourceClientContext.Provider value={client}>
        <SchemaPage resourceKey={INSPECTION.key} roles={['qyUser']} />
      </ResourceClientContext.Provider>,
    ),
  );
  await until(() => dom.host.querySelector('thead th'), 'the table');
  await settle();
}

const headers = () => [...dom.host.querySelectorAll('thead th')].map((th) => squash(th.textContent)).filter(Boolean);
const buttons = () => [...dom.host.querySelectorAll('button')].map((b) => squash(b.textContent)).filter(Boolean);
const labels = () => [...dom.host.querySelectorAll('form[role="search"] label')].map((l) => squash(l.textContent));

describe('a resource screen in English', { timeout: 30_000 }, () => {
  beforeAll(() => setPageLanguage('en', english));
  afterAll(() => setPageLanguage('zh', null));

  it('heads the columns with the file’s English, the rest Chinese where it has none', async () => {
    await renderPage([{ id: 1, name: 'North tank farm', level: 'workshop', day: '2026-03-02', note: 'ok', status: 1 }]);
    expect(headers()).toEqual(expect.arrayContaining(['Inspection', 'Level', 'Date', '备注', 'Actions']));
    expect(squash(dom.host.querySelector('tbody')?.textContent)).toContain('Workshop');
    expect(squash(dom.host.querySelector('tbody')?.textContent)).toContain('Details');
  });

  it('labels the filters, buttons and views in English, and says so when there is nothing', async () => {
    await renderPage([]);
    expect(labels()).toEqual(['Name', 'Level']);
    expect(buttons()).toEqual(expect.arrayContaining(['Search', 'Reset', 'New', 'Export']));
    const views = squash(dom.host.querySelector('[data-testid="view-switcher"]')?.textContent);
    expect(views).toBe('TableCalendar');
    expect(dom.host.querySelector('[data-testid="view-switcher"]')?.getAttribute('aria-label')).toBe('View');
    expect(squash(dom.host.querySelector('.ant-table-placeholder .ant-empty-description')?.textContent)).toBe('No data');
    expect(dom.host.querySelector('form[role="search"]')?.getAttribute('aria-label')).toBe('Search Inspections');
  });
});
