import { describe, expect, it } from 'vitest';
import { auditDiff, auditValueText, sameJson } from '../../src/domain/audit-diff.ts';

describe('auditDiff', () => {
  const cases: { name: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; want: unknown }[] = [
    {
      name: 'an update shows only the changed columns, bookkeeping left out',
      before: { id: 1, tenant_id: 1001, name: 'a', mobile: '1', updated_at: 't1' },
      after: { id: 1, tenant_id: 1001, name: 'b', mobile: '1', updated_at: 't2' },
      want: [{ field: 'name', before: 'a', after: 'b' }],
    },
    {
      name: "a resource record's data is compared field by field",
      before: { id: 2, data: { title: '旧', level: 'low', tags: ['x'] }, version: 1 },
      after: { id: 2, data: { title: '新', level: 'low', tags: ['x', 'y'] }, version: 2 },
      want: [
        { field: 'tags', before: ['x'], after: ['x', 'y'] },
        { field: 'title', before: '旧', after: '新' },
      ],
    },
    {
      name: 'an insert lists every field set, with no before',
      before: null,
      after: { id: 3, data: { title: 't' } },
      want: [{ field: 'title', before: undefined, after: 't' }],
    },
    {
      name: 'a delete lists every field held, with no after',
      before: { id: 4, name: 'n', remark: null },
      after: null,
      want: [{ field: 'name', before: 'n', after: undefined }],
    },
    {
      name: 'a field removed or added inside data',
      before: { data: { a: 1 } },
      after: { data: { b: 2 } },
      want: [
        { field: 'a', before: 1, after: null },
        { field: 'b', before: null, after: 2 },
      ],
    },
    { name: 'key order does not make a change', before: { c: { x: 1, y: 2 } }, after: { c: { y: 2, x: 1 } }, want: [] },
  ];
  for (const c of cases) it(c.name, () => expect(auditDiff(c.before, c.after)).toEqual(c.want));
});

describe('sameJson and auditValueText', () => {
  it('compares arrays by order and objects by keys', () => {
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [1] }, { a: [1] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
  it('renders values for a cell', () => {
    expect(auditValueText(undefined)).toBe('');
    expect(auditValueText(null)).toBe('');
    expect(auditValueText('x')).toBe('x');
    expect(auditValueText(3)).toBe('3');
    expect(auditValueText(false)).toBe('false');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
  });
});
