// textRefs (src/schema/keywords/text-refs.ts): which stored records still need the migration, how a text is
// matched (a number before a name, exactly one record wins, several are ambiguous), what the stored data
// becomes (nothing lost), and the file's checks; over every shipped file.
import { describe, expect, it } from 'vitest';
import { applyArrayOutcome, applyOutcome, matchTextRef, matchTextRefArray, needsMigration, REF_TEXT_KEY, type TextRef, type TextLookup } from '../../src/schema/keywords/text-refs.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { checkRegistry } from '../../src/schema/keywords/keyword-checks.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';
import { englishOf } from './helpers/english-of.ts';

const SAME: TextRef = { field: 'owner', match: [['owner', 'name']] };
const BESIDE: TextRef = { field: 'staffId', match: [['idCard', 'idCard'], ['name', 'name']] };
const UNLESS: TextRef = { field: 'cuId', match: [['name', 'name']], unlessSet: 'staffId' };

/** A lookup over a small table of (field, text) -> ids. */
function lookup(table: Record<string, number[]>): TextLookup {
  return (field, text) => table[`${field}:${text}`] ?? [];
}
const PEOPLE = lookup({ 'name:张三': [11], 'name:张伟': [12, 13], 'idCard:X1': [14], 'name:李四': [15], 'idCard:X2': [16, 17] });

describe('needsMigration', () => {
  it.each<[string, TextRef, Record<string, unknown>, boolean]>([
    ['a text in the field', SAME, { owner: '张三' }, true],
    ['an empty text', SAME, { owner: '' }, true],
    ['an id already', SAME, { owner: 11 }, false],
    ['an id of 0', SAME, { owner: 0 }, false],
    ['a text already kept (unmatched before)', SAME, { [REF_TEXT_KEY]: { owner: '张三' } }, false],
    ['nothing at all', SAME, {}, false],
    ['an array (not a scalar text)', SAME, { owner: ['张三'] }, false],
    ['an object', SAME, { owner: { name: '张三' } }, false],
    ['sources beside', BESIDE, { name: '张三' }, true],
    ['sources beside, all blank', BESIDE, { name: '  ', idCard: '' }, false],
    ['sources beside, reference set', BESIDE, { name: '张三', staffId: 3 }, false],
    ['unlessSet holds an id', UNLESS, { name: '张三', staffId: 3 }, false],
    ['unlessSet holds a text', UNLESS, { name: '张三', staffId: '张三' }, true],
    ['a kept text that is not an object', SAME, { [REF_TEXT_KEY]: 'x' }, false],
  ])('%s', (_, ref, data, expected) => {
    expect(needsMigration(ref, data)).toBe(expected);
  });
});

describe('matchTextRef', () => {
  it.each<[string, TextRef, Record<string, unknown>, ReturnType<typeof matchTextRef>]>([
    ['one record by name', SAME, { owner: '张三' }, { kind: 'matched', id: 11, text: '张三', keepText: true }],
    ['trimmed', SAME, { owner: ' 张三\u3000' }, { kind: 'matched', id: 11, text: ' 张三\u3000', keepText: true }],
    ['two records', SAME, { owner: '张伟' }, { kind: 'unmatched', text: '张伟', reason: 'many', candidates: [12, 13], keepText: true }],
    ['no record', SAME, { owner: '王五' }, { kind: 'unmatched', text: '王五', reason: 'none', candidates: [], keepText: true }],
    ['blank text: emptied, not listed', SAME, { owner: '   ' }, { kind: 'blank', text: '   ' }],
    ['empty text', SAME, { owner: '' }, { kind: 'blank', text: '' }],
    ['number first', BESIDE, { idCard: 'X1', name: '张三' }, { kind: 'matched', id: 14, text: 'X1', keepText: false }],
    ['number unknown, then name', BESIDE, { idCard: 'X9', name: '李四' }, { kind: 'matched', id: 15, text: '李四', keepText: false }],
    ['number ambiguous, name decides', BESIDE, { idCard: 'X2', name: '张三' }, { kind: 'matched', id: 11, text: '张三', keepText: false }],
    ['number ambiguous, name unknown', BESIDE, { idCard: 'X2', name: '无名' }, { kind: 'unmatched', text: 'X2 / 无名', reason: 'many', candidates: [16, 17], keepText: false }],
    ['numeric source', BESIDE, { idCard: 12345, name: '' }, { kind: 'unmatched', text: '12345', reason: 'none', candidates: [], keepText: false }],
    ['already done', SAME, { owner: 11 }, { kind: 'skip' }],
    ['hostile key names', SAME, { owner: '__proto__' }, { kind: 'unmatched', text: '__proto__', reason: 'none', candidates: [], keepText: true }],
  ])('%s', (_, ref, data, expected) => {
    expect(matchTextRef(ref, data, PEOPLE)).toEqual(expected);
  });

  it('counts an id the lookup answers twice once', () => {
    expect(matchTextRef(SAME, { owner: '张三' }, () => [11, 11])).toMatchObject({ kind: 'matched', id: 11 });
  });
});

describe('applyOutcome keeps every text', () => {
  it('a matched text: the id, and the text under _refText', () => {
    const data = { owner: '张三', other: 1, [REF_TEXT_KEY]: { dept: '安全部' } };
    const out = applyOutcome(SAME, data, matchTextRef(SAME, data, PEOPLE));
    expect(out).toEqual({ owner: 11, other: 1, [REF_TEXT_KEY]: { dept: '安全部', owner: '张三' } });
    expect(data.owner).toBe('张三'); // the input is not changed
  });
  it('an unmatched text: the field empty, the text kept, and the next run skips it', () => {
    const data = { owner: '张伟' };
    const out = applyOutcome(SAME, data, matchTextRef(SAME, data, PEOPLE));
    expect(out).toEqual({ [REF_TEXT_KEY]: { owner: '张伟' } });
    expect(matchTextRef(SAME, out, PEOPLE)).toEqual({ kind: 'skip' });
  });
  it('a reference beside its sources: the sources stay, nothing else is added when matched', () => {
    const data = { idCard: 'X1', name: '张三' };
    expect(applyOutcome(BESIDE, data, matchTextRef(BESIDE, data, PEOPLE))).toEqual({ idCard: 'X1', name: '张三', staffId: 14 });
  });
  it('a reference beside its sources, unmatched: remembered, so it is listed once', () => {
    const data = { name: '无名' };
    const out = applyOutcome(BESIDE, data, matchTextRef(BESIDE, data, PEOPLE));
    expect(out).toEqual({ name: '无名', [REF_TEXT_KEY]: { staffId: '无名' } });
    expect(needsMigration(BESIDE, out)).toBe(false);
  });
  it('a blank text: the field emptied, white space kept, an empty text dropped', () => {
    expect(applyOutcome(SAME, { owner: ' ' }, { kind: 'blank', text: ' ' })).toEqual({ [REF_TEXT_KEY]: { owner: ' ' } });
    expect(applyOutcome(SAME, { owner: '', a: 1 }, { kind: 'blank', text: '' })).toEqual({ a: 1 });
  });
  it('skip changes nothing', () => {
    expect(applyOutcome(SAME, { owner: 3 }, { kind: 'skip' })).toEqual({ owner: 3 });
  });
});

describe('an array of names (matchTextRefArray, applyArrayOutcome)', () => {
  const LIST: TextRef = { field: 'members', match: [['members', 'name'], ['members', 'idCard']] };
  it('matches element by element: one record wins, several or none are listed with their index', () => {
    const o = matchTextRefArray(LIST, { members: [' 张三 ', '张伟', '王五', 'X1', ''] }, PEOPLE);
    expect(o).toEqual({
      kind: 'array',
      ids: [11, 14],
      texts: [' 张三 ', '张伟', '王五', 'X1', ''],
      unmatched: [
        { item: 1, text: '张伟', reason: 'many', candidates: [12, 13] },
        { item: 2, text: '王五', reason: 'none', candidates: [] },
      ],
    });
  });
  it('keeps ids already there, drops a name that finds one of them again', () => {
    const o = matchTextRefArray(LIST, { members: [11, '张三', '李四'] }, PEOPLE);
    expect(o).toMatchObject({ ids: [11, 15], texts: ['张三', '李四'], unmatched: [] });
  });
  it.each<[string, unknown]>([
    ['ids only', [11, 12]],
    ['an empty array', []],
    ['a scalar text', '张三'],
    ['nothing', undefined],
  ])('skips %s', (_, members) => {
    expect(matchTextRefArray(LIST, { members }, PEOPLE)).toEqual({ kind: 'skip' });
  });
  it('stores the ids and keeps every typed name; none found empties the field', () => {
    const data = { members: ['张三', '王五'], other: 1 };
    const out = applyArrayOutcome(LIST, data, matchTextRefArray(LIST, data, PEOPLE));
    expect(out).toEqual({ members: [11], other: 1, [REF_TEXT_KEY]: { members: ['张三', '王五'] } });
    const none = { members: ['王五'], [REF_TEXT_KEY]: { owner: '甲' } };
    expect(applyArrayOutcome(LIST, none, matchTextRefArray(LIST, none, PEOPLE))).toEqual({ [REF_TEXT_KEY]: { owner: '甲', members: ['王五'] } });
    // The result needs no second run.
    expect(matchTextRefArray(LIST, out, PEOPLE)).toEqual({ kind: 'skip' });
  });
});

/** A small valid file with a reference to staff and one to another resource. */
function file(textRefs: unknown): unknown {
  return {
    key: 'tr-demo',
    title: '示例',
    endpoint: '/u-basic/tr-demo',
    actions: ['list', 'detail', 'create', 'update', 'delete'],
    permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: {
      type: 'object',
      properties: {
        name: { type: 'string', title: '名称', maxLength: 20, 'x-decorator': 'FormItem', 'x-component': 'Input' },
        owner: { type: 'integer', title: '负责人', 'x-ref': { resource: 'staff' }, 'x-decorator': 'FormItem', 'x-component': 'PersonPicker' },
        text: { type: 'string', title: '文本', maxLength: 20, 'x-decorator': 'FormItem', 'x-component': 'Input' },
        members: { type: 'array', title: '成员', items: { type: 'integer' }, 'x-ref': { resource: 'staff' }, 'x-decorator': 'FormItem', 'x-component': 'RefPicker' },
      },
    },
    list: { columns: [{ field: 'name' }] },
    textRefs,
  };
}
const problems = (json: unknown) => {
  const r = checkResourceFile(json);
  return r.ok ? [] : r.errors.map((e) => `${e.pointer}: ${englishOf(e)}`);
};

describe('the file check of textRefs', () => {
  it('accepts a reference matched by entity fields, from a source that is not (or no longer) a property', () => {
    expect(problems(file([{ field: 'owner', match: [['ownerName', 'name'], ['text', 'idCard']] }]))).toEqual([]);
  });
  it('accepts an array of ids matched by its own names', () => {
    expect(problems(file([{ field: 'members', match: [['members', 'name'], ['members', 'mobile']] }]))).toEqual([]);
  });
  it.each<[string, unknown, string]>([
    ['a field that is not a reference', [{ field: 'text', match: [['text', 'name']] }], "/textRefs/0/field: 'text' must be an integer field (or an array of ids) with x-ref"],
    ['an array matched by another field', [{ field: 'members', match: [['text', 'name']] }], "/textRefs/0/match/0/0: an array reference is matched by its own names: use 'members'"],
    ['unlessSet on an array', [{ field: 'members', match: [['members', 'name']], unlessSet: 'owner' }], "/textRefs/0/unlessSet: 'unlessSet' does not apply to an array reference"],
    ['an entity field that cannot match', [{ field: 'owner', match: [['owner', 'post']] }], "/textRefs/0/match/0/1: 'staff' cannot be matched by 'post' (only name, idCard, mobile)"],
    ['the same field twice', [{ field: 'owner', match: [['owner', 'name']] }, { field: 'owner', match: [['owner', 'name']] }], "/textRefs/1/field: 'owner' is listed twice"],
    ['unlessSet on a text field', [{ field: 'owner', match: [['owner', 'name']], unlessSet: 'text' }], "/textRefs/0/unlessSet: 'text' must be a reference field"],
  ])('refuses %s', (_, refs, expected) => {
    expect(problems(file(refs))).toContain(expected);
  });
  it.each<[string, unknown]>([
    ['no match', [{ field: 'owner', match: [] }]],
    ['a pair of one', [{ field: 'owner', match: [['owner']] }]],
    ['a bad name', [{ field: 'owner', match: [['own er', 'name']] }]],
    ['an unknown key', [{ field: 'owner', match: [['owner', 'name']], by: 'x' }]],
    ['not an array', { field: 'owner' }],
  ])('the meta-schema refuses %s', (_, refs) => {
    expect(problems(file(refs)).length).toBeGreaterThan(0);
  });
  it('across files: a resource target is matched by its own properties', () => {
    const r = checkResourceFile(file(null));
    expect(r.ok).toBe(false); // textRefs: null is not an array
    const base = checkResourceFile({ ...(file([]) as object), key: 'tr-base' });
    if (!base.ok) throw new Error('base file');
    const bad = {
      ...base.resource,
      key: 'tr-user',
      form: { ...base.resource.form, properties: { ...base.resource.form.properties, baseId: { type: 'integer', title: '基础', 'x-ref': { resource: 'tr-base' }, 'x-decorator': 'FormItem', 'x-component': 'RefPicker' } } },
      textRefs: [{ field: 'baseId', match: [['baseName', 'nope'], ['baseName', 'name']] }],
    } as ResourceFile;
    expect(checkRegistry([base.resource, bad]).map((p) => ({ ...p, message: englishOf(p) }))).toContainEqual({ key: 'tr-user', pointer: '/textRefs/0/match/0/1', message: "'tr-base' has no field 'nope'" });
  });
});

describe('the shipped files', () => {
  const all = resourceRegistry().all;
  it('list their hand-typed references (the inventory of docs/schema-engine.md)', () => {
    expect(all.filter((r) => r.textRefs?.length).length).toBeGreaterThanOrEqual(30);
  });
  it.each(all.filter((r) => r.textRefs?.length).map((r) => [r.key, r] as const))('%s: each entry is a reference of the form, and a text field it replaced is gone from it', (_, r) => {
    for (const ref of r.textRefs ?? []) {
      const f = r.form.properties[ref.field];
      expect(['integer', 'array'], ref.field).toContain(f?.type);
      if (f?.type === 'array') expect(f.items?.type, ref.field).toBe('integer');
      for (const [from] of ref.match) {
        const source = r.form.properties[from];
        // A source is the field itself, a text beside it, or a text field the reference replaced (unseen).
        if (from !== ref.field && source) expect(['string', 'integer', 'number'], `${ref.field} <- ${from}`).toContain(source.type);
      }
    }
  });
});
