// JSON merge patch (RFC 7386, src/schema/merge-patch.ts): the RFC's examples, patches created between two
// documents and applied back, deep equality, and inputs left untouched.
import { describe, expect, it } from 'vitest';
import { applyMergePatch, createMergePatch, isJsonObject, jsonEqual, type JsonObject } from '../../src/schema/merge-patch.ts';
import { loadResource } from './helpers/load-resource.ts';

describe('applyMergePatch: the examples of RFC 7386 appendix A', () => {
  it.each<[unknown, unknown, unknown]>([
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])('%j patched with %j gives %j', (target, patch, result) => {
    expect(applyMergePatch(target, patch)).toEqual(result);
  });

  it('the example of RFC 7386 section 3', () => {
    const target = { title: 'Goodbye!', author: { givenName: 'John', familyName: 'Doe' }, tags: ['example', 'sample'], content: 'This will be unchanged' };
    const patch = { title: 'Hello!', phoneNumber: '+01-123-456-7890', author: { familyName: null }, tags: ['example'] };
    expect(applyMergePatch(target, patch)).toEqual({
      title: 'Hello!',
      author: { givenName: 'John' },
      tags: ['example'],
      content: 'This will be unchanged',
      phoneNumber: '+01-123-456-7890',
    });
  });

  it.each<[string, unknown, unknown, unknown]>([
    ['an empty patch changes nothing', { a: 1 }, {}, { a: 1 }],
    ['removing a missing member is no error', { a: 1 }, { b: null }, { a: 1 }],
    ['an object patch over a scalar starts from {}', 'x', { a: 1 }, { a: 1 }],
    ['an object patch over undefined starts from {}', undefined, { a: { b: null, c: 2 } }, { a: { c: 2 } }],
    ['arrays inside arrays are replaced whole', { a: [[1], [2]] }, { a: [[3]] }, { a: [[3]] }],
    ['null inside an array stays', { a: 1 }, { a: [null] }, { a: [null] }],
    ['nested objects are merged member by member', { a: { b: { c: 1, d: 2 } } }, { a: { b: { d: 3 } } }, { a: { b: { c: 1, d: 3 } } }],
  ])('%s', (_name, target, patch, result) => {
    expect(applyMergePatch(target, patch)).toEqual(result);
  });

  it('does not modify the target or the patch, and shares nothing with them', () => {
    const target = { a: { b: [1, 2] }, c: 'x' };
    const patch = { a: { d: { e: 1 } }, c: null };
    const t = structuredClone(target);
    const p = structuredClone(patch);
    const out = applyMergePatch(target, patch) as { a: { b: number[]; d: { e: number } } };
    expect(target).toEqual(t);
    expect(patch).toEqual(p);
    out.a.b.push(3);
    out.a.d.e = 2;
    expect(target.a.b).toEqual([1, 2]);
    expect(patch.a.d.e).toBe(1);
  });
});

describe('jsonEqual', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['same scalars', 1, 1, true],
    ['different scalars', 1, '1', false],
    ['member order ignored', { a: 1, b: 2 }, { b: 2, a: 1 }, true],
    ['array order counts', [1, 2], [2, 1], false],
    ['nested', { a: [{ b: null }] }, { a: [{ b: null }] }, true],
    ['a missing member is not null', { a: null }, {}, false],
    ['an extra member', { a: 1 }, { a: 1, b: 1 }, false],
    ['array and object', [], {}, false],
    ['null and object', null, {}, false],
    ['arrays of different length', [1], [1, 1], false],
  ])('%s', (_name, a, b, equal) => {
    expect(jsonEqual(a, b)).toBe(equal);
    expect(jsonEqual(b, a)).toBe(equal);
  });
});

describe('isJsonObject', () => {
  it.each<[unknown, boolean]>([[{}, true], [[], false], [null, false], ['x', false], [1, false]])('%j -> %s', (v, ok) => {
    expect(isJsonObject(v)).toBe(ok);
  });
});

describe('createMergePatch', () => {
  it.each<[string, JsonObject, JsonObject, JsonObject | null]>([
    ['equal documents give null', { a: 1, b: { c: [1] } }, { b: { c: [1] }, a: 1 }, null],
    ['a changed member', { a: 1 }, { a: 2 }, { a: 2 }],
    ['an added member', { a: 1 }, { a: 1, b: 'x' }, { b: 'x' }],
    ['a removed member becomes null', { a: 1, b: 2 }, { a: 1 }, { b: null }],
    ['nested changes only', { a: { b: 1, c: 2 } }, { a: { b: 1, c: 3 } }, { a: { c: 3 } }],
    ['a changed array is replaced whole', { a: [1, 2, 3] }, { a: [1, 3] }, { a: [1, 3] }],
    ['an object that becomes an array', { a: { b: 1 } }, { a: [1] }, { a: [1] }],
    ['an array that becomes an object', { a: [1] }, { a: { b: 1 } }, { a: { b: 1 } }],
    ['an object emptied', { a: { b: 1 } }, { a: {} }, { a: { b: null } }],
    ['a null member kept as null', { a: null }, { a: null }, null],
    ['a null member given a value', { a: null }, { a: 'x' }, { a: 'x' }],
  ])('%s', (_name, from, to, patch) => {
    expect(createMergePatch(from, to)).toEqual(patch);
  });

  it.each<[string, JsonObject, JsonObject]>([
    ['scalars', { a: 1, b: 'x', c: true }, { a: 2, b: 'x', d: false }],
    ['deep objects', { a: { b: { c: { d: 1 } }, e: 1 } }, { a: { b: { c: { d: 2, f: [1] } } } }],
    ['arrays of objects', { list: [{ field: 'a' }, { field: 'b' }] }, { list: [{ field: 'b' }, { field: 'a', width: 1 }] }],
    ['everything removed', { a: 1, b: { c: 2 } }, {}],
    ['everything added', {}, { a: 1, b: { c: 2 } }],
  ])('round-trips: %s', (_name, from, to) => {
    const patch = createMergePatch(from, to);
    expect(applyMergePatch(from, patch ?? {})).toEqual(to);
  });

  it('round-trips edits of a real resource file, leaving both inputs untouched', () => {
    const from = loadResource('warehouse') as unknown as JsonObject;
    const edited = structuredClone(from) as unknown as ReturnType<typeof loadResource>;
    edited.title = '仓库台账';
    edited.form.properties.name.title = '库名';
    delete edited.form.properties.attachments;
    edited.detail?.sections[2].fields.pop();
    edited.list.columns = edited.list.columns.slice(1);
    edited.list.rowActions = ['detail'];
    const to = edited as unknown as JsonObject;
    const fromCopy = structuredClone(from);
    const toCopy = structuredClone(to);
    const patch = createMergePatch(from, to);
    expect(patch).toMatchObject({ title: '仓库台账', form: { properties: { name: { title: '库名' }, attachments: null } } });
    expect(applyMergePatch(from, patch)).toEqual(to);
    expect(from).toEqual(fromCopy);
    expect(to).toEqual(toCopy);
  });

  it('shares nothing with its inputs', () => {
    const to: JsonObject = { a: { b: [1] } };
    const patch = createMergePatch({}, to) as { a: { b: number[] } };
    patch.a.b.push(2);
    expect(to).toEqual({ a: { b: [1] } });
  });
});
