import { describe, expect, it } from 'vitest';
import { addStock, movement, stockState } from '../../src/domain/wlsy-stock.ts';

describe('stock rules', () => {
  it.each<[unknown, unknown, number]>([
    ['in', 5, 5],
    ['out', 5, -5],
    ['out', 0.25, -0.25],
    ['other', 5, 0],
    ['in', 'x', 0],
    ['in', Number.NaN, 0],
  ])('movement(%j, %j) = %d', (d, q, expected) => {
    expect(movement(d, q)).toBe(expected);
  });

  it('adds without binary fractions', () => {
    expect(addStock(0.1, 0.2)).toBe(0.3);
    expect(addStock(1, -0.7)).toBe(0.3);
  });

  it.each<[number, number | null, number | null, string]>([
    [5, 10, 100, 'low'],
    [10, 10, 100, 'ok'],
    [101, 10, 100, 'high'],
    [101, 0, null, 'ok'],
    [101, null, 0, 'ok'],
    [0, null, null, 'ok'],
  ])('stockState(%d, %j, %j) = %s', (b, min, max, expected) => {
    expect(stockState(b, min, max)).toBe(expected);
  });
});
