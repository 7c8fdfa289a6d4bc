// After a failed submit the user is taken to the first field in error: it is scrolled into the middle of
// its scrolling container (the drawer's body; the sticky footer does not hide it) and its input gets the
// focus. A field on a tab that is not shown switches to that tab first. DOM only, no React.

/** Formily's class of a form item showing an error. */
const ERROR_ITEM = '.ant-formily-item-error';

/** What can hold the focus inside a form item: inputs (not file or hidden ones), text areas, buttons. */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([type="file"]):not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  'button:not([disabled])',
].join(', ');

/** The tab (its button) that shows `item` when `item` is on a pane not shown, else null. */
function hiddenTabOf(item: Element): HTMLElement | null {
  const pane = item.closest('.ant-tabs-tabpane');
  if (!pane || pane.classList.contains('ant-tabs-tabpane-active') || !pane.id) return null;
  const tabs = item.ownerDocument.querySelectorAll<HTMLElement>('[role="tab"][aria-controls]');
  return [...tabs].find((t) => t.getAttribute('aria-controls') === pane.id) ?? null;
}

function scrollAndFocus(item: Element): void {
  if (typeof item.scrollIntoView === 'function') item.scrollIntoView({ block: 'center', inline: 'nearest' });
  const target = item.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus({ preventScroll: true });
}

/**
 * Scrolls the first item in error under `root` into view and focuses its input. Formily renders the error
 * state a moment after the validation settles, so this looks again on the next frames (up to `frames`).
 * Answers a promise of whether an item was found.
 */
export function revealFirstError(root: HTMLElement | null, frames = 10): Promise<boolean> {
  return new Promise((resolve) => {
    const attempt = (left: number) => {
      const item = root?.querySelector(ERROR_ITEM);
      if (!item) {
        if (left > 0) requestAnimationFrame(() => attempt(left - 1));
        else resolve(false);
        return;
      }
      const tab = hiddenTabOf(item);
      if (tab) {
        tab.click();
        // The pane becomes visible once antd re-renders.
        requestAnimationFrame(() => requestAnimationFrame(() => (scrollAndFocus(item), resolve(true))));
        return;
      }
      scrollAndFocus(item);
      resolve(true);
    };
    attempt(frames);
  });
}
