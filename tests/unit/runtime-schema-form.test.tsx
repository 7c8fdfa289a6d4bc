// @vitest-environment jsdom
// SchemaForm (src/runtime/schema-form.tsx): validation messages, the payload it sends, the server's
// per-field errors, loading, submit on the form's submit event, tabs, placeholders, hidden fields.
import { message } from 'antd';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_ITEMS_MISSING, SchemaForm, firstFeedbackMessage, type SchemaFormProps } from '../../src/runtime/schema-form.tsx';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { validRecord } from './helpers/sample-records.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
let errorToast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errorToast = vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
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
  // Validation and the submit handler are asynchronous.
  await act(async () => new Promise((r) => setTimeout(r, 0)));
}

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
    expect(errorToast).toHaveBeenCalledWith('请填写姓名');
    expect(feedbacks()).toContain('请填写姓名');
    expect(feedbacks()).toContain('请填写手机号');
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
    await render({ onSubmit, initialValues: { ...RECORD, department: '安环部' } });
    await typeInto(input('请输入所属部门'), '');
    await clickSave();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ department: null, name: RECORD.name }));
  });

  it('validates what the user types with the server rules', async () => {
    await render({ onSubmit: vi.fn(), initialValues: RECORD });
    await typeInto(input('请输入手机号'), '12345');
    expect(feedbacks()).toContain('手机号码格式不正确');
    await typeInto(input('请输入手机号'), '13900139000');
    expect(feedbacks()).not.toContain('手机号码格式不正确');
  });

  it('puts the server per-field errors under their fields and shows the first', async () => {
    const onSubmit = vi.fn(async () => {
      throw { message: '提交的数据有误', status: 400, errors: [{ field: 'mobile', message: '手机号已被使用' }, { field: 'name', message: '姓名重复' }] };
    });
    await render({ onSubmit, initialValues: RECORD });
    await clickSave();
    expect(errorToast).toHaveBeenCalledWith('手机号已被使用');
    expect(feedbacks()).toEqual(expect.arrayContaining(['手机号已被使用', '姓名重复']));
    // A change of the field clears the server's message.
    await typeInto(input('请输入手机号'), '13900139000');
    expect(feedbacks()).not.toContain('手机号已被使用');
    expect(feedbacks()).toContain('姓名重复');
  });

  it('shows the message of a refusal without field errors', async () => {
    await render({ onSubmit: vi.fn(async () => Promise.reject({ message: '无权限', status: 403 })), initialValues: RECORD });
    await clickSave();
    expect(errorToast).toHaveBeenCalledWith('无权限');
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
    expect(dom.host.querySelector('[placeholder="请输入所属部门"]')).toBeNull();
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
    expect(errorToast).toHaveBeenCalledWith('证书有效期至格式不正确');
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
    await clickSave();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorToast).toHaveBeenCalledWith('请填写证书编号');
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
