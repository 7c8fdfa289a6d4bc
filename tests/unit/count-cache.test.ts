// The lists' kept counts (src/server/db/count-cache.ts): kept for the stated time, dropped by a write of their
// table and tenant (the platform's write drops every tenant's), never kept when a write came while counting.
import { describe, expect, it } from 'vitest';
import { CountCache, keepableConditions, parseListWrite } from '../../src/server/db/count-cache.ts';

function setup() {
  let now = 1_000;
  const cache = new CountCache(() => now, 10_000, 3);
  let counted = 0;
  const count = (total: number) => async () => {
    counted++;
    return { total, totalExact: true };
  };
  return { cache, count, counted: () => counted, advance: (ms: number) => (now += ms) };
}

describe('CountCache', () => {
  it('answers a kept count until the stated time has passed', async () => {
    const s = setup();
    expect(await s.cache.remember('k', 'r_a', 1001, s.count(5))).toEqual({ total: 5, totalExact: true });
    s.advance(9_999);
    expect(await s.cache.remember('k', 'r_a', 1001, s.count(6))).toEqual({ total: 5, totalExact: true });
    s.advance(1);
    expect(await s.cache.remember('k', 'r_a', 1001, s.count(6))).toEqual({ total: 6, totalExact: true });
    expect(s.counted()).toBe(2);
  });

  it('drops a count when its table is written for its tenant, not for another tenant or table', async () => {
    const s = setup();
    await s.cache.remember('k', 'r_a', 1001, s.count(5));
    s.cache.tableWritten('r_a', 2001);
    s.cache.tableWritten('r_b', 1001);
    expect(s.cache.get('k')).toEqual({ total: 5, totalExact: true });
    expect(s.cache.noted('r_a', 1001)).toBe(false);
    s.cache.tableWritten('r_a', 1001);
    expect(s.cache.get('k')).toBeNull();
    expect([s.cache.noted('r_a', 1001), s.cache.noted('r_a', 2001), s.cache.noted('r_c', 1001)]).toEqual([true, true, false]);
  });

  it('drops every tenant’s count of a table the platform (tenant 0) writes, and the platform’s on any tenant’s write', async () => {
    const s = setup();
    await s.cache.remember('a', 'r_a', 1001, s.count(1));
    await s.cache.remember('b', 'r_a', 2001, s.count(2));
    s.cache.tableWritten('r_a', 0);
    expect(s.cache.get('a')).toBeNull();
    expect(s.cache.get('b')).toBeNull();
    await s.cache.remember('p', 'r_a', 0, s.count(3));
    s.cache.tableWritten('r_a', 1001);
    expect(s.cache.get('p')).toBeNull();
  });

  it('forgets every count of a tenant that wrote', async () => {
    const s = setup();
    await s.cache.remember('a', 'r_a', 1001, s.count(1));
    await s.cache.remember('b', 'r_b', 1001, s.count(2));
    await s.cache.remember('c', 'r_a', 2001, s.count(3));
    s.cache.forgetTenant(1001);
    expect([s.cache.get('a'), s.cache.get('b'), s.cache.get('c')]).toEqual([null, null, { total: 3, totalExact: true }]);
  });

  it('does not keep a count read while a write of its table came', async () => {
    const s = setup();
    const answer = await s.cache.remember('k', 'r_a', 1001, async () => {
      s.cache.tableWritten('r_a', 1001);
      return { total: 7, totalExact: false };
    });
    expect(answer).toEqual({ total: 7, totalExact: false });
    expect(s.cache.size).toBe(0);
  });

  it('keeps at most the stated number of counts, the oldest going first', async () => {
    const s = setup();
    for (const k of ['a', 'b', 'c', 'd']) await s.cache.remember(k, 'r_a', 1001, s.count(1));
    expect(s.cache.size).toBe(3);
    expect(s.cache.get('a')).toBeNull();
    expect(s.cache.get('d')).not.toBeNull();
  });
});

describe('parseListWrite', () => {
  it('reads `table:tenant` and refuses anything else', () => {
    expect(parseListWrite('r_safety_manager:1001')).toEqual({ table: 'r_safety_manager', tenantId: 1001 });
    expect(parseListWrite('permit:0')).toEqual({ table: 'permit', tenantId: 0 });
    expect(parseListWrite('permit')).toBeNull();
    expect(parseListWrite('Permit;drop:1')).toBeNull();
  });

  it('keeps an answer read from several tables until the stated time, dropped by a write of any of them for its tenant', async () => {
    const s = setup();
    let computed = 0;
    const answer = (v: string) => async () => {
      computed++;
      return { v };
    };
    expect(await s.cache.rememberValue('stats', ['r_a', 'r_b'], 1001, answer('first'))).toEqual({ v: 'first' });
    s.advance(9_999);
    s.cache.tableWritten('r_c', 1001);
    s.cache.tableWritten('r_b', 2001);
    expect(await s.cache.rememberValue('stats', ['r_a', 'r_b'], 1001, answer('second'))).toEqual({ v: 'first' });
    expect(s.cache.keptValues).toBe(1);
    s.cache.tableWritten('r_b', 1001);
    expect(await s.cache.rememberValue('stats', ['r_a', 'r_b'], 1001, answer('third'))).toEqual({ v: 'third' });
    s.advance(10_000);
    expect(await s.cache.rememberValue('stats', ['r_a', 'r_b'], 1001, answer('fourth'))).toEqual({ v: 'fourth' });
    s.cache.forgetTenant(1001);
    expect(await s.cache.rememberValue('stats', ['r_a', 'r_b'], 1001, answer('fifth'))).toEqual({ v: 'fifth' });
    expect(computed).toBe(4);
  });

  it('does not keep an answer when one of its tables was written while it was computed', async () => {
    const s = setup();
    const first = await s.cache.rememberValue('stats', ['r_a'], 1001, async () => {
      s.cache.tableWritten('r_a', 1001);
      return 1;
    });
    expect(first).toBe(1);
    expect(s.cache.keptValues).toBe(0);
    expect(await s.cache.rememberValue('stats', ['r_a'], 1001, async () => 2)).toBe(2);
    expect(s.cache.keptValues).toBe(1);
  });
});

describe('page anchors in the cache', () => {
  it('are kept apart from counts, dropped by a write of their table, and not kept when a write came since the mark', () => {
    const s = setup();
    const mark = s.cache.mark('r_a', 1001);
    s.cache.keepAnchor('p', mark, { key: '2026-01-01 00:00:00+00', id: 7, inclusive: true });
    expect(s.cache.anchor('p')).toEqual({ key: '2026-01-01 00:00:00+00', id: 7, inclusive: true });
    expect(s.cache.get('p')).toBeNull();
    s.cache.tableWritten('r_a', 1001);
    expect(s.cache.anchor('p')).toBeNull();
    // Read before that write: not kept.
    s.cache.keepAnchor('p', mark, { key: 'x', id: 1, inclusive: false });
    expect(s.cache.anchor('p')).toBeNull();
    s.cache.keepAnchor('p', s.cache.mark('r_a', 1001), { key: 'x', id: 1, inclusive: false });
    expect(s.cache.anchor('p')).toEqual({ key: 'x', id: 1, inclusive: false });
    s.advance(10_000);
    expect(s.cache.anchor('p')).toBeNull();
  });

  it('keepableConditions: nothing is kept for conditions reading another table or naming the caller', () => {
    expect(keepableConditions("tenant_id = $1 and not deleted and data->>'name' like $2")).toBe(true);
    expect(keepableConditions('tenant_id = $1 and id in (SELECT id from r_tree)')).toBe(false);
    expect(keepableConditions("tenant_id = $1 and (zax_text(data, 'library') is distinct from 'personal' or coalesce(created_by = app_user(), false))")).toBe(false);
  });
});
