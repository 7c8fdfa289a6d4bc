import { describe, expect, it } from 'vitest';
import { localizeResource } from '../../src/schema/localize.ts';
import { resolveField, SYSTEM_FIELDS, type ResourceFile } from '../../src/schema/resource-types.ts';
import { VALIDITY_STATUSES } from '../../src/domain/validity.ts';

/** A file giving English for some titles and labels, and none for others. */
const FILE: ResourceFile = {
  key: 'hazard-source',
  title: '危险源',
  'x-title-en': 'Hazard sources',
  endpoint: '/basic/hazard-source',
  actions: ['list', 'detail'],
  permissions: { read: ['qyUser'], write: ['qyUser'] },
  form: {
    type: 'object',
    properties: {
      name: { type: 'string', title: '名称', 'x-title-en': 'Name' },
      level: {
        type: 'string',
        title: '等级',
        'x-title-en': 'Level',
        enum: [
          { label: '一级', labelEn: 'Level 1', value: '1', color: 'red' },
          { label: '二级', value: '2' },
        ],
      },
      note: { type: 'string', title: '备注' },
      tags: { type: 'array', title: '标签', items: { type: 'string', enum: [{ label: '重点', labelEn: 'Key', value: 'key' }] } },
      place: {
        type: 'object',
        title: '位置',
        'x-title-en': 'Place',
        properties: { area: { type: 'string', title: '区域', 'x-title-en': 'Area' } },
      },
    },
  },
  list: {
    columns: [{ field: 'name', title: '危险源名称', 'x-title-en': 'Hazard source' }, { field: 'level' }, { field: 'note', title: '说明' }],
    filters: [{ field: 'name', op: 'like', title: '名称包含', 'x-title-en': 'Name contains' }, { field: 'level', op: 'eq' }],
  },
  detail: { sections: [{ title: '基本信息', 'x-title-en': 'Basics', fields: ['name'] }, { title: '其他', fields: ['note'] }] },
  layout: { tabs: [{ key: 'main', title: '主要', 'x-title-en': 'Main', fields: ['name'] }, { key: 'more', title: '更多', fields: ['note'] }] },
  children: [{ key: 'items', resource: 'hazard-item', via: 'sourceId', title: '检查项', 'x-title-en': 'Check items' }],
};

describe('localizeResource', () => {
  it('gives Chinese the file itself, untouched', () => {
    const before = JSON.stringify(FILE);
    expect(localizeResource(FILE, 'zh')).toBe(FILE);
    expect(JSON.stringify(FILE)).toBe(before);
  });

  it('puts the English titles of the file, its fields, columns, filters, sections, tabs and children in place', () => {
    const en = localizeResource(FILE, 'en');
    expect(en.title).toBe('Hazard sources');
    expect(en.form.properties.name?.title).toBe('Name');
    expect(en.form.properties.level?.title).toBe('Level');
    expect(en.form.properties.place?.title).toBe('Place');
    expect(en.form.properties.place?.properties?.area?.title).toBe('Area');
    expect(en.list.columns.map((c) => c.title)).toEqual(['Hazard source', undefined, '说明']);
    expect(en.list.filters?.map((f) => f.title)).toEqual(['Name contains', undefined]);
    expect(en.detail?.sections.map((s) => s.title)).toEqual(['Basics', '其他']);
    expect(en.layout?.tabs.map((s) => s.title)).toEqual(['Main', '更多']);
    expect(en.children?.[0]?.title).toBe('Check items');
  });

  it('keeps Chinese where the file gives no English', () => {
    const en = localizeResource(FILE, 'en');
    expect(en.form.properties.note?.title).toBe('备注');
    expect(en.form.properties.tags?.title).toBe('标签');
  });

  it('labels enum options in English where given, keeping values and colours', () => {
    const en = localizeResource(FILE, 'en');
    expect(en.form.properties.level?.enum).toEqual([
      { label: 'Level 1', labelEn: 'Level 1', value: '1', color: 'red' },
      { label: '二级', value: '2' },
    ]);
    expect(en.form.properties.tags?.items?.enum?.[0]?.label).toBe('Key');
  });

  it('leaves the given file as it was', () => {
    const before = JSON.stringify(FILE);
    localizeResource(FILE, 'en');
    expect(JSON.stringify(FILE)).toBe(before);
  });
});

describe('the system fields on an English page', () => {
  const withValidity: ResourceFile = { ...FILE, validity: { start: 'name', end: 'name' } } as unknown as ResourceFile;

  it('resolves their titles and options in English, the validity states from the catalogue', async () => {
    const { english } = await import('../../src/domain/i18n/english.ts');
    const en = localizeResource(withValidity, 'en', english);
    expect(resolveField(en, 'createdAt')?.title).toBe('Created');
    expect(resolveField(en, 'status')?.enum?.map((o) => o.label)).toEqual(['Enabled', 'Disabled']);
    expect(resolveField(en, 'validityStatus')?.enum?.map((o) => o.label)).toEqual(
      VALIDITY_STATUSES.map((s) => english[`rules.validity.${s}`]),
    );
  });

  it('keeps them Chinese on a Chinese page', () => {
    const zh = localizeResource(withValidity, 'zh');
    expect(resolveField(zh, 'createdAt')?.title).toBe(SYSTEM_FIELDS.createdAt.title);
    expect(resolveField(zh, 'status')?.enum?.map((o) => o.label)).toEqual(SYSTEM_FIELDS.status.schema.enum?.map((o) => o.label));
  });
});
