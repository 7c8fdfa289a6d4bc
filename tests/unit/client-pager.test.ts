import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGER_COUNT,
  SCROLL_TOP_MS,
  easeInOutQuad,
  jumpTarget,
  pageCountOf,
  pagerItems,
} from '../../src/client/components/pager-items.ts';

describe('pager constants (spec 000 §9)', () => {
  it('has the specified values', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect([...PAGE_SIZES]).toEqual([10, 20, 30, 50]);
    expect(PAGER_COUNT).toBe(11);
    expect(SCROLL_TOP_MS).toBe(800);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [1000, 10, 100],
    [5, 0, 1],
    [Number.NaN, 20, 1],
  ])('%d rows by %d: %d pages', (total, size, pages) => {
    expect(pageCountOf(total, size)).toBe(pages);
  });
});

describe('pagerItems', () => {
  it('shows every page up to 11', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(5, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('never shows more than 11 page numbers', () => {
    for (let pages = 1; pages <= 40; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        const items = pagerItems(current, pages);
        const numbers = items.filter((i) => typeof i === 'number');
        expect(numbers.length).toBeLessThanOrEqual(11);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(pages);
        // Strictly increasing.
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });

  it('puts ellipses where pages are left out', () => {
    expect(pagerItems(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'next-more', 50]);
    expect(pagerItems(6, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'next-more', 50]);
    expect(pagerItems(7, 50)).toEqual([1, 'prev-more', 3, 4, 5, 6, 7, 8, 9, 10, 11, 'next-more', 50]);
    expect(pagerItems(25, 50)).toEqual([1, 'prev-more', 21, 22, 23, 24, 25, 26, 27, 28, 29, 'next-more', 50]);
    expect(pagerItems(50, 50)).toEqual([1, 'prev-more', 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('clamps a current page out of range', () => {
    expect(pagerItems(99, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(0, 3)).toEqual([1, 2, 3]);
  });

  it('jumps nine pages with an ellipsis, within the range', () => {
    expect(jumpTarget('next-more', 1, 50)).toBe(10);
    expect(jumpTarget('next-more', 45, 50)).toBe(50);
    expect(jumpTarget('prev-more', 25, 50)).toBe(16);
    expect(jumpTarget('prev-more', 5, 50)).toBe(1);
  });
});

describe('easeInOutQuad', () => {
  it('goes from start to end, symmetric around the middle', () => {
    expect(easeInOutQuad(0, 1000, -1000, 800)).toBe(1000);
    expect(easeInOutQuad(400, 1000, -1000, 800)).toBe(500);
    expect(easeInOutQuad(800, 1000, -1000, 800)).toBe(0);
    expect(easeInOutQuad(200, 0, 100, 800)).toBeCloseTo(12.5);
    expect(easeInOutQuad(600, 0, 100, 800)).toBeCloseTo(87.5);
    expect(easeInOutQuad(5, 10, 5, 0)).toBe(15);
  });
});
