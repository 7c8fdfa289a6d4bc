import { describe, expect, it } from 'vitest';
import { parseEnvelope, parseTopic, takeTokens, topicOf } from '../../src/domain/ingest-message.ts';

describe('ingest topics', () => {
  it('reads zax/<enterprise>/<kind>/<device> and nothing else', () => {
    expect(parseTopic('zax/1001/gas/GD-01')).toEqual({ tenantId: 1001, kind: 'gas', deviceCode: 'GD-01' });
    expect(topicOf({ tenantId: 1001, kind: 'process-alarm', deviceCode: 'TI.101' })).toBe('zax/1001/process-alarm/TI.101');
    for (const bad of ['zax/0/gas/a', 'zax/1001/gas', 'zax/1001/Gas/a', 'other/1001/gas/a', 'zax/1001/gas/a/b', 'zax/1001/gas/a b', 'zax/x/gas/a']) {
      expect(parseTopic(bad), bad).toBeNull();
    }
  });
});

describe('ingest envelopes', () => {
  const now = new Date('2026-11-28T08:00:00Z');
  it('takes one object or an array, timing each by `at` or the receiving time', () => {
    const one = parseEnvelope({ value: 1 }, now);
    expect(one).toEqual({ ok: true, readings: [{ at: now, body: { value: 1 } }] });
    const many = parseEnvelope([{ at: '2026-11-28T07:59:00Z', value: 1 }, { at: now.getTime() - 1000, value: 2 }], now);
    expect(many.ok && many.readings.map((r) => r.at.toISOString())).toEqual(['2026-11-28T07:59:00.000Z', '2026-11-28T07:59:59.000Z']);
  });
  it('refuses empty, non-object, untimed, stale, future and oversized messages, naming the field', () => {
    const refused = (p: unknown) => {
      const r = parseEnvelope(p, now);
      return r.ok ? null : [r.reason, r.field];
    };
    expect(refused([])).toEqual(['malformed', 'readings']);
    expect(refused([{ value: 1 }, 'x'])).toEqual(['malformed', 'readings[1]']);
    expect(refused({ at: 'yesterday' })).toEqual(['malformed', 'readings[0].at']);
    expect(refused({ at: '2026-11-01T00:00:00Z' })).toEqual(['time', 'readings[0].at']);
    expect(refused({ at: now.getTime() + 10 * 60_000 })).toEqual(['time', 'readings[0].at']);
    expect(refused(Array.from({ length: 501 }, () => ({})))).toEqual(['too-large', 'readings']);
  });
});

describe('device token bucket', () => {
  it('lets a burst through, then the rate, refilled with time', () => {
    const b = { tokens: 5, at: 0 };
    expect(takeTokens(b, 5, 0, 1, 5)).toBe(true);
    expect(takeTokens(b, 1, 0, 1, 5)).toBe(false);
    expect(takeTokens(b, 2, 2000, 1, 5)).toBe(true);
    expect(takeTokens(b, 1, 2000, 1, 5)).toBe(false);
    expect(takeTokens(b, 5, 60_000, 1, 5)).toBe(true);
  });
});
