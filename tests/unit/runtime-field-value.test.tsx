// @vitest-environment jsdom
// FieldValue (the one renderer of a value), MissingField and FileList.
import { act, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldValue, fieldValueText } from '../../src/runtime/field-value.tsx';
import { FileList } from '../../src/runtime/file-list.tsx';
import { MissingField } from '../../src/runtime/missing-field.tsx';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient, type FakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { HAZARD_SOURCE, SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();
let client: FakeResourceClient;

beforeEach(() => {
  client = createFakeResourceClient({ resources: [SAFETY_MANAGER] });
});

async function render(node: ReactNode) {
  await act(async () => dom.root.render(<ResourceClientContext.Provider value={client}>{node}</ResourceClientContext.Provider>));
  // fileInfo answers on a timer.
  await act(async () => new Promise((r) => setTimeout(r, 0)));
}

const WITH_EXTRA: ResourceFile = {
  ...SAFETY_MANAGER,
  form: {
    ...SAFETY_MANAGER.form,
    properties: {
      ...SAFETY_MANAGER.form.properties,
      at: { type: 'string', format: 'date-time', title: '时间' },
      targets: {
        type: 'array',
        title: '对象',
        items: { type: 'string' },
        enum: [
          { label: '企业管理员', value: 'qyUser', color: 'blue' },
          { label: '企业员工', value: 'qyStaff' },
        ],
      },
      tags: { type: 'array', title: '标签', items: { type: 'string' } },
      hours: { type: 'number', title: '学时' },
    },
  },
};

describe('FieldValue', () => {
  it.each<[string, unknown, string]>([
    ['name', '张三', '张三'],
    ['gender', 'female', '女'],
    ['gender', 'other', 'other'],
    ['voided', true, '是'],
    ['voided', false, '否'],
    ['certEnd', '2027-01-31', '2027-01-31'],
    ['hours', 12.5, '12.5'],
    ['hours', 0, '0'],
    ['tags', ['甲', '乙'], '甲、乙'],
    ['targets', ['qyUser', 'qyStaff'], '企业管理员企业员工'],
    ['name', '', '-'],
    ['name', null, '-'],
    ['department', undefined, '-'],
    ['tags', [], '-'],
    ['validityStatus', 'EXPIRED', '已过期'],
    ['status', 1, '启用'],
    ['status', 0, '停用'],
    ['createdBy', 5, '5'],
  ])('%s = %j shows %s', async (name, value, text) => {
    await render(<FieldValue resource={WITH_EXTRA} name={name} value={value} />);
    expect(dom.host.textContent).toBe(text);
  });

  it('names the author the answer names (refLabels), else shows the account id', async () => {
    await render(<FieldValue resource={WITH_EXTRA} name="createdBy" value={5} refLabel="张伟" />);
    expect(dom.host.textContent).toBe('张伟');
    await render(<FieldValue resource={WITH_EXTRA} name="updatedBy" value={5} refLabel={null} />);
    expect(dom.host.textContent).toBe('5');
  });

  it('shows enum labels in tags with the option colour', async () => {
    await render(<FieldValue resource={HAZARD_SOURCE} name="level" value="1" />);
    const tag = dom.host.querySelector('.ant-tag');
    expect(tag?.textContent).toBe('一级');
    expect(tag?.className).toContain('ant-tag-red');
  });

  it('colours validity statuses', async () => {
    await render(<FieldValue resource={SAFETY_MANAGER} name="validityStatus" value="EFFECTIVE" />);
    expect(dom.host.querySelector('.ant-tag')?.className).toContain('ant-tag-green');
  });

  it('formats date-times in local time', async () => {
    const local = new Date(2026, 0, 15, 8, 30, 5).toISOString();
    await render(<FieldValue resource={WITH_EXTRA} name="at" value={local} />);
    expect(dom.host.textContent).toBe('2026-01-15 08:30:05');
  });

  it('lists the files of a file field by name', async () => {
    await render(<FieldValue resource={SAFETY_MANAGER} name="attachments" value={['41', '900']} />);
    expect(dom.host.textContent).toContain('附件41.pdf');
    expect(dom.host.textContent).toContain('导入失败明细.xlsx');
    expect(client.calls.filter((c) => c.method === 'fileInfo')).toEqual([{ method: 'fileInfo', args: [['41', '900']] }]);
  });

  it('shows the missing-field placeholder for a name that does not resolve', async () => {
    await render(<FieldValue resource={SAFETY_MANAGER} name="trainingHours" value={12} />);
    expect(dom.host.textContent).toContain('字段 trainingHours 已不存在');
    // validityStatus exists only with `validity`.
    await render(<FieldValue resource={HAZARD_SOURCE} name="validityStatus" value="EFFECTIVE" />);
    expect(dom.host.textContent).toContain('字段 validityStatus 已不存在');
  });
});

describe('fieldValueText', () => {
  it('joins arrays, maps labels and formats dates as text', () => {
    const f = WITH_EXTRA.form.properties;
    expect(fieldValueText(f.targets, ['qyStaff', 'x'])).toBe('企业员工、x');
    expect(fieldValueText(f.certEnd, '2027-01-31')).toBe('2027-01-31');
    expect(fieldValueText(f.certEnd, 'not a date')).toBe('not a date');
    expect(fieldValueText(f.voided, false)).toBe('否');
    expect(fieldValueText(f.name, null)).toBe('-');
  });
});

describe('MissingField', () => {
  it('names the field', async () => {
    await render(<MissingField name="oldField" />);
    expect(dom.host.textContent).toContain('字段 oldField 已不存在');
    expect(dom.host.querySelector('[data-missing-field="oldField"]')).not.toBeNull();
  });
});

describe('FileList', () => {
  it('shows a spinner, then names; opens a file on click', async () => {
    // The file names wait for the test to let them through, so the spinner is seen whatever the scheduling.
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const held = { ...client, fileInfo: async (ids: string[]) => gate.then(() => client.fileInfo(ids)) };
    await act(async () => dom.root.render(<ResourceClientContext.Provider value={held}><FileList ids={['41']} /></ResourceClientContext.Provider>));
    expect(dom.host.querySelector('.ant-spin')).not.toBeNull();
    await act(async () => release());
    // The fake client answers on a timer of its own: wait until the name is rendered, however long that takes.
    const link = await vi.waitFor(async () => {
      await act(async () => new Promise((r) => setTimeout(r, 10)));
      const found = [...dom.host.querySelectorAll('a')].find((a) => a.textContent === '附件41.pdf');
      if (!found) throw new Error('file name not shown yet');
      return found;
    });
    await act(async () => link.click());
    expect(client.calls.at(-1)).toEqual({ method: 'openFile', args: ['41'] });
  });

  it('shows image thumbnails', async () => {
    const meta = await client.upload(new File(['x'], 'photo.png', { type: 'image/png' }), 'image');
    await render(<FileList ids={[meta.id]} />);
    const img = dom.host.querySelector('img');
    expect(img?.getAttribute('src')).toBe(meta.url);
    expect(img?.getAttribute('alt')).toBe('photo.png');
  });

  it('keeps the ids openable when the names cannot be loaded', async () => {
    client = createFakeResourceClient({ resources: [SAFETY_MANAGER], failures: { fileInfo: { message: '网络错误' } } });
    await render(<FileList ids={['7']} />);
    expect(dom.host.textContent).toContain('附件信息加载失败');
    expect(dom.host.textContent).toContain('附件 7');
  });

  it('shows - without ids', async () => {
    const spy = vi.spyOn(client, 'fileInfo');
    await render(<FileList ids={[]} />);
    expect(dom.host.textContent).toBe('-');
    expect(spy).not.toHaveBeenCalled();
  });
});
