// Shared records in the list (src/runtime/row-actions.ts): a platform row (shared: true) offers write
// actions only to the platform's writer; an enterprise's own rows keep theirs. Table-driven.
import { describe, expect, it } from 'vitest';
import { mayWriteRecord, rowActionsOf } from '../../src/runtime/row-actions.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
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
