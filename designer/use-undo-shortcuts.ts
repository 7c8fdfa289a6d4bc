// Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac) anywhere on the page, except while typing in
// a text input, where the browser's own text undo applies.
import { useEffect } from 'react';

export type Shortcut = 'undo' | 'redo';

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** The designer shortcut a key press means, or null. */
export function shortcutOf(e: Keys): Shortcut | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Whether the key press goes to something one types text into. */
export function isTextTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA') return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

export function useUndoShortcuts(onUndo: () => void, onRedo: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const s = shortcutOf(e);
      if (!s || e.defaultPrevented || isTextTarget(e.target)) return;
      e.preventDefault();
      if (s === 'undo') onUndo();
      else onRedo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onUndo, onRedo, enabled]);
}
