// The board's state as the stream changes it (pure, unit-tested): a `board` event replaces it, `values` update the
// detectors' latest values and levels, an `alarm` event is what the page refetches on.
import type { BoardDetector, LiveMessage, SiteDetector } from '../../api/spjk-api.ts';

export function applyLive(board: readonly BoardDetector[], m: LiveMessage): BoardDetector[] {
  if (m.event === 'board') return m.data;
  if (m.event === 'values') {
    const by = new Map(m.data.values.map((v) => [v.code, v]));
    return board.map((d) => {
      const v = by.get(d.code);
      return v ? { ...d, value: v.value, level: v.level, at: v.at } : d;
    });
  }
  return [...board];
}

export const LEVEL_COLOURS: Readonly<Record<string, string>> = { normal: 'green', low: 'orange', high: 'red' };

/** A work site's detectors (the permit's block) with the stream's new values applied. */
export function withValues(detectors: readonly SiteDetector[], values: readonly { code: string; value: number; level: string; at: string }[]): SiteDetector[] {
  const by = new Map(values.map((v) => [v.code, v]));
  return detectors.map((d) => {
    const v = by.get(d.code);
    return v ? { ...d, value: v.value, level: v.level, at: v.at } : d;
  });
}
