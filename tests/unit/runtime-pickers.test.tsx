// @vitest-environment jsdom
// PersonPicker and DepartmentPicker (src/runtime/person-picker.tsx, department-picker.tsx) in a resource
// form: the stored id shows its name, typing searches the server (debounced), choosing stores the id; and
// the names of ids in lists and details (FieldValue, pick-labels.ts): batched, cached, unknown ids marked.
import { createForm, type Form } from '@formily/core';
import { FormProvider, type ISchema } from '@formily/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { customFieldSchema } from '../../src/schema/custom-field.ts';
import { toFormilySchema } from '../../src/schema/compile-formily.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { FieldValue } from '../../src/runtime/field-value.tsx';
import { ResourceSchemaField } from '../../src/runtime/formily-components.tsx';
import { LABEL_TTL_MS, createPickLabelCache, pickIds, pickKindOf } from '../../src/runtime/pick-labels.ts';
import { SEARCH_DEBOUNCE_MS } from '../../src/runtime/pick-select.tsx';
import { ResourceClientContext, type ResourceClient } from '../../src/runtime/resource-client.ts';
import { createFakeResourceClient, type FakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

/** The safety managers with a person and a department custom field, as the designer makes them. */
const WITH_PICKERS: ResourceFile = {
  ...SAFETY_MANAGER,
  key: 'with-pickers',
  form: {
    ...SAFETY_MANAGER.form,
    properties: {
      ...SAFETY_MANAGER.form.properties,
      supervisor: customFieldSchema({ key: 'supervisor', type: 'person', title: '监护人' }),
      ownerDept: customFieldSchema({ key: 'ownerDept', type: 'department', title: '归属部门' }),
    },
  },
};

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function renderForm(initialValues: Record<string, unknown>, client: FakeResourceClient = createFakeResourceClient({ resources: [WITH_PICKERS] })) {
  const form: Form = createForm({ initialValues });
  const only: ResourceFile = {
    ...WITH_PICKERS,
    form: { type: 'object', properties: { supervisor: WITH_PICKERS.form.properties.supervisor, ownerDept: WITH_PICKERS.form.properties.ownerDept } },
  };
  await act(async () =>
    dom.root.render(
      <ResourceClientContext.Provider value={client}>
        <FormProvider form={form}>
          <ResourceSchemaField schema={toFormilySchema(only) as ISchema} />
        </FormProvider>
      </ResourceClientContext.Provider>,
    ),
  );
  await settle();
  return { form, client };
}

const pickerOf = (kind: 'person' | 'department') => {
  const el = dom.host.querySelector<HTMLElement>(`.ant-select[data-pick-kind="${kind}"]`);
  if (!el) throw new Error(`no ${kind} picker`);
  return el;
};

/** Opens the picker and types each text in turn, without pause. */
async function typeSearch(kind: 'person' | 'department', ...texts: string[]) {
  const input = pickerOf(kind).querySelector<HTMLInputElement>('input');
  if (!input) throw new Error('no search input');
  await act(async () => {
    input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    for (const text of texts) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
}

const openOptions = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')];

describe('PersonPicker', () => {
  it('is registered under the names the custom fields use', () => {
    expect(pickKindOf(WITH_PICKERS.form.properties.supervisor)).toBe('person');
    expect(pickKindOf(WITH_PICKERS.form.properties.ownerDept)).toBe('department');
    expect(pickKindOf(SAFETY_MANAGER.form.properties.name)).toBeUndefined();
  });

  it('shows the name of the stored id, asking the labels once for both pickers', async () => {
    const { client } = await renderForm({ supervisor: 12, ownerDept: 3 });
    await settle();
    expect(pickerOf('person').textContent).toContain('李娜');
    expect(pickerOf('department').textContent).toContain('一车间');
    const labelCalls = client.calls.filter((c) => c.method === 'labels');
    expect(labelCalls.map((c) => c.args)).toEqual([
      ['person', [12]],
      ['department', [3]],
    ]);
  });

  it('searches the staff after the pause and stores the chosen id', async () => {
    const { form, client } = await renderForm({});
    const searches = () => client.calls.filter((c) => c.method === 'people').map((c) => c.args[0]);
    // Opening asks for the first page once; what is typed without pause is asked once, after the pause.
    await typeSearch('person', '刘', '张');
    await act(async () => new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 50)));
    await settle();
    expect(searches()).toEqual(['', '张']);
    const options = await vi.waitFor(() => {
      const found = openOptions();
      if (found.length === 0) throw new Error('no options');
      return found;
    });
    expect(options.map((o) => o.getAttribute('title'))).toEqual(['张伟', '张强']);
    // The second line says who they are.
    expect(options[0].textContent).toContain('安环部 · 专职安全员');
    await act(async () => options[1].click());
    expect(form.values.supervisor).toBe(16);
    expect(pickerOf('person').textContent).toContain('张强');
  });

  it('says when nothing matches and when the search fails', async () => {
    const failing = createFakeResourceClient({ resources: [WITH_PICKERS], failures: { departments: { message: '网络异常' } } });
    await renderForm({}, failing);
    await typeSearch('department', '无此部门');
    await act(async () => new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 50)));
    await settle();
    await vi.waitFor(() => expect(document.body.textContent).toContain('网络异常，请重新输入搜索'));
  });

  it('reads pretty as the name', async () => {
    const client = createFakeResourceClient({ resources: [WITH_PICKERS] });
    const form = createForm({ initialValues: { supervisor: 15 }, readPretty: true });
    await act(async () =>
      dom.root.render(
        <ResourceClientContext.Provider value={client}>
          <FormProvider form={form}>
            <ResourceSchemaField schema={toFormilySchema(WITH_PICKERS) as ISchema} />
          </FormProvider>
        </ResourceClientContext.Provider>,
      ),
    );
    await settle();
    expect(dom.host.querySelector('[data-pick-kind="person"]')?.textContent).toBe('刘洋');
  });
});

describe('names of stored ids (FieldValue)', () => {
  async function renderValues(values: unknown[], name: 'supervisor' | 'ownerDept', client: ResourceClient) {
    await act(async () =>
      dom.root.render(
        <ResourceClientContext.Provider value={client}>
          {values.map((v, i) => (
            <div key={i} data-row={i}>
              <FieldValue resource={WITH_PICKERS} name={name} value={v} />
            </div>
          ))}
        </ResourceClientContext.Provider>,
      ),
    );
    await settle();
    await settle();
    return [...dom.host.querySelectorAll('[data-row]')].map((r) => r.textContent);
  }

  it('shows names in list cells with one call for the whole page', async () => {
    const client = createFakeResourceClient({ resources: [WITH_PICKERS] });
    expect(await renderValues([11, 12, 11, null, 99], 'supervisor', client)).toEqual(['张伟', '李娜', '张伟', '-', '未知人员(99)']);
    expect(client.calls.filter((c) => c.method === 'labels').map((c) => c.args)).toEqual([['person', [11, 12, 99]]]);
  });

  it('shows departments, several ids joined', async () => {
    const client = createFakeResourceClient({ resources: [WITH_PICKERS] });
    expect(await renderValues([[1, 2], '5'], 'ownerDept', client)).toEqual(['安环部、生产部', '储运部']);
  });
});

describe('the label cache', () => {
  it('batches the ids of one tick, keeps names for a while, asks again after', async () => {
    let now = 1_000;
    const client = createFakeResourceClient({ resources: [] });
    const cache = createPickLabelCache(client, () => now);
    const names = await Promise.all([cache.get('person', 11), cache.get('person', 12), cache.get('person', 11), cache.get('department', 1)]);
    expect(names).toEqual(['张伟', '李娜', '张伟', '安环部']);
    expect(client.calls.map((c) => c.args)).toEqual([
      ['person', [11, 12]],
      ['department', [1]],
    ]);
    expect(cache.peek('person', 12)).toBe('李娜');
    await cache.get('person', 12);
    expect(client.calls).toHaveLength(2);
    now += LABEL_TTL_MS;
    expect(cache.peek('person', 12)).toBeUndefined();
    await cache.get('person', 12);
    expect(client.calls).toHaveLength(3);
  });

  it('remembers unknown ids but not a failed lookup', async () => {
    const failing = createFakeResourceClient({ resources: [], failures: { labels: { message: '网络异常' } } });
    const cache = createPickLabelCache(failing);
    expect(await cache.get('person', 11)).toBeNull();
    expect(cache.peek('person', 11)).toBeUndefined();
    const client = createFakeResourceClient({ resources: [] });
    const ok = createPickLabelCache(client);
    expect(await ok.get('person', 404)).toBeNull();
    expect(ok.peek('person', 404)).toBeNull();
  });

  it('reads ids from numbers, digit strings and lists', () => {
    expect(pickIds(7)).toEqual([7]);
    expect(pickIds('8')).toEqual([8]);
    expect(pickIds([1, '2', 'x', -3, 1.5, null])).toEqual([1, 2]);
    expect(pickIds(undefined)).toEqual([]);
  });
});
