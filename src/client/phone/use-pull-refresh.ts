import { useRef, useState, type TouchEvent } from 'react';

/** How far (px) a pull from the top must go to refresh. */
export const PULL_THRESHOLD = 64;

/** Where a pull stands: how far the finger went down from the top, or not pulling. */
export function pullDistance(startY: number | null, y: number, atTop: boolean): number {
  if (startY === null || !atTop) return 0;
  return Math.max(0, y - startY);
}

/**
 * Pull to refresh: a finger that starts at the top of the page and pulls down past PULL_THRESHOLD calls
 * `onRefresh` when it lets go. Answers the touch handlers and the distance pulled (for the hint).
 */
export function usePullRefresh(onRefresh: () => void) {
  const start = useRef<number | null>(null);
  const [pulled, setPulled] = useState(0);
  const atTop = () => (document.scrollingElement?.scrollTop ?? 0) <= 0;
  return {
    pulled,
    handlers: {
      onTouchStart: (e: TouchEvent) => {
        start.current = atTop() ? e.touches[0].clientY : null;
      },
      onTouchMove: (e: TouchEvent) => setPulled(pullDistance(start.current, e.touches[0].clientY, atTop())),
      onTouchEnd: () => {
        if (pulled >= PULL_THRESHOLD) onRefresh();
        start.current = null;
        setPulled(0);
      },
    },
  };
}
