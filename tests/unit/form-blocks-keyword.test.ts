// Form blocks (src/schema/keywords/form-blocks.ts): `x-block` on a top-level property makes a registered block the
// field's editor (its value and validator stay the field's), `form.x-blocks` places blocks without a value after a
// field. The file check refuses an unknown shape, a nested x-block, x-block with x-component, an unknown `after`
// and a block placed twice; the compiled Formily schema puts each block where the file says.
import { describe, expect, it } from 'vitest';
import { toFormilySchema, type FormilySchema } from '../../src/schema/compile-formily.ts';
import { formBlockKeys } from '../../src/schema/keywords/form-blocks.ts';
import { localizeResource } from '../../src/schema/localize.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import type { FieldSchema, ResourceFile } from '../../src/schema/resource-types.ts';
import { englishOf } from './helpers/english-of.ts';
import { minimalResource } from './helpers/minimal-resource.ts';

const rows: FieldSchema = {
  type: 'array',
  title: '作业人',
  maxItems: 2,
  items: { type: 'object', properties: { xingMing: { type: 'string', title: '姓名', maxLength: 5 } }, required: ['xingMing'] },
  'x-block': { key: 'tszy/workers', props: { limit: 2 } },
};

function file(formPatch: Record<string, unknown> = {}, props: Record<string, unknown> = {}): ResourceFile {
  const base = minimalResource('permit-like', { where: { type: 'string', title: '地点', maxLength: 10 }, workers: rows, note: { type: 'string', title: '备注' }, ...props } as Record<string, FieldSchema>);
  return { ...base, form: { ...base.form, 'x-blocks': [{ key: 'tszy/grade', title: '作业级别', after: 'where' }], ...formPatch } } as ResourceFile;
}

function problems(json: unknown): string[] {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
}

describe('form blocks: the file check', () => {
  it('accepts a block on a property and a block after a field', () => {
    expect(problems(file())).toEqual([]);
    expect(formBlockKeys(file())).toEqual(['tszy/workers', 'tszy/grade']);
  });

  it.each([
    ['a key outside a module folder', file({}, { workers: { ...rows, 'x-block': { key: 'workers' } } }), '/form/properties/workers/x-block/key'],
    ['an unknown member of x-block', file({}, { workers: { ...rows, 'x-block': { key: 'tszy/workers', place: 1 } } }), '/form/properties/workers/x-block'],
    ['x-blocks without a key', file({ 'x-blocks': [{ title: '级别' }] }), '/form/x-blocks/0'],
    ['an unknown member of x-blocks', file({ 'x-blocks': [{ key: 'tszy/grade', before: 'where' }] }), '/form/x-blocks/0'],
  ])('refuses %s', (_name, json, pointer) => {
    const found = problems(json);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.startsWith(pointer))).toBe(true);
  });

  it('refuses a block inside a list’s rows', () => {
    const nested = { ...rows, 'x-block': undefined, items: { ...rows.items, properties: { xingMing: { type: 'string', title: '姓名', 'x-block': { key: 'tszy/name' } } } } };
    expect(problems(file({}, { workers: nested }))).toEqual([
      "/form/properties/workers/items/properties/xingMing/x-block: a form block (x-block) goes on a top-level field of the form, not inside 'workers'",
    ]);
  });

  it('refuses a block with an x-component', () => {
    expect(problems(file({}, { workers: { ...rows, 'x-component': 'Select' } }))).toEqual([
      "/form/properties/workers/x-component: 'workers' is edited by the form block 'tszy/workers' and cannot name an x-component too",
    ]);
  });

  it('refuses a block after an unknown field and a block placed twice', () => {
    const twice = file({ 'x-blocks': [{ key: 'tszy/grade', after: 'nowhere' }, { key: 'tszy/grade' }] });
    expect(problems(twice)).toEqual(["/form/x-blocks/0/after: unknown field 'nowhere'", "/form/x-blocks/1/key: the form block 'tszy/grade' is placed once already"]);
  });
});

const keys = (node: FormilySchema | undefined) => Object.keys(node?.properties ?? {});

describe('form blocks: the compiled form', () => {
  it('makes the block the field’s editor with its props, keeping the field’s validator', () => {
    const node = toFormilySchema(file()).properties?.workers;
    expect(node?.['x-component']).toBe('FormBlock');
    // The block is told the file placing it (a permit block its kind where no permit form says it: the designer's preview).
    expect(node?.['x-component-props']).toEqual({ block: 'tszy/workers', blockProps: { limit: 2 }, title: '作业人', resourceKey: 'permit-like' });
    // The server's rules of the field (at most 2 rows); a row's members are the block's to check (field-check.ts
    // checks an object's type only) and the server's on saving.
    expect(node?.['x-validator']?.([{ xingMing: 'a' }, { xingMing: 'b' }, { xingMing: 'c' }])).toBe('作业人不能超过2项');
    expect(node?.['x-validator']?.('张三')).not.toBe('');
    expect(node?.['x-validator']?.([{ xingMing: '张三' }])).toBe('');
  });

  it('places a block without a value after its field, and one without `after` first', () => {
    const schema = toFormilySchema(file({ 'x-blocks': [{ key: 'tszy/grade', title: '作业级别', after: 'where' }, { key: 'tszy/notice' }] }));
    expect(keys(schema)).toEqual(['__block_1', 'name', 'where', '__block_0', 'workers', 'note']);
    expect(schema.properties?.__block_0).toMatchObject({ type: 'void', title: '作业级别', 'x-component': 'FormBlock', 'x-component-props': { block: 'tszy/grade', blockProps: {}, resourceKey: 'permit-like' } });
  });

  it('keeps a block whose field is hidden, at the end, and spans both columns of a two-column form', () => {
    const schema = toFormilySchema(file(), { hiddenFields: ['where'], columns: 2 });
    const grid = schema.properties?.__grid;
    expect(keys(grid)).toEqual(['name', 'workers', 'note', '__block_0']);
    expect(grid?.properties?.__block_0['x-decorator-props']).toEqual({ gridSpan: 2 });
    expect(grid?.properties?.workers['x-decorator-props']).toMatchObject({ gridSpan: 2 });
  });

  it('places a block in the tab of its field', () => {
    const tabbed = { ...file(), layout: { tabs: [{ key: 'people', title: '人员', fields: ['workers'] }, { key: 'site', title: '地点', fields: ['where'] }] } } as ResourceFile;
    const panes = toFormilySchema(tabbed).properties?.__tabs.properties;
    expect(keys(panes?.__basic)).toEqual(['name', 'note']);
    expect(keys(panes?.site)).toEqual(['where', '__block_0']);
  });
});

describe('form blocks: in English', () => {
  it('titles a block without a value with its x-title-en', () => {
    const english = localizeResource(file({ 'x-blocks': [{ key: 'tszy/grade', title: '作业级别', 'x-title-en': 'Grade', after: 'where' }] }), 'en');
    expect(english.form['x-blocks']?.[0].title).toBe('Grade');
    expect(toFormilySchema(english).properties?.__block_0.title).toBe('Grade');
  });
});
