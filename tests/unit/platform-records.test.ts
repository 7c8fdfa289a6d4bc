// The platform's rows of the shared resources (src/server/db/seed/platform-records.ts): each passes its
// resource's validator, belongs to a shared resource, and is unique by its natural key.
import { describe, expect, it } from 'vitest';
import { PLATFORM_RECORDS } from '../../src/server/db/seed/platform-records.ts';
import { compileResource, resourceRegistry } from '../../src/server/resources/registry.ts';

const NATURAL_KEY: Record<string, (r: Record<string, unknown>) => string> = {
  dictionary: (r) => `${String(r.dictType)}:${String(r.value)}`,
  'special-equipment-type': (r) => String(r.code),
  'admin-area': (r) => String(r.code),
  'major-hazard-criterion': (r) => `${String(r.standardTable)}:${String(r.serialNo)}`,
  'major-danger-criterion': (r) => String(r.itemNo),
  'app-version': (r) => `${String(r.channel)}:${String(r.version)}`,
  regulation: (r) => String(r.title),
  standard: (r) => String(r.stdNo),
  'check-clause': (r) => `${String(r.basisNo)}:${String(r.clauseNo)}`,
  'accident-case': (r) => String(r.title),
};

describe('platform records', () => {
  it('cover every shared resource', () => {
    const shared = resourceRegistry().all.filter((r) => r.shared).map((r) => r.key).sort();
    expect(Object.keys(PLATFORM_RECORDS).sort()).toEqual(shared);
  });

  it.each(Object.entries(PLATFORM_RECORDS))('%s: every record is valid and unique', (key, rows) => {
    const r = resourceRegistry().byKey.get(key);
    expect(r?.shared, key).toBeTruthy();
    const c = compileResource(r!);
    // A tree's former parent code is not a form property: the tree migration turns it into the parent's id.
    const former = r?.tree?.migrateFrom?.from;
    for (const row of rows) {
      const { [former ?? '']: _code, ...data } = row;
      expect(c.validate(data), JSON.stringify(row)).toEqual({ valid: true, errors: [] });
    }
    const keys = rows.map(NATURAL_KEY[key]);
    expect(new Set(keys).size).toBe(keys.length);
    // 版本管理's history starts with one built version; the dictionaries and tables hold several rows each.
    expect(rows.length).toBeGreaterThanOrEqual(key === 'app-version' ? 1 : 4);
  });

  it('areas form a tree: each names by code a parent that is listed before it, one level up', () => {
    const rows = PLATFORM_RECORDS['admin-area'];
    expect(resourceRegistry().byKey.get('admin-area')?.tree?.migrateFrom).toEqual({ from: 'parentCode', code: 'code' });
    const byCode = new Map<unknown, Record<string, unknown>>();
    const up: Record<string, string> = { city: 'province', county: 'city' };
    for (const r of rows) {
      if (r.level === 'province') expect(r.parentCode, String(r.code)).toBeUndefined();
      else expect(byCode.get(r.parentCode)?.level, String(r.code)).toBe(up[String(r.level)]);
      byCode.set(r.code, r);
    }
  });
});
