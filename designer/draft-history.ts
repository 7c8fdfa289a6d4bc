// The undo/redo history of the designer's draft: a list of overlays and the position of the current one.
// Pure and immutable: every operation answers a new history. Pushing after an undo drops the redo branch;
// past the cap the oldest steps are forgotten.
import type { ResourceOverlay } from '../src/schema/overlay.ts';

/** How many steps back one can undo. */
export const HISTORY_CAP = 100;

export interface DraftHistory {
  /** Oldest first; never empty. */
  readonly steps: readonly ResourceOverlay[];
  /** Index of the current overlay in `steps`. */
  readonly index: number;
}

/** A history holding only `overlay`. */
export function startHistory(overlay: ResourceOverlay): DraftHistory {
  return { steps: [overlay], index: 0 };
}

/** The overlay in force. */
export function currentOf(h: DraftHistory): ResourceOverlay {
  return h.steps[h.index];
}

/**
 * `overlay` becomes the current step; the steps after the current one (the redo branch) are dropped.
 * Pushing the current overlay itself (the same object) changes nothing. Keeps at most `cap` undo steps.
 */
export function push(h: DraftHistory, overlay: ResourceOverlay, cap = HISTORY_CAP): DraftHistory {
  if (overlay === currentOf(h)) return h;
  const steps = [...h.steps.slice(0, h.index + 1), overlay];
  const drop = Math.max(0, steps.length - (cap + 1));
  return { steps: steps.slice(drop), index: steps.length - 1 - drop };
}

export function canUndo(h: DraftHistory): boolean {
  return h.index > 0;
}

export function canRedo(h: DraftHistory): boolean {
  return h.index < h.steps.length - 1;
}

/** One step back (unchanged when there is none). */
export function undo(h: DraftHistory): DraftHistory {
  return canUndo(h) ? { steps: h.steps, index: h.index - 1 } : h;
}

/** One step forward again (unchanged when there is none). */
export function redo(h: DraftHistory): DraftHistory {
  return canRedo(h) ? { steps: h.steps, index: h.index + 1 } : h;
}

/** Forgets every step: `overlay` alone (after loading, publishing or discarding). */
export function reset(_h: DraftHistory, overlay: ResourceOverlay): DraftHistory {
  return startHistory(overlay);
}
