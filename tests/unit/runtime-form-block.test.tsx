// @vitest-environment jsdom
// Form blocks in SchemaForm (src/runtime/form-block.tsx): the block registered under the key a file names renders
// at its place with the field's value and the form; what it writes is the field's value, validated by the field's
// rules and sent by 保存; a block without a value follows the form's values live; no registry shows the notice.
import { message } from 'antd';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormBlocksContext, type FormBlockLookup } from '../../src/runtime/form-blocks-context.ts';
import { SchemaForm } from '../../src/runtime/schema-form.tsx';
import { BLOCK_FORM, demoBlocks } from '../../stories/support/form-block-fixtures.tsx';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

beforeEach(() => {
  vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => vi.restoreAllMocks());

async function render(onSubmit: (v: Record<string, unknown>) => Promise<void>, initialValues?: Record<string, unknown>, lookup: FormBlockLookup | null = demoBlocks) {
  await act(async () =>
    dom.root.render(
      <FormBlocksContext.Provider value={lookup}>
        <SchemaForm resource={BLOCK_FORM} onSubmit={onSubmit} initialValues={initialValues} />
      </FormBlocksContext.Provider>,
    ),
  );
}

const button = (name: string) => {
  const b = [...dom.host.querySelectorAll('button')].find((x) => x.textContent?.replace(/\s/g, '') === name);
  if (!b) throw new Error(`no ${name} button`);
  return b;
};

async function settle() {
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  for (let i = 0; i < 4; i++) await act(async () => new Promise<void>((r) => requestAnimationFrame(() => r())));
}

async function typeInto(el: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const count = () => dom.host.querySelector('[data-testid="people-count"]')?.textContent;

describe('SchemaForm with form blocks', () => {
  it('renders each block at its place and sends what the list block wrote', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await render(onSubmit);
    // In document order (jsdom answers a selector list group by group).
    const order = [...dom.host.querySelectorAll('*')]
      .filter((e) => e.hasAttribute('data-form-block') || e.getAttribute('placeholder') === '请填写作业地点')
      .map((e) => e.getAttribute('data-form-block') ?? 'site');
    expect(order).toEqual(['site', 'demo/count', 'demo/names']);
    expect(count()).toBe('共 0 人');

    await typeInto(dom.host.querySelector<HTMLInputElement>('input[placeholder="请填写作业地点"]')!, '一车间');
    await typeInto(dom.host.querySelector<HTMLInputElement>('input[aria-label="作业人姓名"]')!, '张三');
    await act(async () => button('添加作业人').click());
    expect(count()).toBe('共 1 人');

    await act(async () => button('保存').click());
    await settle();
    expect(onSubmit).toHaveBeenCalledWith({ site: '一车间', people: ['张三'] });
  });

  it('validates what the block holds with the field’s rules', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await render(onSubmit, { site: '一车间', people: ['甲', '乙', '丙', '丁'] });
    await act(async () => button('保存').click());
    await settle();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dom.host.querySelector('[data-testid="schema-form-failure"]')?.textContent).toBe('作业人不能超过3项');

    // Removing one row makes the value valid again.
    await act(async () => button('删除').click());
    await act(async () => button('保存').click());
    await settle();
    expect(onSubmit).toHaveBeenCalledWith({ site: '一车间', people: ['乙', '丙', '丁'] });
  });

  it('shows the unknown-component notice without a registry', async () => {
    await render(async () => undefined, undefined, null);
    const unknown = [...dom.host.querySelectorAll('[data-unknown-component]')].map((e) => e.getAttribute('data-unknown-component'));
    expect(unknown).toEqual(['demo/count', 'demo/names']);
  });
});
