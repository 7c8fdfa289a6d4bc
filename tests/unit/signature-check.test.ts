import { describe, expect, it } from 'vitest';
import { signatureProblem, strokeBox, strokeLength, type Stroke } from '../../src/domain/signature-check.ts';

const pad = { width: 600, height: 200 };

/** A straight stroke of `n` points from (x0, y0) to (x1, y1). */
function line(x0: number, y0: number, x1: number, y1: number, n = 20): Stroke {
  return Array.from({ length: n }, (_, i) => [x0 + ((x1 - x0) * i) / (n - 1), y0 + ((y1 - y0) * i) / (n - 1)] as const);
}

describe('signatureProblem', () => {
  it.each<[string, Stroke[], ReturnType<typeof signatureProblem>]>([
    ['no strokes', [], 'empty'],
    ['strokes without points', [[], []], 'empty'],
    ['three dots', [[[10, 10]], [[50, 40]], [[300, 100]]], 'tooSmall'],
    ['a few points', [line(10, 10, 400, 150, 5)], 'tooSmall'],
    ['a short scribble', [line(100, 100, 160, 110)], 'tooSmall'],
    ['a long stroke squeezed into a tiny box', [line(100, 100, 130, 105), line(130, 105, 100, 100), line(100, 100, 130, 105), line(130, 105, 100, 100), line(100, 100, 130, 105)], 'tooSmall'],
    ['a name of three strokes', [line(50, 50, 250, 60), line(150, 20, 150, 180), line(60, 150, 260, 160)], null],
    ['a flat but wide stroke', [line(20, 100, 400, 104)], null],
  ])('%s', (_name, strokes, expected) => {
    expect(signatureProblem(strokes, pad)).toBe(expected);
  });

  it('judges the size against the pad: the same drawing is too small on a large pad', () => {
    const strokes = [line(0, 0, 100, 20), line(0, 20, 100, 0)];
    expect(signatureProblem(strokes, { width: 300, height: 150 })).toBeNull();
    expect(signatureProblem(strokes, { width: 3000, height: 1500 })).toBe('tooSmall');
  });
});

describe('strokeLength and strokeBox', () => {
  it('adds the segments of every stroke and boxes every point', () => {
    const strokes: Stroke[] = [[[0, 0], [3, 4]], [[10, 10], [10, 20]]];
    expect(strokeLength(strokes)).toBe(15);
    expect(strokeBox(strokes)).toEqual({ width: 10, height: 20 });
    expect(strokeBox([])).toBeNull();
  });
});
