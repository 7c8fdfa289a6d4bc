// The designer's pure edits of a draft overlay (designer/overlay-edits.ts).
import { describe, expect, it } from 'vitest';
import {
  addField,
  defOf,
  emptyOverlay,
  moveField,
  orderedFields,
  pinField,
  pinGroupRange,
  removeField,
  restoreField,
  sameOverlay,
  setFieldEnabled,
  setTabs,
  takenKeys,
  updateField,
  type PinChoice,
} from '../../designer/overlay-edits.ts';
import { customFieldSchema, type CustomFieldDef } from '../../src/schema/custom-field.ts';
import { mergeOverlay, type ResourceOverlay } from '../../src/schema/overlay.ts';
import { SAFETY_MANAGER } from '../../stories/support/resource-fixtures.ts';

const text = (key: string, extra: Partial<CustomFieldDef> = {}): CustomFieldDef => ({ key, type: 'text', title: `字段${key}`, ...extra });

/** An overlay with custom fields a..e added in order. */
function five(): ResourceOverlay {
  return ['a', 'b', 'c', 'd', 'e'].reduce((o, k) => addField(o, text(k)), emptyOverlay());
}
const order = (o: ResourceOverlay) => orderedFields(o).map((f) => f.key).join('');

describe('addField / updateField', () => {
  it('adds an enabled field after the unpinned ones, its schema compiled from the def', () => {
    const o = addField(addField(emptyOverlay(), text('a')), text('b', { required: true, inList: false, maxLength: 20 }));
    expect(order(o)).toBe('ab');
    const b = o.fields[1];
    expect(b).toMatchObject({ key: 'b', enabled: true, required: true, inList: false });
    expect(b.schema).toEqual(customFieldSchema(text('b', { required: true, inList: false, maxLength: 20 })));
    expect(b.sort).toBeGreaterThan(o.fields[0].sort);
    // The merged file has the field, required.
    const merged = mergeOverlay(SAFETY_MANAGER, o).resource;
    expect(merged.form.properties.b.maxLength).toBe(20);
    expect(merged.form.required).toContain('b');
  });

  it('refuses a key used already', () => {
    expect(() => addField(addField(emptyOverlay(), text('a')), text('a'))).toThrow(/exists/);
  });

  it('replaces the definition, keeping the key and the switches, and recompiles the schema', () => {
    const o = pinField(addField(emptyOverlay(), text('a', { required: true, inList: false })), 'a', 'top');
    const next = updateField(o, 'a', { key: 'ignored', type: 'number', title: '数量', minimum: 0, maximum: 9 });
    const f = next.fields[0];
    expect(f.key).toBe('a');
    expect(f.def).toMatchObject({ key: 'a', type: 'number', title: '数量' });
    expect(f.schema).toMatchObject({ type: 'number', minimum: 0, maximum: 9, 'x-component': 'NumberPicker' });
    expect(f.pinned).toBe('top');
    expect(f).not.toHaveProperty('required');
    expect(f).not.toHaveProperty('inList');
    expect(o.fields[0].def?.type).toBe('text');
  });

  it('throws for an unknown field', () => {
    expect(() => updateField(emptyOverlay(), 'x', text('x'))).toThrow(/does not exist/);
    expect(() => removeField(emptyOverlay(), 'x')).toThrow(/does not exist/);
  });
});

describe('switches', () => {
  it.each<[string, (o: ResourceOverlay) => ResourceOverlay, Record<string, unknown>, string[]]>([
    ['remove', (o) => removeField(o, 'b'), { removed: true, enabled: true }, ['b']],
    ['remove then restore', (o) => restoreField(removeField(o, 'b'), 'b'), { enabled: true }, []],
    ['disable', (o) => setFieldEnabled(o, 'b', false), { enabled: false }, ['b']],
    ['disable then enable', (o) => setFieldEnabled(setFieldEnabled(o, 'b', false), 'b', true), { enabled: true }, []],
  ])('%s', (_name, edit, expected, hidden) => {
    const before = five();
    const o = edit(before);
    const b = o.fields.find((f) => f.key === 'b');
    expect(b).toMatchObject(expected);
    if (!('removed' in expected)) expect(b).not.toHaveProperty('removed');
    expect(mergeOverlay(SAFETY_MANAGER, o).hiddenFields).toEqual(hidden);
    // The input is untouched.
    expect(before.fields.every((f) => f.enabled && !f.removed)).toBe(true);
  });
});

describe('pinField', () => {
  it.each<[string, [string, PinChoice][], string]>([
    ['top', [['c', 'top']], 'cabde'],
    ['end', [['b', 'end']], 'acdeb'],
    ['two to the top: the later one first', [['c', 'top'], ['e', 'top']], 'ecabd'],
    ['two to the end: the later one last', [['a', 'end'], ['b', 'end']], 'cdeab'],
    ['unpin goes after the unpinned', [['a', 'top'], ['e', 'end'], ['a', 'none']], 'bcdae'],
  ])('%s', (_name, pins, expected) => {
    const o = pins.reduce((acc, [k, p]) => pinField(acc, k, p), five());
    expect(order(o)).toBe(expected);
    const unpinned = o.fields.filter((f) => !f.pinned).map((f) => f.key);
    expect(unpinned.every((k) => !('pinned' in (o.fields.find((f) => f.key === k) ?? {})))).toBe(true);
  });
});

describe('moveField', () => {
  it.each<[string, number, number, string]>([
    ['down one', 0, 1, 'bacde'],
    ['up one', 3, 2, 'abdce'],
    ['to the end', 0, 4, 'bcdea'],
    ['to the start', 4, 0, 'eabcd'],
    ['past the end is clamped', 1, 99, 'acdeb'],
    ['in place', 2, 2, 'abcde'],
  ])('%s', (_name, from, to, expected) => {
    expect(order(moveField(five(), from, to))).toBe(expected);
  });

  it('stays within the pin group', () => {
    const pinned = pinField(pinField(five(), 'a', 'top'), 'e', 'end'); // a | b c d | e
    expect(pinGroupRange(pinned, 0)).toEqual([0, 0]);
    expect(pinGroupRange(pinned, 2)).toEqual([1, 3]);
    expect(pinGroupRange(pinned, 4)).toEqual([4, 4]);
    expect(order(moveField(pinned, 1, 0))).toBe('abcde');
    expect(order(moveField(pinned, 3, 4))).toBe('abcde');
    expect(order(moveField(pinned, 3, 1))).toBe('adbce');
    expect(() => moveField(pinned, 9, 0)).toThrow();
  });

  it('answers the same overlay when nothing moves', () => {
    const o = five();
    expect(moveField(o, 1, 1)).toBe(o);
  });
});

describe('helpers', () => {
  it('takenKeys: built-in, system and other custom fields, removed ones included', () => {
    const o = removeField(five(), 'c');
    const taken = takenKeys(SAFETY_MANAGER, o, 'a');
    for (const k of ['name', 'mobile', 'id', 'createdAt', 'b', 'c']) expect(taken.has(k)).toBe(true);
    expect(taken.has('a')).toBe(false);
  });

  it('sameOverlay compares by value', () => {
    expect(sameOverlay(five(), five())).toBe(true);
    expect(sameOverlay(five(), setFieldEnabled(five(), 'a', false))).toBe(false);
  });

  it('setTabs replaces the tabs; defOf reads the definition', () => {
    const tabs = [{ key: 'extra', title: '扩展', fields: ['a'], enabled: true, sort: 0 }];
    const o = setTabs(five(), tabs);
    expect(o.tabs).toBe(tabs);
    expect(defOf(o.fields[0])).toMatchObject({ key: 'a', type: 'text' });
    expect(defOf({ key: 'raw', schema: { type: 'string' }, enabled: true, sort: 0 })).toBeNull();
  });
});
