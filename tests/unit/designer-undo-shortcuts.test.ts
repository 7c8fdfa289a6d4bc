// The designer's undo/redo keys (designer/use-undo-shortcuts.ts).
import { describe, expect, it } from 'vitest';
import { shortcutOf } from '../../designer/use-undo-shortcuts.ts';

const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) =>
  shortcutOf({ key, ctrlKey: mods.ctrl ?? false, metaKey: mods.meta ?? false, shiftKey: mods.shift ?? false, altKey: mods.alt ?? false });

describe('shortcutOf', () => {
  it.each<[string, ReturnType<typeof press>, ReturnType<typeof shortcutOf>]>([
    ['Ctrl+Z', press('z', { ctrl: true }), 'undo'],
    ['⌘Z', press('z', { meta: true }), 'undo'],
    ['Ctrl+Shift+Z (key reported upper-case)', press('Z', { ctrl: true, shift: true }), 'redo'],
    ['Ctrl+Y', press('y', { ctrl: true }), 'redo'],
    ['Ctrl+Shift+Y', press('y', { ctrl: true, shift: true }), null],
    ['Z alone', press('z'), null],
    ['Ctrl+Alt+Z', press('z', { ctrl: true, alt: true }), null],
    ['Ctrl+S', press('s', { ctrl: true }), null],
  ])('%s', (_name, got, expected) => {
    expect(got).toBe(expected);
  });
});
