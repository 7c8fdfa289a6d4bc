// @vitest-environment jsdom
// The custom field definition editor (designer/field-def-editor.tsx): bad input is refused with the reason
// at the property (a key colliding with a built-in field, an invalid regex, min above max, duplicate
// options, the server's messages) and nothing is handed on; a sound definition is, with the settings of
// its type only. Also the options editor's marks (designer/options-editor.tsx).
import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FieldDefEditor, type FieldDefEditorProps } from '../../designer/field-def-editor.tsx';
import { nextOptionValue, optionRowProblems } from '../../designer/options-editor.tsx';
import { takenKeys, emptyOverlay } from '../../designer/overlay-edits.ts';
import type { CustomFieldDef } from '../../src/schema/custom-field.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
const TAKEN = takenKeys(SAFETY_MANAGER, emptyOverlay());

async function settle(ms = 10): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

async function render(props: Partial<FieldDefEditorProps> = {}) {
  const onSubmit = vi.fn<(def: CustomFieldDef) => void>();
  await act(async () =>
    dom.root.render(<FieldDefEditor open initial={null} taken={TAKEN} onSubmit={onSubmit} onClose={() => undefined} {...props} />),
  );
  await settle();
  return onSubmit;
}

function input(id: string): HTMLInputElement {
  const el = document.getElementById(`field-def_${id}`);
  if (!(el instanceof HTMLInputElement) && !(el instanceof HTMLTextAreaElement)) throw new Error(`no input ${id}`);
  return el as HTMLInputElement;
}

async function type(el: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

/** The messages shown under the form item of property `id` ('' when it is not marked; antd fades old ones out). */
function messagesAt(id: string): string {
  const item = document.getElementById(`field-def_${id}`)?.closest('.ant-form-item');
  if (!item?.classList.contains('ant-form-item-has-error')) return '';
  return item.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

function button(text: string): HTMLButtonElement {
  const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.replace(/\s/g, '') === text);
  if (!b) throw new Error(`no button ${text}`);
  return b;
}

async function confirm(): Promise<void> {
  await act(async () => button('确定').click());
  await settle(30);
}

describe('FieldDefEditor', () => {
  it('refuses a key of a built-in field at the key, and hands nothing on', async () => {
    const onSubmit = await render();
    await type(input('key'), 'mobile');
    await type(input('title'), '手机');
    expect(messagesAt('key')).toContain('字段标识「mobile」与已有字段重复');
    await confirm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('还有 1 处需要修改');
  });

  it('shows an invalid regular expression at the pattern as it is typed', async () => {
    const onSubmit = await render();
    await type(input('key'), 'certCode');
    await type(input('title'), '证书编码');
    expect(messagesAt('pattern')).toBe('');
    await type(input('pattern'), '[A-Z');
    expect(messagesAt('pattern')).toBe('格式校验不是有效的正则表达式');
    await confirm();
    expect(onSubmit).not.toHaveBeenCalled();
    // Fixed, it asks for the message, then passes.
    await type(input('pattern'), '^[A-Z]{2}$');
    await confirm();
    expect(messagesAt('patternMessage')).toBe('请填写不符合格式时的提示');
    await type(input('patternMessage'), '请输入两个大写字母');
    await confirm();
    expect(onSubmit).toHaveBeenCalledWith({ key: 'certCode', type: 'text', title: '证书编码', pattern: '^[A-Z]{2}$', patternMessage: '请输入两个大写字母' });
  });

  it('refuses a minimum above the maximum at the minimum', async () => {
    const onSubmit = await render({ initial: { key: 'qty', type: 'number', title: '数量' } });
    expect(input('key').disabled).toBe(true);
    await type(input('minimum'), '10');
    await type(input('maximum'), '1');
    expect(messagesAt('minimum')).toBe('最小值不能大于最大值');
    await confirm();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks duplicate options at their rows and refuses them', async () => {
    const initial: CustomFieldDef = {
      key: 'level',
      type: 'select',
      title: '等级',
      options: [
        { label: '一级', value: '1' },
        { label: '一级', value: '2' },
      ],
    };
    const onSubmit = await render({ initial });
    const rows = [...document.querySelectorAll('[data-testid="option-row"]')];
    expect(rows.map((r) => r.hasAttribute('data-invalid'))).toEqual([true, true]);
    expect(rows[0].textContent).toContain('选项名称「一级」重复');
    await confirm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messagesAt('options')).toContain('选项名称「一级」重复');
    // Renamed, the marks go and the definition passes.
    await type(document.querySelector<HTMLInputElement>('[aria-label="第 2 个选项的名称"]') as HTMLInputElement, '二级');
    expect(document.querySelectorAll('[data-invalid]')).toHaveLength(0);
    await confirm();
    expect(onSubmit.mock.calls[0][0].options).toEqual([
      { label: '一级', value: '1' },
      { label: '二级', value: '2' },
    ]);
  });

  it('shows the server’s messages at their property until it is edited', async () => {
    await render({
      initial: { key: 'code', type: 'text', title: '编码', pattern: '^a$', patternMessage: 'a' },
      serverProblems: { pattern: ['服务器：格式校验不正确'], 'file/x': ['文件问题'] },
      typeLocked: true,
    });
    expect(messagesAt('pattern')).toBe('服务器：格式校验不正确');
    expect(document.body.textContent).toContain('文件问题');
    expect(document.body.textContent).toContain('字段已发布，类型不能修改');
    await type(input('pattern'), '^b$');
    expect(messagesAt('pattern')).toBe('');
  });
});

describe('FieldDefEditor on a reference', () => {
  const REF: CustomFieldDef = { key: 'device', type: 'reference', title: '焊接设备', refResource: 'equipment' };
  const choices = () => [...document.querySelectorAll('#field-def_refOnDelete .ant-radio-wrapper')].map((w) => w.textContent);

  it('offers the three choices of what a deletion of the target does', async () => {
    await render({ initial: REF });
    expect(choices()).toEqual(['被引用时不能删除', '删除时清空本字段', '删除时一并删除本记录']);
  });

  it('offers only 被引用时不能删除 where the form allows no other (a permit form)', async () => {
    await render({ initial: REF, refOnDeleteChoices: ['restrict'] });
    expect(choices()).toEqual(['被引用时不能删除']);
  });
});

describe('options editor helpers', () => {
  it.each<[string, { label: string; value: string }[], { label?: string; value?: string }[]]>([
    ['clean', [{ label: '甲', value: '1' }, { label: '乙', value: '2' }], [{}, {}]],
    ['same name', [{ label: '甲', value: '1' }, { label: ' 甲 ', value: '2' }], [{ label: '选项名称「甲」重复' }, { label: '选项名称「甲」重复' }]],
    ['same value', [{ label: '甲', value: '1' }, { label: '乙', value: '1' }], [{ value: '选项值「1」重复' }, { value: '选项值「1」重复' }]],
    ['empty', [{ label: '', value: ' ' }], [{ label: '请填写选项名称', value: '请填写选项值' }]],
  ])('%s', (_name, options, problems) => {
    expect(optionRowProblems(options)).toEqual(problems);
  });

  it('numbers a new option after the used values', () => {
    expect(nextOptionValue([])).toBe('1');
    expect(nextOptionValue([{ label: 'a', value: '2' }])).toBe('3');
    expect(nextOptionValue([{ label: 'a', value: '2' }, { label: 'b', value: '3' }])).toBe('4');
    expect(nextOptionValue([{ label: 'a', value: 'x' }])).toBe('2');
  });
});
