// The designer's undo/redo history (designer/draft-history.ts): push, undo, redo, the cap, the redo branch.
import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, currentOf, HISTORY_CAP, push, redo, reset, startHistory, undo, type DraftHistory } from '../../designer/draft-history.ts';
import type { ResourceOverlay } from '../../src/schema/overlay.ts';

/** Overlay number n: one tab titled `n`, so steps are told apart by title. */
const ov = (n: number): ResourceOverlay => ({ fields: [], tabs: [{ key: `t${n}`, title: String(n), fields: [], enabled: true, sort: n }] });
const titleOf = (h: DraftHistory) => currentOf(h).tabs[0]?.title;

type Op = 'push' | 'undo' | 'redo';

/** Runs `ops` from a history of overlay 0; pushes take the next number. */
function run(ops: Op[]): DraftHistory {
  let h = startHistory(ov(0));
  let n = 0;
  for (const op of ops) {
    if (op === 'push') h = push(h, ov(++n));
    else if (op === 'undo') h = undo(h);
    else h = redo(h);
  }
  return h;
}

describe('draft history', () => {
  it.each<[string, Op[], string, boolean, boolean, number]>([
    ['fresh', [], '0', false, false, 1],
    ['one push', ['push'], '1', true, false, 2],
    ['push then undo', ['push', 'undo'], '0', false, true, 2],
    ['undo then redo', ['push', 'push', 'undo', 'redo'], '2', true, false, 3],
    ['undo past the start stays', ['push', 'undo', 'undo', 'undo'], '0', false, true, 2],
    ['redo past the end stays', ['push', 'redo', 'redo'], '1', true, false, 2],
    ['push after undo drops the redo branch', ['push', 'push', 'undo', 'undo', 'push'], '3', true, false, 2],
    ['push in the middle drops what followed', ['push', 'push', 'push', 'undo', 'push'], '4', true, false, 4],
  ])('%s', (_name, ops, current, undoable, redoable, steps) => {
    const h = run(ops);
    expect(titleOf(h)).toBe(current);
    expect(canUndo(h)).toBe(undoable);
    expect(canRedo(h)).toBe(redoable);
    expect(h.steps).toHaveLength(steps);
  });

  it('keeps at most HISTORY_CAP undo steps, forgetting the oldest', () => {
    const h = run(Array.from({ length: HISTORY_CAP + 20 }, () => 'push' as const));
    expect(h.steps).toHaveLength(HISTORY_CAP + 1);
    expect(titleOf(h)).toBe(String(HISTORY_CAP + 20));
    let back = h;
    for (let i = 0; i < HISTORY_CAP + 5; i++) back = undo(back);
    expect(canUndo(back)).toBe(false);
    // The oldest reachable step is the 20th push: the first 20 (and the start) were forgotten.
    expect(titleOf(back)).toBe('20');
  });

  it('honours a smaller cap', () => {
    let h = startHistory(ov(0));
    for (let i = 1; i <= 5; i++) h = push(h, ov(i), 2);
    expect(h.steps.map((s) => s.tabs[0].title)).toEqual(['3', '4', '5']);
    expect(h.index).toBe(2);
  });

  it('ignores a push of the current overlay itself and never modifies a history', () => {
    const h = push(startHistory(ov(0)), ov(1));
    const frozen = JSON.stringify(h);
    expect(push(h, currentOf(h))).toBe(h);
    undo(h);
    push(h, ov(9));
    expect(JSON.stringify(h)).toBe(frozen);
  });

  it('reset forgets everything', () => {
    const h = reset(run(['push', 'push', 'undo']), ov(7));
    expect(titleOf(h)).toBe('7');
    expect(canUndo(h) || canRedo(h)).toBe(false);
  });
});
