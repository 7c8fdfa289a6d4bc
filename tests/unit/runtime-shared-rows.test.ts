// Shared records in the list (src/runtime/row-actions.ts): a platform row (shared: true) offers write
// actions only to the platform's writer; an enterprise's own rows keep theirs. Table-driven.
import { describe, expect, it } from 'vitest';
import { mayWriteRecord, rowActionsOf } from '../../src/runtime/row-actions.ts';
import { parentFieldOf, type ResourceFile } from '../../src/schema/resource-types.ts';
import { resourceRegistry } from '../../src/server/resources/registry.ts';

const dictionary = resourceRegistry().byKey.get('dictionary') as ResourceFile;

describe('row actions of shared records', () => {
  it.each<[string, Record<string, unknown>, boolean, boolean, string[]]>([
    ['own row, enterprise writer', { shared: false, status: 1 }, true, false, ['detail', 'edit', 'delete', 'disable', 'topping', 'ending']],
    ['platform row, enterprise writer', { shared: true, status: 1 }, true, false, ['detail']],
    ['platform row, platform writer', { shared: true, status: 1 }, true, true, ['detail', 'edit', 'delete', 'disable', 'topping', 'ending']],
    ['platform row, reader that is the platform writer', { shared: true, status: 0 }, false, true, ['detail']],
    ['unshared row (no flag)', { status: 0 }, true, false, ['detail', 'edit', 'delete', 'enable', 'topping', 'ending']],
    ['a flag that is not true is not a platform row', { shared: 'true', status: 1 }, true, false, ['detail', 'edit', 'delete', 'disable', 'topping', 'ending']],
  ])('%s', (_name, fields, canWrite, platformWriter, expected) => {
    const record = { id: 1, ...fields };
    expect(rowActionsOf(dictionary, canWrite, record, platformWriter)).toEqual(expected);
    expect(mayWriteRecord(record, platformWriter)).toBe(fields.shared !== true || platformWriter);
  });
});

describe('新增下级 (addChild)', () => {
  const department = resourceRegistry().byKey.get('dictionary') as ResourceFile;
  it('is offered to writers of a file with a parent field, and names that field', async () => {
    const { boundRegistry } = await import('../../src/server/resources/bound-files.ts');
    const file = boundRegistry(new Set(resourceRegistry().byKey.keys())).byKey.get('user-department') as ResourceFile;
    expect(parentFieldOf(file)).toBe('parentId');
    expect(rowActionsOf(file, true, { id: 1 })).toEqual(['detail', 'addChild', 'edit', 'delete']);
    expect(rowActionsOf(file, false, { id: 1 })).toEqual(['detail']);
    expect(parentFieldOf(department)).toBeUndefined();
    const category = resourceRegistry().byKey.get('category') as ResourceFile;
    expect(parentFieldOf(category)).toBe(category.tree?.parent);
  });
});
