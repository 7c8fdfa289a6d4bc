// mergeOverlay (src/schema/overlay.ts), hidden fields: removed custom fields (reported, kept by name in the
// tabs naming them, restorable) and fields switched off in a tab (gone from form, required, list columns,
// filters, sort, detail, import, indexes and tabs).
import { describe, expect, it } from 'vitest';
import { checkResourceFile, formatProblems } from '../../src/schema/meta-schema.ts';
import { mergeOverlay, withoutMissingRefs } from '../../src/schema/overlay.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { loadResource } from './helpers/load-resource.ts';
import { base, field, full, overlay, tab } from './helpers/overlay-fixtures.ts';

describe('mergeOverlay: removed custom fields', () => {
  const removed = field('extra', { removed: true, required: true, pinned: 'top' });

  it('are hidden everywhere and reported in removedFields and hiddenFields', () => {
    const r = mergeOverlay(full, overlay([removed, field('kept')]));
    expect(Object.keys(r.resource.form.properties)).toEqual(['name', 'volume', 'medium', 'note', 'kept']);
    expect(r.resource.form.required).toEqual(['name', 'volume']);
    expect(r.resource.list.columns.map((c) => c.field)).toEqual(['name', 'volume', 'medium', 'kept']);
    expect(r.resource.import?.columns).toEqual(['name', 'volume', 'medium', 'note', 'kept']);
    expect(r.removedFields).toEqual(['extra']);
    expect(r.hiddenFields).toEqual(['extra']);
    expect(r.warnings).toEqual([]);
  });

  it('a removed field wins over enabled', () => {
    const r = mergeOverlay(base, overlay([field('x', { removed: true, enabled: true })]));
    expect(r.resource.form.properties).not.toHaveProperty('x');
    expect(r.removedFields).toEqual(['x']);
  });

  it('a removed field that is also disabled is reported once in each list', () => {
    const r = mergeOverlay(base, overlay([field('x', { removed: true, enabled: false })]));
    expect(r.removedFields).toEqual(['x']);
    expect(r.hiddenFields).toEqual(['x']);
  });

  it('a removed field also disabled in a tab is reported once in hiddenFields', () => {
    const r = mergeOverlay(full, overlay([removed], [tab('ext', ['extra', 'name'], { disabledFields: ['extra'] })]));
    expect(r.removedFields).toEqual(['extra']);
    expect(r.hiddenFields).toEqual(['extra']);
    expect(r.resource.layout?.tabs[1]).toEqual({ key: 'ext', title: 'ext', fields: ['name'] });
  });

  it('a tab naming a removed field keeps the name, and withoutMissingRefs drops it for the file check', () => {
    const r = mergeOverlay(full, overlay([removed], [tab('ext', ['extra', 'name'])]));
    expect(r.resource.layout?.tabs).toEqual([
      { key: 'own', title: '自带', fields: ['medium', 'note'] },
      { key: 'ext', title: 'ext', fields: ['extra', 'name'] },
    ]);
    expect(r.warnings).toEqual([{ code: 'TAB_UNKNOWN_FIELD', key: 'ext', message: "tab 'ext': field 'extra' was removed; shown as missing" }]);
    const clean = withoutMissingRefs(r.resource);
    expect(clean.layout?.tabs.map((t) => t.fields)).toEqual([['medium', 'note'], ['name']]);
    expect(r.resource.layout?.tabs[1].fields).toEqual(['extra', 'name']);
    const check = checkResourceFile(clean);
    expect(check.ok ? '' : formatProblems(check.errors)).toBe('');
  });

  it('restoring a removed field brings it back where it was', () => {
    const back = mergeOverlay(full, overlay([{ ...removed, removed: false }], [tab('ext', ['extra'])]));
    expect(Object.keys(back.resource.form.properties)[0]).toBe('extra');
    expect(back.resource.form.required).toEqual(['name', 'volume', 'extra']);
    expect(back.resource.list.columns.map((c) => c.field)).toContain('extra');
    expect(back.resource.layout?.tabs[1]).toEqual({ key: 'ext', title: 'ext', fields: ['extra'] });
    expect(back.removedFields).toEqual([]);
    expect(back.warnings).toEqual([]);
  });
});

describe('mergeOverlay: fields disabled in a tab', () => {
  it('leave the form, required, list columns, filters, sort, detail, import and every tab', () => {
    const r = mergeOverlay(full, overlay([], [tab('t', ['medium', 'volume', 'name'], { disabledFields: ['medium', 'volume'] })]));
    const m = r.resource;
    expect(Object.keys(m.form.properties)).toEqual(['name', 'note']);
    expect(m.form.required).toEqual(['name']);
    expect(m.list.columns).toEqual([{ field: 'name' }]);
    expect(m.list.filters).toEqual([{ field: 'name', op: 'like' }]);
    expect(m.list.sort).toEqual({ fields: ['name', 'updatedAt'] });
    expect(m.detail).toEqual({ sections: [{ title: '基本信息', fields: ['name', 'note'] }] });
    expect(m.import).toEqual({ columns: ['name', 'note'] });
    expect(m.layout?.tabs).toEqual([
      { key: 'own', title: '自带', fields: ['note'] },
      { key: 't', title: 't', fields: ['name'] },
    ]);
    expect(r.hiddenFields).toEqual(['medium', 'volume']);
    expect(r.removedFields).toEqual([]);
    expect(r.warnings).toEqual([]);
  });

  it('keeps a default sort on a field that stays', () => {
    const withDefault: ResourceFile = { ...full, list: { ...full.list, sort: { fields: ['name', 'medium'], default: { field: 'name', order: 'desc' } } } };
    const r = mergeOverlay(withDefault, overlay([], [tab('t', ['medium'], { disabledFields: ['medium'] })]));
    expect(r.resource.list.sort).toEqual({ fields: ['name'], default: { field: 'name', order: 'desc' } });
  });

  it('hide a custom field of the tab too (no list or import column)', () => {
    const r = mergeOverlay(full, overlay([field('c1'), field('c2')], [tab('t', ['c1', 'c2'], { disabledFields: ['c2'] })]));
    expect(Object.keys(r.resource.form.properties)).toEqual(['name', 'volume', 'medium', 'note', 'c1']);
    expect(r.resource.list.columns.map((c) => c.field)).toEqual(['name', 'volume', 'medium', 'c1']);
    expect(r.resource.import?.columns).toEqual(['name', 'volume', 'medium', 'note', 'c1']);
    expect(r.resource.layout?.tabs[1]).toEqual({ key: 't', title: 't', fields: ['c1'] });
    expect(r.hiddenFields).toEqual(['c2']);
  });

  it('of a disabled tab hide nothing', () => {
    const r = mergeOverlay(full, overlay([], [tab('t', ['medium'], { disabledFields: ['medium'], enabled: false })]));
    expect(Object.keys(r.resource.form.properties)).toContain('medium');
    expect(r.hiddenFields).toEqual([]);
  });

  it('are hidden in a real resource file, which still passes the meta-schema', () => {
    const sm = loadResource('safety-manager');
    const r = mergeOverlay(sm, overlay([], [tab('org', ['department', 'post'], { title: '组织', disabledFields: ['department'] })]));
    expect(r.resource.form.properties).not.toHaveProperty('department');
    expect(r.resource.list.columns.map((c) => c.field)).not.toContain('department');
    expect(r.resource.import?.columns).not.toContain('department');
    expect(r.resource.detail?.sections[0].fields).toEqual(['name', 'staffId', 'gender', 'idCard', 'mobile', 'post']);
    expect(r.resource.layout?.tabs).toEqual([{ key: 'org', title: '组织', fields: ['post'] }]);
    const check = checkResourceFile(r.resource);
    expect(check.ok ? '' : formatProblems(check.errors)).toBe('');
  });

  it('a field named in an index is dropped from the merged indexes (the table keeps its index)', () => {
    const area = loadResource('area-duty');
    const r = mergeOverlay(area, overlay([], [tab('risk', ['riskLevel'], { title: '风险', disabledFields: ['riskLevel'] })]));
    expect(r.resource.indexes).toEqual([['areaName'], ['areaType'], ['department'], ['responsiblePerson']]);
    const check = checkResourceFile(r.resource);
    expect(check.ok ? '' : formatProblems(check.errors)).toBe('');
  });
});
