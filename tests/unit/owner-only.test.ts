// Records kept to their creator (src/schema/keywords/owner-only.ts): which records, who may see one, the list's
// SQL condition and the file check of the keyword.
import { describe, expect, it } from 'vitest';
import { checkOwnerOnly, ownerMaySee, ownerOnlyRecord, ownerOnlySql } from '../../src/schema/keywords/owner-only.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

const library = { type: 'string', title: '知识库', enum: [{ label: '企业', value: 'enterprise' }, { label: '个人', value: 'personal' }] };

function file(ownerOnly?: { field: string; value: string }, properties: Record<string, object> = { library }): ResourceFile {
  return {
    key: 'x', title: 'X', endpoint: '/u-basic/x', actions: ['list'], permissions: { read: ['qyUser'], write: ['qyUser'] },
    form: { type: 'object', properties }, list: { columns: [] }, ...(ownerOnly ? { ownerOnly } : {}),
  } as unknown as ResourceFile;
}

const personal = file({ field: 'library', value: 'personal' });

describe('ownerOnly', () => {
  it('keeps a record whose field holds the value to its creator, and nobody when it has none', () => {
    expect(ownerOnlyRecord(personal, { library: 'personal' })).toBe(true);
    expect(ownerOnlyRecord(personal, { library: 'enterprise' })).toBe(false);
    expect(ownerOnlyRecord(file(), { library: 'personal' })).toBe(false);
    expect(ownerMaySee(personal, { library: 'personal' }, '7', 7)).toBe(true);
    expect(ownerMaySee(personal, { library: 'personal' }, 8, 7)).toBe(false);
    expect(ownerMaySee(personal, { library: 'personal' }, null, 7)).toBe(false);
    expect(ownerMaySee(personal, { library: 'enterprise' }, 8, 7)).toBe(true);
  });

  it("compiles the list's condition over the leakproof reader and the transaction's user", () => {
    expect(ownerOnlySql(personal)).toBe("(zax_text(data, 'library') is distinct from 'personal' or coalesce(created_by = app_user(), false))");
    expect(ownerOnlySql(file())).toBeNull();
    expect(() => ownerOnlySql(file({ field: 'library', value: "x' or true" }))).toThrow(/unsafe/);
  });

  it.each([
    ['an option of a text field', { field: 'library', value: 'personal' }, []],
    ['a value that is not an option', { field: 'library', value: 'private' }, ['/ownerOnly/value']],
    ['a field that is not text', { field: 'n', value: '1' }, ['/ownerOnly/value']],
  ])('checks %s', (_, spec, expected) => {
    const r = file(spec, { library, n: { type: 'integer', title: 'N' } });
    const problems: string[] = [];
    checkOwnerOnly({ resource: r, add: (ptr) => problems.push(ptr), property: (n) => r.form.properties[n], known: (n) => r.form.properties[n] } as Parameters<typeof checkOwnerOnly>[0]);
    expect(problems).toEqual(expected);
  });
});
