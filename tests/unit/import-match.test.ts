// import.match planned (src/server/resources/import-match.ts): which rows update which record, which create, and
// which fail before any check (a key the file repeats, a key naming several records, two keys naming one record).
import { describe, expect, it } from 'vitest';
import { planImportMatch, type FindByKeys } from '../../src/server/resources/import-match.ts';
import type { ImportRow } from '../../src/server/resources/xlsx-import.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';

const file = (match?: string): Pick<ResourceFile, 'import' | 'form'> => ({
  import: { columns: ['code', 'name'], ...(match ? { match } : {}) },
  form: { type: 'object', properties: { code: { type: 'string', title: '设备编号' }, name: { type: 'string', title: '名称' } } },
});
const row = (n: number, values: Record<string, unknown>): ImportRow => ({ row: n, values, problems: [], problemFields: [] });

/** Records by code, compared as given (`loose`: without regard to case, as a national ID's x). */
function finder(records: { id: number; code: string }[], loose = false): FindByKeys<{ id: number; code: string }> & { asked: string[][] } {
  const same = (a: string, b: string) => (loose ? a.toUpperCase() === b.toUpperCase() : a === b);
  const asked: string[][] = [];
  const find = async (keys: string[]) => {
    asked.push(keys);
    return new Map(keys.map((k) => [k, records.filter((r) => same(r.code, k))]));
  };
  return Object.assign(find, { asked });
}

describe('planImportMatch', () => {
  it('without import.match: every row creates, and nothing is looked up', async () => {
    const find = finder([{ id: 1, code: 'A1' }]);
    const plan = await planImportMatch(file(), [row(2, { code: 'A1' }), row(3, { code: 'A1' })], find, 'zh');
    expect(plan.rows.map((r) => r.target)).toEqual([null, null]);
    expect(plan.failures).toEqual([]);
    expect(find.asked).toEqual([]);
  });

  it('a row whose trimmed key names one record updates it; a new key or a blank cell creates', async () => {
    const find = finder([{ id: 7, code: 'A1' }]);
    const plan = await planImportMatch(file('code'), [row(2, { code: ' A1 ', name: '泵' }), row(3, { code: 'B2' }), row(4, { name: '无编号' })], find, 'zh');
    expect(plan.rows.map((r) => [r.row.row, r.target?.id ?? null])).toEqual([[2, 7], [3, null], [4, null]]);
    expect(find.asked).toEqual([['A1', 'B2']]);
  });

  it('fails the later row of a key the file repeats, naming the first row', async () => {
    const plan = await planImportMatch(file('code'), [row(2, { code: 'A1' }), row(3, { code: 'C3' }), row(4, { code: 'A1' })], finder([]), 'zh');
    expect(plan.rows.map((r) => r.row.row)).toEqual([2, 3]);
    expect(plan.failures).toEqual([{ row: 4, values: { code: 'A1' }, messages: ['设备编号“A1”与第2行重复'] }]);
  });

  it('fails a key naming several records, and a second key naming a record already updated', async () => {
    const find = finder([{ id: 1, code: 'A1' }, { id: 2, code: 'a1' }, { id: 3, code: 'X9' }], true);
    const plan = await planImportMatch(file('code'), [row(2, { code: 'A1' }), row(3, { code: 'x9' }), row(4, { code: 'X9' })], find, 'zh');
    expect(plan.rows.map((r) => [r.row.row, r.target?.id])).toEqual([[3, 3]]);
    expect(plan.failures.map((f) => [f.row, f.messages])).toEqual([
      [2, ['设备编号“A1”对应2条已有记录，无法确定更新哪一条']],
      [4, ['设备编号“X9”与第3行重复']],
    ]);
  });

  it('says its refusals in English when asked', async () => {
    const plan = await planImportMatch(file('code'), [row(2, { code: 'A1' }), row(3, { code: 'A1' })], finder([]), 'en');
    expect(plan.failures[0].messages[0]).toContain('repeats row 2');
  });
});
