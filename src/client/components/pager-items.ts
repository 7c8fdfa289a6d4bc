// Pure pager arithmetic of the shared Pager (spec 000 §9).

/** Page-size choices, the default size, the number of pager buttons and the scroll-to-top time. */
export const PAGE_SIZES: readonly number[] = Object.freeze([10, 20, 30, 50]);
export const DEFAULT_PAGE_SIZE = 20;
export const PAGER_COUNT = 11;
export const SCROLL_TOP_MS = 800;

/** A pager button: a page number, or the ellipsis that jumps back or forward. */
export type PagerItem = number | 'prev-more' | 'next-more';

/** Number of pages for `total` rows (at least 1, so an empty list still shows page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The pager buttons: at most `pagerCount` page numbers (first, last and the pages around the current one),
 * with an ellipsis where pages are left out. Same arrangement as the classic 11-button pager.
 */
export function pagerItems(current: number, pageCount: number, pagerCount = PAGER_COUNT): PagerItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  const size = Math.max(5, pagerCount % 2 ? pagerCount : pagerCount + 1);
  const half = (size - 1) / 2;
  if (count <= size) return Array.from({ length: count }, (_, i) => i + 1);

  const prevMore = page > size - half;
  const nextMore = page < count - half;
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let i = count - (size - 2); i < count; i += 1) middle.push(i);
  } else if (!prevMore && nextMore) {
    for (let i = 2; i < size; i += 1) middle.push(i);
  } else {
    const offset = Math.floor(size / 2) - 1;
    for (let i = page - offset; i <= page + offset; i += 1) middle.push(i);
  }
  return [1, ...(prevMore ? (['prev-more'] as const) : []), ...middle, ...(nextMore ? (['next-more'] as const) : []), count];
}

/** The page an ellipsis jumps to: `pagerCount - 2` pages back or forward, within 1..pageCount. */
export function jumpTarget(item: 'prev-more' | 'next-more', current: number, pageCount: number, pagerCount = PAGER_COUNT): number {
  const step = pagerCount - 2;
  return item === 'prev-more' ? Math.max(1, current - step) : Math.min(pageCount, current + step);
}

/** easeInOutQuad: position at time `t` of a move from `from` by `change` over `duration`. */
export function easeInOutQuad(t: number, from: number, change: number, duration: number): number {
  if (duration <= 0) return from + change;
  let x = t / (duration / 2);
  if (x < 1) return (change / 2) * x * x + from;
  x -= 1;
  return (-change / 2) * (x * (x - 2) - 1) + from;
}
