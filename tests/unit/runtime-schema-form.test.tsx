// @vitest-environment jsdom
// SchemaForm (src/runtime/schema-form.tsx): validation messages (beside the buttons, never a toast), the
// first field in error scrolled into view and focused, the payload it sends, the server's per-field errors,
// loading, submit on the form's submit event, tabs, placeholders, hidden fields, blank texts, negative
// numbers left as typed, date order, two columns.
import { message } from 'antd';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_ITEMS_MISSING, SchemaForm, firstFeedbackMessage, type SchemaFormProps } from '../../src/runtime/schema-form.tsx';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { HAZARD_SOURCE, SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { validRecord } from './helpers/sample-records.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
let errorToast: ReturnType<typeof vi.spyOn>;
let scrolled: Element[];

beforeEach(() => {
  errorToast = vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
  // jsdom has no scrollIntoView: record which element the form scrolls to.
  scrolled = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  vi.restoreAllMocks();
});

const RECORD = validRecord(SAFETY_MANAGER);

async function render(props: Partial<SchemaFormProps> & { onSubmit: SchemaFormProps['onSubmit'] }) {
  const resource = props.resource ?? SAFETY_MANAGER;
  const client = createFakeResourceClient({ resources: [resource] });
  await act(async () =>
    dom.root.render(
      <ResourceClientContext.Provider value={client}>
        <SchemaForm resource={resource} {...props} />
      </ResourceClientContext.Provider>,
    ),
  );
}

const saveButton = () => {
  const b = [...dom.host.querySelectorAll('button')].find((x) => x.textContent?.replace(/\s/g, '') === '保存');
  if (!b) throw new Error('no 保存 button');
  return b;
};

async function clickSave() {
  await act(async () => saveButton().click());
  // Validation and the submit handler are asynchronous, and the first error is revealed on a later frame.
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  for (let i = 0; i < 6; i++) await act(async () => new Promise<void>((r) => requestAnimationFrame(() => r())));
}

/** The message beside the buttons, or null. */
const failure = () => dom.host.querySelector('[data-testid="schema-form-failure"]')?.textContent ?? null;

/** The label of the form item holding the focus. */
const focusedLabel = () => document.activeElement?.closest('.ant-formily-item')?.querySelector('.ant-formily-item-label')?.textContent ?? null;

function input(placeholder: string): HTMLInputElement | HTMLTextAreaElement {
  const el = dom.host.querySelector<HTMLInputElement>(`[placeholder="${placeholder}"]`);
  if (!el) throw new Error(`no input ${placeholder}`);
  return el;
}

async function typeInto(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const feedbacks = () => [...dom.host.querySelectorAll('.ant-formily-item-error-help')].map((e) => e.textContent);

describe('SchemaForm', () => {
  it('renders the fields with their labels and required marks', async () => {
    await render({ onSubmit: vi.fn() });
    expect(dom.host.textContent).toContain('姓名');
    expect(dom.host.textContent).toContain('证书附件');
    expect(dom.host.querySelectorAll('.ant-formily-item-asterisk').length).toBe(SAFETY_MANAGER.form.required?.length);
    expect(saveButton().getAttribute('type')).toBe('submit');
  });

  it('shows the first failure and the messages under the fields, and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await render({ onSubmit });
    await clickSave();
    expect(onSubmit).not.toHaveBeenCalled();
    // No toast (it would cover a drawer's title): the first message beside the buttons, as an alert.
    expect(errorToast).not.toHaveBeenCalled();
    expect(failure()).toBe('请填写姓名');
    expect(dom.host.querySelector('[role="alert"]')?.textContent).toBe('请填写姓名');
    expect(feedbacks()).toContain('请填写姓名');
    expect(feedbacks()).toContain('请填写手机号');
    // The first field in error is scrolled into view and its input focused.
    expect(scrolled[0]?.textContent).toContain('姓名');
    expect(focusedLabel()).toContain('姓名');
    expect(document.activeElement).toBe(input('请填写姓名'));
    // Typing clears the message beside the buttons.
    await typeInto(input('请填写姓名'), '张三');
    expect(failure()).toBeNull();
  });

  it('says 请选择 for what is picked and 请填写 for what is typed, in placeholders and messages', async () => {
    await render({ onSubmit: vi.fn() });
    expect(input('请填写姓名').tagName).toBe('INPUT');
    expect(dom.host.querySelector('[placeholder="请选择证书有效期起"]')).not.toBeNull();
    await clickSave();
    expect(feedbacks()).toContain('请选择性别');
    expect(feedbacks()).toContain('请选择证书有效期至');
  });

  it('refuses a required text of only spaces', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await render({ onSubmit, initialValues: { ...RECORD, name: '   ' } });
    await clickSave();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(failure()).toBe('请填写姓名');
  });

  it('refuses an end date before its start at the end field, and checks again when the start moves', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await render({ onSubmit, initialValues: { ...RECORD, certStart: '2026-06-01', certEnd: '2026-05-31' } });
    await clickSave();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(feedbacks()).toEqual(['证书有效期至不能早于证书有效期起']);
    expect(focusedLabel()).toContain('证书有效期至');
    // The start typed earlier: the end is fine again without touching it.
    const start = dom.host.querySelector<HTMLInputElement>('[placeholder="请选择证书有效期起"]');
    if (!start) throw new Error('no start picker');
    await act(async () => {
      start.focus();
    });
    await typeInto(start, '2026-05-01');
    await act(async () => start.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(feedbacks()).toEqual([]);
  });

  it('leaves a negative number as typed and says why it is refused', async () => {
    await render({ resource: HAZARD_SOURCE, onSubmit: vi.fn() });
    const quantity = input('请填写设计最大量(吨)');
    await typeInto(quantity, '-5');
    await act(async () => quantity.dispatchEvent(new FocusEvent('blur', { bubbles: true })));
    await act(async () => quantity.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(quantity.value).toBe('-5');
    expect(feedbacks()).toContain('设计最大量(吨)不能小于0');
  });

  it('lays a long form out in two columns when asked; long texts and uploads span both', async () => {
    await render({ onSubmit: vi.fn(), columns: 2 });
    expect(dom.host.querySelector('.form-columns-grid')).not.toBeNull();
    const spans = [...dom.host.querySelectorAll('.ant-formily-item[data-grid-span="2"]')].map((e) => e.querySelector('.ant-formily-item-label')?.textContent ?? '');
    expect(spans.map((t) => t.replace(/[:：]$/, ''))).toEqual(['证书附件']);
    await render({ onSubmit: vi.fn() });
    expect(dom.host.querySelector('.form-columns-grid')).toBeNull();
  });

  it('sends the form properties only, without blanks or system fields', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const initialValues = { ...RECORD, department: '', attachments: [], id: 7, createdAt: '2026-01-01T00:00:00.000Z', validityStatus: 'EFFECTIVE' };
    await render({ onSubmit, initialValues });
    await clickSave();
    expect(errorToast).not.toHaveBeenCalled();
    const { department: _d, attachments: _a, ...expected } = RECORD;
    expect(onSubmit).toHaveBeenCalledWith(expected);
  });

  it('sends null for an optional field cleared while editing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    // 所属部门 is a department reference in the file now (issue 12); an optional typed text here.
    const department = { type: 'string', title: '所属部门', maxLength: 50, 'x-decorator': 'FormItem', 'x-component': 'Input' } as const;
    const resource = { ...SAFETY_MANAGER, form: { ...SAFETY_MANAGER.form, properties: { ...SAFETY_MANAGER.form.properties, department } } };
    await render({ resource, onSubmit, initialValues: { ...RECORD, department: '安环部' } });
    await typeInto(input('请填写所属部门'), '');
    await clickSave();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ department: null, name: RECORD.name }));
  });

  it('validates what the user types with the server rules', async () => {
    await render({ onSubmit: vi.fn(), initialValues: RECORD });
    await typeInto(input('请填写手机号'), '12345');
    expect(feedbacks()).toContain('手机号码格式不正确');
    await typeInto(input('请填写手机号'), '13900139000');
    expect(feedbacks()).not.toContain('手机号码格式不正确');
  });

  it('puts the server per-field errors under their fields and shows the first', async () => {
    const onSubmit = vi.fn(async () => {
      throw { message: '提交的数据有误', status: 400, errors: [{ field: 'mobile', message: '手机号已被使用' }, { field: 'name', message: '姓名重复' }] };
    });
    await render({ onSubmit, initialValues: RECORD });
    await clickSave();
    expect(errorToast).not.toHaveBeenCalled();
    expect(failure()).toBe('手机号已被使用');
    expect(feedbacks()).toEqual(expect.arrayContaining(['手机号已被使用', '姓名重复']));
    // The first marked field (in form order on the page) is focused.
    expect(focusedLabel()).toContain('姓名');
    // A change of the field clears the server's message.
    await typeInto(input('请填写手机号'), '13900139000');
    expect(feedbacks()).not.toContain('手机号已被使用');
    expect(feedbacks()).toContain('姓名重复');
  });

  it('shows the message of a refusal without field errors', async () => {
    await render({ onSubmit: vi.fn(async () => Promise.reject({ message: '无权限', status: 403 })), initialValues: RECORD });
    await clickSave();
    expect(errorToast).not.toHaveBeenCalled();
    expect(failure()).toBe('无权限');
    expect(scrolled).toEqual([]);
  });

  it('shows the submit button loading while saving', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (finish = r)));
    await render({ onSubmit, initialValues: RECORD });
    await clickSave();
    // A second click while saving sends nothing more.
    await clickSave();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(saveButton().className).toContain('ant-btn-loading');
    await act(async () => finish());
    expect(saveButton().className).not.toContain('ant-btn-loading');
  });

  it('submits on the form submit event (Enter in a field)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await render({ onSubmit, initialValues: RECORD });
    await act(async () => dom.host.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('calls onCancel and labels the submit button with submitText', async () => {
    const onCancel = vi.fn();
    await render({ onSubmit: vi.fn(), onCancel, submitText: '提交' });
    const cancel = [...dom.host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '取消');
    act(() => cancel?.click());
    expect(onCancel).toHaveBeenCalled();
    expect(dom.host.textContent?.replace(/\s/g, '')).toContain('提交');
  });

  it('leaves hidden fields out of the form and the payload', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await render({ onSubmit, initialValues: RECORD, hiddenFields: ['department', 'voided'] });
    expect(dom.host.querySelector('[placeholder="请填写所属部门"]')).toBeNull();
    await clickSave();
    const [payload] = onSubmit.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(payload).not.toHaveProperty('department');
    expect(payload).not.toHaveProperty('voided');
  });

  it('keeps a stored value that is not a date without breaking the picker, and reports it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await render({ onSubmit, initialValues: { ...RECORD, certEnd: 'not-a-date' } });
    await clickSave();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(failure()).toBe('证书有效期至格式不正确');
  });

  it('lays tabs out with 基本信息 first, a placeholder for a removed field, and validates every pane', async () => {
    const tabbed: ResourceFile = {
      ...SAFETY_MANAGER,
      key: 'safety-manager-tabs',
      layout: { tabs: [{ key: 'cert', title: '证书信息', fields: ['certNo', 'certStart', 'certEnd', 'trainingHours'] }] },
    };
    const onSubmit = vi.fn(async () => undefined);
    await render({ resource: tabbed, onSubmit, initialValues: { ...RECORD, certNo: '' } });
    const tabs = [...dom.host.querySelectorAll('.ant-tabs-tab')].map((t) => t.textContent);
    expect(tabs).toEqual(['基本信息', '证书信息']);
    expect(dom.host.textContent).toContain('字段 trainingHours 已不存在');
    expect(dom.host.querySelector('.ant-tabs-tab-active')?.textContent).toBe('基本信息');
    await clickSave();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(failure()).toBe('请填写证书编号');
    // The error is on the second tab: it is shown, and the field focused.
    expect(dom.host.querySelector('.ant-tabs-tab-active')?.textContent).toMatch(/^证书信息/);
    expect(focusedLabel()).toContain('证书编号');
  });

  it('renders a placeholder for a component it does not know', async () => {
    const odd: ResourceFile = {
      ...SAFETY_MANAGER,
      form: { ...SAFETY_MANAGER.form, properties: { ...SAFETY_MANAGER.form.properties, spot: { type: 'string', title: '位置', 'x-component': 'MapPicker' } } },
    };
    await render({ resource: odd, onSubmit: vi.fn() });
    expect(dom.host.textContent).toContain('不支持的组件 MapPicker');
  });
});

describe('firstFeedbackMessage', () => {
  it.each([
    [[{ messages: ['请填写姓名'] }, { messages: ['请填写手机号'] }], '请填写姓名'],
    [[{ messages: [] }, { messages: ['', '手机号码格式不正确'] }], '手机号码格式不正确'],
    [[], REQUIRED_ITEMS_MISSING],
    [new Error('x'), REQUIRED_ITEMS_MISSING],
  ])('%j -> %s', (failure, expected) => {
    expect(firstFeedbackMessage(failure)).toBe(expected);
  });
});
