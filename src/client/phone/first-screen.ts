// When the phone shell's first screen is shown (issue 15: fast on a mid-range phone). Until then the phone's few
// connections and its slow processor serve that screen only; what can wait (the service worker's copy of the
// shell, the code of the pages not opened yet) starts after it, or after FIRST_SCREEN_LIMIT_MS at the latest.

/** The longest the rest waits for the first screen (a page that never says it is shown). */
export const FIRST_SCREEN_LIMIT_MS = 10_000;

let shown: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  shown = resolve;
});

/** The first screen is on the phone (the 待办 list answered, or another page opened first has mounted). */
export function markFirstScreen(): void {
  shown();
}

/** Runs `work` once the first screen is shown and the phone is idle (or FIRST_SCREEN_LIMIT_MS have passed). */
export function afterFirstScreen(work: () => void): void {
  const idle = (f: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(f, { timeout: 2000 }) : window.setTimeout(f, 200));
  const limit = new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_SCREEN_LIMIT_MS));
  void Promise.race([firstScreen, limit]).then(() => idle(work));
}
