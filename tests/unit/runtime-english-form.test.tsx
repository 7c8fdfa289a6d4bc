// @vitest-environment jsdom
// A resource form in English (issue 13 item 5, the schema engine through the catalogue): the placeholders and
// the message of a required field left empty come from the catalogue's English (Please fill in Name), the
// field named by its x-title-en; on a Chinese page the same form says 请填写名称.
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
    required: ['name', 'level'],
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

const texts = (sel: string) => [...document.querySelectorAll(sel)].map((e) => squash(e.textContent)).filter(Boolean);

async function openNewForm(newLabel: string): Promise<void> {
  await renderPage([]);
  const create = [...dom.host.querySelectorAll('button')].find((b) => squash(b.textContent) === newLabel);
  if (!create) throw new Error(`no ${newLabel} button`);
  act(() => create.click());
  await until(() => document.querySelector('input[placeholder]'), 'the form');
}

async function submitEmpty(): Promise<string[]> {
  const submit = await until(() => document.querySelector<HTMLButtonElement>('[data-testid="schema-form-footer"] button'), 'the submit button');
  await act(async () => {
    submit.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return until(() => {
    const found = texts('.ant-formily-item-error-help, .ant-form-item-explain-error');
    return found.length ? found : null;
  }, 'the messages');
}

describe('a resource form in English', { timeout: 30_000 }, () => {
  beforeAll(() => setPageLanguage('en', english));
  afterAll(() => setPageLanguage('zh', null));

  it('prompts and refuses an empty required field in English, by its English title', async () => {
    await openNewForm('New');
    const placeholders = [...document.querySelectorAll('input[placeholder]')].map((i) => i.getAttribute('placeholder'));
    expect(placeholders).toContain('Please fill in Name');
    const messages = await submitEmpty();
    expect(messages).toContain('Please fill in Name');
    expect(messages.join(' ')).not.toMatch(/请/);
  });
});

describe('the same form in Chinese', { timeout: 30_000 }, () => {
  it('says 请填写名称', async () => {
    await openNewForm('新增');
    const messages = await submitEmpty();
    expect(messages).toContain('请填写名称');
  });
});
