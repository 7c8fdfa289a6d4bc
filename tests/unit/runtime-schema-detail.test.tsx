// @vitest-environment jsdom
// SchemaDetail: sections from the file, tabs and the fields nothing shows; values through FieldValue.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldViewsContext, type FieldViewProps } from '../../src/runtime/field-views-context.ts';
import { ResourceClientContext } from '../../src/runtime/resource-client.ts';
import { SchemaDetail, detailSections } from '../../src/runtime/schema-detail.tsx';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { createFakeResourceClient } from '../../stories/support/fake-resource-client.ts';
import { HAZARD_SOURCE, SAFETY_MANAGER, SAFETY_MANAGER_STALE, safetyManagerRows } from '../../stories/support/resource-fixtures.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

afterEach(() => {
});

const ROW: Record<string, unknown> = { ...safetyManagerRows(1)[0], validityStatus: 'EXPIRED' };
const noSections = (r: ResourceFile): ResourceFile => ({ ...r, detail: undefined });
const WITH_CUSTOM: ResourceFile = {
  ...SAFETY_MANAGER,
  form: { ...SAFETY_MANAGER.form, properties: { ...SAFETY_MANAGER.form.properties, hours: { type: 'number', title: '培训学时' } } },
};

describe('detailSections', () => {
  it('uses the file sections, then 其他信息 for the form fields none shows', () => {
    expect(detailSections(SAFETY_MANAGER).map((s) => s.title)).toEqual(['基本信息', '证书信息']);
    const sections = detailSections(WITH_CUSTOM);
    expect(sections.map((s) => s.title)).toEqual(['基本信息', '证书信息', '其他信息']);
    expect(sections[2].fields).toEqual(['hours']);
  });

  it('makes one 基本信息 section of all fields when the file has none', () => {
    expect(detailSections(noSections(HAZARD_SOURCE))).toEqual([{ title: '基本信息', fields: Object.keys(HAZARD_SOURCE.form.properties) }]);
  });

  it('adds a section per tab for the fields no section shows', () => {
    const tabbed: ResourceFile = {
      ...WITH_CUSTOM,
      layout: { tabs: [{ key: 'train', title: '培训', fields: ['hours', 'name', 'gone'] }] },
    };
    expect(detailSections(tabbed).map((s) => [s.title, s.fields])).toEqual([
      ['基本信息', ['name', 'staffId', 'gender', 'idCard', 'mobile', 'post', 'department']],
      ['证书信息', ['certNo', 'certStart', 'certEnd', 'validityStatus', 'voided', 'attachments']],
      ['培训', ['hours', 'gone']],
    ]);
    const withoutSections = detailSections(noSections(tabbed));
    expect(withoutSections.map((s) => s.title)).toEqual(['基本信息', '培训']);
    expect(withoutSections[0].fields).not.toContain('hours');
  });

  it('makes the tabs the sections when the file has none: 基本信息 first with the fields no tab names', () => {
    const tabbed: ResourceFile = {
      ...noSections(WITH_CUSTOM),
      layout: {
        tabs: [
          { key: 'cert', title: '证书', fields: ['certNo', 'certStart', 'certEnd'] },
          { key: 'train', title: '培训', fields: ['hours'] },
        ],
      },
    };
    expect(detailSections(tabbed)).toEqual([
      { title: '基本信息', fields: ['name', 'staffId', 'gender', 'idCard', 'mobile', 'post', 'department', 'voided', 'attachments'] },
      { title: '证书', fields: ['certNo', 'certStart', 'certEnd'], tabKey: 'cert' },
      { title: '培训', fields: ['hours'], tabKey: 'train' },
    ]);
  });

  it('puts the fields no tab names into a tab titled 基本信息 instead of a second 基本信息', () => {
    const tabbed: ResourceFile = {
      ...noSections(WITH_CUSTOM),
      layout: {
        tabs: [
          { key: 'cert', title: '证书', fields: ['certNo', 'certStart', 'certEnd', 'voided', 'attachments'] },
          { key: 'basic', title: '基本信息', fields: ['name', 'mobile'] },
        ],
      },
    };
    expect(detailSections(tabbed).map((s) => [s.title, s.fields])).toEqual([
      ['证书', ['certNo', 'certStart', 'certEnd', 'voided', 'attachments']],
      ['基本信息', ['staffId', 'gender', 'idCard', 'post', 'department', 'hours', 'name', 'mobile']],
    ]);
  });

  it('leaves hidden fields out and drops empty sections', () => {
    const sections = detailSections(WITH_CUSTOM, ['hours', 'department']);
    expect(sections.map((s) => s.title)).toEqual(['基本信息', '证书信息']);
    expect(sections[0].fields).not.toContain('department');
  });
});

describe('SchemaDetail', () => {
  async function render(resource: ResourceFile, record: Record<string, unknown>, hiddenFields?: string[]) {
    const client = createFakeResourceClient({ resources: [resource] });
    await act(async () =>
      dom.root.render(
        <ResourceClientContext.Provider value={client}>
          <SchemaDetail resource={resource} record={record} hiddenFields={hiddenFields} />
        </ResourceClientContext.Provider>,
      ),
    );
  }

  const items = () =>
    Object.fromEntries(
      [...dom.host.querySelectorAll('.ant-descriptions-item-label')].map((l) => [l.textContent, l.nextElementSibling?.textContent]),
    );

  it('shows each section with labelled values', async () => {
    await render(SAFETY_MANAGER, ROW);
    expect([...dom.host.querySelectorAll('.ant-descriptions-title')].map((t) => t.textContent)).toEqual(['基本信息', '证书信息']);
    const shown = items();
    expect(shown['姓名']).toBe(ROW.name);
    expect(shown['性别']).toBe(ROW.gender === 'female' ? '女' : '男');
    expect(shown['有效状态']).toBe('已过期');
    expect(shown['已作废']).toBe('否');
    expect(shown['证书附件']).toBe('-');
  });

  it('shows system fields named by a section', async () => {
    await render(HAZARD_SOURCE, { id: 1, name: '液氨储罐区', createdAt: new Date(2026, 0, 2, 3, 4, 5).toISOString() });
    expect(items()['创建时间']).toBe('2026-01-02 03:04:05');
  });

  it('shows a placeholder for a section field that no longer exists', async () => {
    await render(SAFETY_MANAGER_STALE, ROW);
    expect(dom.host.textContent).toContain('字段 trainingHours 已不存在');
    expect(items()['trainingHours']).toContain('已不存在');
  });

  it('shows one tab per section in the tabs layout, the first one open', async () => {
    const tabbed: ResourceFile = {
      ...noSections(SAFETY_MANAGER),
      layout: { tabs: [{ key: 'cert', title: '证书', fields: ['certNo', 'certStart', 'certEnd'] }] },
    };
    const client = createFakeResourceClient({ resources: [tabbed] });
    await act(async () =>
      dom.root.render(
        <ResourceClientContext.Provider value={client}>
          <SchemaDetail resource={tabbed} record={ROW} layout="tabs" column={3} />
        </ResourceClientContext.Provider>,
      ),
    );
    expect([...dom.host.querySelectorAll('.ant-tabs-tab')].map((t) => t.textContent)).toEqual(['基本信息', '证书']);
    expect(dom.host.querySelector('.ant-descriptions-title')).toBeNull();
    expect(items()['姓名']).toBe(ROW.name);
    // The wide attachments item fills the rest of its row of three columns (label and content cells: 6).
    const attachments = [...dom.host.querySelectorAll('.ant-descriptions-item-label')].find((l) => l.textContent === '证书附件');
    const row = [...(attachments?.closest('tr')?.children ?? [])];
    expect(row.at(-1)).toBe(attachments?.nextElementSibling);
    expect(row.reduce((n, cell) => n + Number(cell.getAttribute('colspan') ?? 1), 0)).toBe(6);
  });

  it('says so when nothing is left to show', async () => {
    await render({ ...SAFETY_MANAGER, detail: undefined }, ROW, Object.keys(SAFETY_MANAGER.form.properties));
    expect(dom.host.textContent).toContain('暂无可显示的字段');
  });

  it('shows a field a form block edits by the view its module registers, on a whole row; FieldValue without one', async () => {
    const listed: ResourceFile = {
      ...SAFETY_MANAGER,
      form: {
        ...SAFETY_MANAGER.form,
        properties: {
          ...SAFETY_MANAGER.form.properties,
          crew: { type: 'array', title: '人员', items: { type: 'object', properties: { name: { type: 'string', title: '姓名' } } }, 'x-block': { key: 'test/crew', props: { unit: '人' } } },
          other: { type: 'array', title: '其他', items: { type: 'object', properties: {} }, 'x-block': { key: 'test/none' } },
        },
      },
    };
    const seen: FieldViewProps[] = [];
    const Crew = (p: FieldViewProps) => {
      seen.push(p);
      return <b data-testid="crew">{`${(p.value as unknown[]).length}${String(p.props.unit)}：${String(p.record.name)}`}</b>;
    };
    const record = { ...ROW, crew: [{ name: '刘强' }, { name: '王五' }], other: [{ x: 1 }] };
    await act(async () =>
      dom.root.render(
        <ResourceClientContext.Provider value={createFakeResourceClient({ resources: [listed] })}>
          <FieldViewsContext.Provider value={(key) => (key === 'test/crew' ? Crew : null)}>
            <SchemaDetail resource={listed} record={record} column={3} />
          </FieldViewsContext.Provider>
        </ResourceClientContext.Provider>,
      ),
    );
    expect(dom.host.querySelector('[data-field-view="test/crew"]')?.textContent).toBe(`2人：${String(ROW.name)}`);
    expect(seen.at(-1)).toMatchObject({ title: '人员', resourceKey: listed.key, props: { unit: '人' } });
    // Its item fills its row (label and content cells of three columns: 6).
    const label = [...dom.host.querySelectorAll('.ant-descriptions-item-label')].find((l) => l.textContent === '人员');
    const row = [...(label?.closest('tr')?.children ?? [])];
    expect(row.reduce((n, cell) => n + Number(cell.getAttribute('colspan') ?? 1), 0)).toBe(6);
    // A block with no view registered: the value as FieldValue shows it.
    expect(dom.host.querySelector('[data-field-view="test/none"]')).toBeNull();
    expect(items()['其他']).toBe('{"x":1}');
  });
});
