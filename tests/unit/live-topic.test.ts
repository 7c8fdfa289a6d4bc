import { describe, expect, it } from 'vitest';
import { notifyParts, partJoiner } from '../../src/server/live/live-topic.ts';

describe('live message parts', () => {
  it('splits a long Chinese message into NOTIFY payloads under 8000 bytes and joins them back', () => {
    const message = JSON.stringify({ topic: 't', tenantId: 1, data: '可燃气体浓度超过高报值'.repeat(2000) });
    const parts = notifyParts(message);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p, 'utf8')).toBeLessThan(8000);
    const got: string[] = [];
    const join = partJoiner((m) => got.push(m));
    parts.forEach(join);
    expect(got).toEqual([message]);
  });

  it('joins two messages whose parts interleave, and a message with a bar in it', () => {
    const a = JSON.stringify({ data: 'a|b|c'.repeat(1500) });
    const b = JSON.stringify({ data: '甲|乙'.repeat(2000) });
    const pa = notifyParts(a);
    const pb = notifyParts(b);
    const got: string[] = [];
    const join = partJoiner((m) => got.push(m));
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
      if (pb[i]) join(pb[i]);
      if (pa[i]) join(pa[i]);
    }
    expect(got.sort()).toEqual([a, b].sort());
  });

  it('gives each message its own id, so that a relay can tell it once', () => {
    const ids: string[] = [];
    const join = partJoiner((_, id) => ids.push(id));
    join(notifyParts('{"x":1}')[0]);
    join(notifyParts('{"x":1}')[0]);
    expect(new Set(ids).size).toBe(2);
  });
});
