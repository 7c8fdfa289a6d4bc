// overlayFromFile (src/schema/overlay-from-file.ts): the schema editor's edited file turned back into an
// overlay over the unchanged file. For each edit, merging the result over the file gives back the edited
// file exactly (property order included); new properties become custom fields, deleted ones are removed.
import { describe, expect, it } from 'vitest';
import { customFieldSchema, type CustomFieldDef } from '../../src/schema/custom-field.ts';
import { checkOverlay } from '../../src/schema/overlay-check.ts';
import { overlayFromFile } from '../../src/schema/overlay-from-file.ts';
import { mergeOverlay, type OverlayField, type ResourceOverlay } from '../../src/schema/overlay.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { loadResource } from './helpers/load-resource.ts';

const sm = loadResource('safety-manager');
const warehouse = loadResource('warehouse');

const hoursDef: CustomFieldDef = { key: 'hours', type: 'number', title: '培训学时', minimum: 0, maximum: 100, required: true };
const badgeDef: CustomFieldDef = { key: 'badge', type: 'text', title: '工牌号', pattern: '^GP\\d{4}$', patternMessage: '工牌号为 GP 加 4 位数字' };

function custom(def: CustomFieldDef, extra: Partial<OverlayField> = {}): OverlayField {
  return { key: def.key, schema: customFieldSchema(def), def, enabled: true, sort: 0, ...extra };
}

/** An enterprise's overlay: shown, pinned, disabled and removed custom fields, tabs, a field off in a tab. */
const current: ResourceOverlay = {
  fields: [
    custom(hoursDef, { required: true, sort: 1 }),
    custom(badgeDef, { pinned: 'top' }),
    custom({ key: 'level', type: 'select', title: '等级', options: [{ label: '一级', value: '1' }] }, { enabled: false, sort: 2 }),
    custom({ key: 'old', type: 'date', title: '旧字段' }, { removed: true, sort: 3 }),
  ],
  tabs: [
    { key: 'train', title: '培训', fields: ['hours', 'old', 'post', 'department'], enabled: true, sort: 0, disabledFields: ['department'] },
    { key: 'extra', title: '其他', fields: ['badge'], enabled: true, sort: 1 },
    { key: 'off', title: '停用页签', fields: ['level'], enabled: false, sort: 2 },
  ],
};

/** The file as the schema editor opens it. */
function opened(base: ResourceFile, overlay: ResourceOverlay | null): ResourceFile {
  return structuredClone(mergeOverlay(base, overlay).resource);
}

/** The overlay from the edited file; asserts that it gives back exactly the edited file and may be stored. */
function roundTrip(base: ResourceFile, overlay: ResourceOverlay | null, edited: ResourceFile): ResourceOverlay {
  const editedCopy = structuredClone(edited);
  const result = overlayFromFile(base, overlay, edited);
  expect(edited, 'the edited file is not modified').toEqual(editedCopy);
  const back = mergeOverlay(base, result).resource;
  expect(back).toEqual(edited);
  expect(Object.keys(back.form.properties)).toEqual(Object.keys(edited.form.properties));
  expect(checkOverlay(base, result)).toEqual([]);
  return result;
}

function fieldOf(o: ResourceOverlay, key: string): OverlayField | undefined {
  return o.fields.find((f) => f.key === key);
}

describe('overlayFromFile: round trips over safety-manager with an overlay', () => {
  it('the file opened and saved unchanged gives an equivalent overlay without a patch or order', () => {
    const result = roundTrip(sm, current, opened(sm, current));
    expect(result.patch).toBeUndefined();
    expect(result.fieldOrder).toBeUndefined();
    expect(fieldOf(result, 'hours')).toMatchObject({ def: hoursDef, required: true, enabled: true });
    expect(fieldOf(result, 'badge')).toMatchObject({ def: { ...badgeDef, required: false }, pinned: 'top' });
    expect(fieldOf(result, 'level')).toEqual(current.fields[2]);
    expect(fieldOf(result, 'old')).toEqual(current.fields[3]);
    expect(result.tabs.find((t) => t.key === 'train')).toMatchObject({ fields: ['hours', 'old', 'post', 'department'], disabledFields: ['department'] });
    expect(result.tabs.find((t) => t.key === 'off')).toEqual(current.tabs[2]);
  });

  it('a property added becomes a custom field (no def), with a list and import column', () => {
    const edited = opened(sm, current);
    edited.form.properties.shoeSize = { type: 'integer', title: '鞋码', minimum: 30, maximum: 50, 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' };
    edited.list.columns.push({ field: 'shoeSize' });
    edited.import?.columns.push('shoeSize');
    const result = roundTrip(sm, current, edited);
    const f = fieldOf(result, 'shoeSize');
    expect(f).toMatchObject({ key: 'shoeSize', schema: edited.form.properties.shoeSize, enabled: true });
    expect(f).not.toHaveProperty('def');
    expect(f).not.toHaveProperty('inList');
    expect(f).not.toHaveProperty('removed');
    expect(result.patch).toBeUndefined();
  });

  it('a property added without a list column is a custom field with inList false', () => {
    const edited = opened(sm, current);
    edited.form.properties.note = { type: 'string', title: '备注', maxLength: 200 };
    const result = roundTrip(sm, current, edited);
    expect(fieldOf(result, 'note')).toMatchObject({ inList: false, enabled: true });
  });

  it('a required property added before the built-ins is pinned to the top and required', () => {
    const edited = opened(sm, current);
    edited.form.properties = { code: { type: 'string', title: '编码' }, ...edited.form.properties };
    edited.form.required = [...(edited.form.required ?? []), 'code'];
    edited.list.columns.push({ field: 'code' });
    edited.import?.columns.push('code');
    const result = roundTrip(sm, current, edited);
    expect(fieldOf(result, 'code')).toMatchObject({ pinned: 'top', required: true });
  });

  it('a custom field deleted from the file is marked removed, its definition kept', () => {
    const edited = opened(sm, current);
    delete edited.form.properties.hours;
    edited.form.required = edited.form.required?.filter((k) => k !== 'hours');
    edited.list.columns = edited.list.columns.filter((c) => c.field !== 'hours');
    if (edited.import) edited.import.columns = edited.import.columns.filter((c) => c !== 'hours');
    const train = edited.layout?.tabs.find((t) => t.key === 'train');
    if (train) train.fields = train.fields.filter((f) => f !== 'hours');
    const result = roundTrip(sm, current, edited);
    expect(fieldOf(result, 'hours')).toMatchObject({ removed: true, def: hoursDef });
    expect(mergeOverlay(sm, result).removedFields).toEqual(['hours', 'old']);
  });

  it('a custom field deleted but still named in a tab keeps the name there (placeholder)', () => {
    const edited = opened(sm, current);
    delete edited.form.properties.badge;
    edited.list.columns = edited.list.columns.filter((c) => c.field !== 'badge');
    if (edited.import) edited.import.columns = edited.import.columns.filter((c) => c !== 'badge');
    const result = roundTrip(sm, current, edited);
    expect(fieldOf(result, 'badge')).toMatchObject({ removed: true });
    expect(result.tabs.find((t) => t.key === 'extra')?.fields).toEqual(['badge']);
  });

  it('a built-in title changed is kept as a patch', () => {
    const edited = opened(sm, current);
    edited.form.properties.name.title = '人员姓名';
    const result = roundTrip(sm, current, edited);
    expect(result.patch).toEqual({ form: { properties: { name: { title: '人员姓名' } } } });
  });

  it('a custom field schema changed in the editor loses its def (the schema is what counts)', () => {
    const edited = opened(sm, current);
    edited.form.properties.hours.maximum = 200;
    const result = roundTrip(sm, current, edited);
    const f = fieldOf(result, 'hours');
    expect(f).not.toHaveProperty('def');
    expect(f?.schema.maximum).toBe(200);
    expect(result.patch).toBeUndefined();
  });

  it('a custom field made optional', () => {
    const edited = opened(sm, current);
    edited.form.required = edited.form.required?.filter((k) => k !== 'hours');
    const result = roundTrip(sm, current, edited);
    expect(fieldOf(result, 'hours')).not.toHaveProperty('required');
    expect(fieldOf(result, 'hours')?.def).toEqual({ ...hoursDef, required: false });
  });

  it('properties reordered are kept as fieldOrder', () => {
    const edited = opened(sm, current);
    const { certEnd, ...rest } = edited.form.properties;
    edited.form.properties = { certEnd, ...rest };
    const result = roundTrip(sm, current, edited);
    expect(result.fieldOrder).toEqual(Object.keys(edited.form.properties));
    expect(result.patch).toBeUndefined();
  });

  it('a custom field moved from the top to the end', () => {
    const edited = opened(sm, current);
    const { badge, ...rest } = edited.form.properties;
    edited.form.properties = { ...rest, badge };
    const result = roundTrip(sm, current, edited);
    expect(fieldOf(result, 'badge')).not.toHaveProperty('pinned');
    expect(result.fieldOrder).toBeUndefined();
  });

  it('a tab added becomes an overlay tab', () => {
    const edited = opened(sm, current);
    edited.layout?.tabs.push({ key: 'cert', title: '证书', fields: ['certNo', 'certStart', 'certEnd'] });
    const result = roundTrip(sm, current, edited);
    expect(result.tabs.find((t) => t.key === 'cert')).toEqual({ key: 'cert', title: '证书', fields: ['certNo', 'certStart', 'certEnd'], enabled: true, sort: 2 });
  });

  it('tabs reordered and renamed', () => {
    const edited = opened(sm, current);
    const [train, extra] = edited.layout?.tabs ?? [];
    edited.layout = { tabs: [{ ...extra, title: '附加' }, train] };
    const result = roundTrip(sm, current, edited);
    expect(result.tabs.filter((t) => t.enabled).map((t) => [t.key, t.title])).toEqual([['extra', '附加'], ['train', '培训']]);
  });

  it('a tab deleted that had switched a field off brings nothing back by accident', () => {
    const edited = opened(sm, current);
    edited.layout = { tabs: (edited.layout?.tabs ?? []).filter((t) => t.key !== 'train') };
    roundTrip(sm, current, edited);
  });

  it('list columns changed are kept as a patch', () => {
    const edited = opened(sm, current);
    edited.list.columns = edited.list.columns.filter((c) => c.field !== 'post').map((c) => (c.field === 'name' ? { ...c, width: 200 } : c));
    const result = roundTrip(sm, current, edited);
    expect(result.patch).toHaveProperty(['list', 'columns']);
  });

  it('a custom field taken out of the list columns gets inList false', () => {
    const edited = opened(sm, current);
    edited.list.columns = edited.list.columns.filter((c) => c.field !== 'hours');
    if (edited.import) edited.import.columns = edited.import.columns.filter((c) => c !== 'hours');
    const result = roundTrip(sm, current, edited);
    expect(fieldOf(result, 'hours')?.inList).toBe(false);
  });

  it('a removed custom field written back into the file is restored (its definition kept when the schema matches)', () => {
    const edited = opened(sm, current);
    edited.form.properties.old = customFieldSchema(current.fields[3].def as CustomFieldDef);
    edited.list.columns.push({ field: 'old' });
    edited.import?.columns.push('old');
    const result = roundTrip(sm, current, edited);
    expect(fieldOf(result, 'old')).toMatchObject({ enabled: true, def: { ...current.fields[3].def, required: false } });
    expect(fieldOf(result, 'old')).not.toHaveProperty('removed');
    expect(result.fields.filter((f) => f.key === 'old')).toHaveLength(1);
  });

  it('a built-in field switched off in a tab and written back into the tab is shown again', () => {
    const edited = opened(sm, current);
    const base = loadResource('safety-manager');
    edited.form.properties = { ...edited.form.properties, department: base.form.properties.department };
    const train = edited.layout?.tabs.find((t) => t.key === 'train');
    train?.fields.push('department');
    const result = roundTrip(sm, current, edited);
    expect(result.tabs.find((t) => t.key === 'train')).not.toHaveProperty('disabledFields');
  });

  it('several edits at once', () => {
    const edited = opened(sm, current);
    edited.title = '安全管理人员台账';
    edited.form.properties.extra1 = { type: 'string', title: '附加一', 'x-component': 'Input' };
    delete edited.form.properties.badge;
    edited.list.columns = [{ field: 'name' }, { field: 'extra1' }, { field: 'hours' }];
    if (edited.import) edited.import.columns = edited.import.columns.filter((c) => c !== 'badge');
    edited.layout = { tabs: [{ key: 'ext', title: '扩展', fields: ['extra1', 'hours'] }] };
    edited.detail = { sections: [{ title: '全部', fields: ['name', 'hours', 'extra1'] }] };
    const result = roundTrip(sm, current, edited);
    expect(fieldOf(result, 'badge')?.removed).toBe(true);
    expect(fieldOf(result, 'extra1')).toMatchObject({ enabled: true });
  });
});

describe('overlayFromFile: a file without an overlay yet', () => {
  it('saved unchanged gives an empty overlay', () => {
    expect(roundTrip(warehouse, null, opened(warehouse, null))).toEqual({ fields: [], tabs: [] });
  });

  it('a property and a tab added over warehouse', () => {
    const edited = opened(warehouse, null);
    edited.form.properties.keeper = { type: 'integer', title: '保管员', minimum: 1, 'x-decorator': 'FormItem', 'x-component': 'PersonPicker' };
    edited.list.columns.push({ field: 'keeper' });
    edited.layout = { tabs: [{ key: 'safety', title: '安全', fields: ['isHazardSource', 'hazardSourceCode', 'keeper'] }] };
    const result = roundTrip(warehouse, null, edited);
    expect(result.fields).toEqual([{ key: 'keeper', schema: edited.form.properties.keeper, enabled: true, sort: Object.keys(edited.form.properties).indexOf('keeper') }]);
    expect(result.tabs).toEqual([{ key: 'safety', title: '安全', fields: ['isHazardSource', 'hazardSourceCode', 'keeper'], enabled: true, sort: 0 }]);
  });

  it('a built-in property removed and the detail changed are kept as a patch', () => {
    const edited = opened(warehouse, null);
    delete edited.form.properties.attachments;
    edited.detail?.sections[2].fields.splice(edited.detail.sections[2].fields.indexOf('attachments'), 1);
    const result = roundTrip(warehouse, null, edited);
    expect(result.fields).toEqual([]);
    expect(result.patch).toMatchObject({ form: { properties: { attachments: null } } });
  });

  it('does not modify the base or the current overlay', () => {
    const base = structuredClone(sm);
    const cur = structuredClone(current);
    const edited = opened(sm, current);
    edited.form.properties.x1 = { type: 'string', title: 'X' };
    overlayFromFile(base, cur, edited);
    expect(base).toEqual(sm);
    expect(cur).toEqual(current);
  });
});
