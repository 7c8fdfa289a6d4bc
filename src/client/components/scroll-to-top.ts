import { easeInOutQuad, SCROLL_TOP_MS } from './pager-items.ts';

const runs = new WeakMap<Element, number>();

/** The nearest ancestor of `el` that scrolls its own content, else the document's scrolling element. */
export function scrollParentOf(el: Element | null): Element {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * Scrolls `target` (default: the window) to the top, easing in and out over `duration` ms. A newer call on
 * the same element takes over from one still running.
 */
export function scrollToTop(duration = SCROLL_TOP_MS, target?: Element | null): void {
  const el = target ?? document.scrollingElement ?? document.documentElement;
  const start = el.scrollTop;
  if (start <= 0) return;
  const run = (runs.get(el) ?? 0) + 1;
  runs.set(el, run);
  const began = performance.now();
  const step = (now: number) => {
    if (runs.get(el) !== run) return;
    const t = Math.min(Math.max(0, now - began), duration);
    el.scrollTop = easeInOutQuad(t, start, -start, duration);
    if (t < duration) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
