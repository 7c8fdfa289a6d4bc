import { create } from 'zustand';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  withAffix,
  type VisitedView,
} from '../layout/visited-views.ts';
import { useSessionStore } from './session-store.ts';

/** Visited-page tabs and the keep-alive state behind them (spec 000 §2 "Layout shell"). */
export interface TagsState {
  visitedViews: VisitedView[];
  /** Per path, how often the view was refreshed: part of its key, so a refresh remounts it. */
  refreshCounts: Record<string, number>;
  /** Puts the pinned tabs (from the menu) first. */
  initAffix(affix: VisitedView[]): void;
  addView(view: VisitedView): void;
  closeView(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  /** Remounts the view of `path` (the tab's 刷新). */
  refreshView(path: string): void;
  reset(): void;
}

const empty = { visitedViews: [], refreshCounts: {} };

export const useTagsStore = create<TagsState>()((set, get) => ({
  ...empty,
  initAffix(affix) {
    const visitedViews = withAffix(get().visitedViews, affix);
    if (visitedViews !== get().visitedViews) set({ visitedViews });
  },
  addView(view) {
    const visitedViews = addView(get().visitedViews, view);
    if (visitedViews !== get().visitedViews) set({ visitedViews });
  },
  closeView(path) {
    set({ visitedViews: closeView(get().visitedViews, path) });
  },
  closeOthers(path) {
    set({ visitedViews: closeOtherViews(get().visitedViews, path) });
  },
  closeAll() {
    set({ visitedViews: closeAllViews(get().visitedViews) });
  },
  refreshView(path) {
    const counts = get().refreshCounts;
    set({ refreshCounts: { ...counts, [path]: (counts[path] ?? 0) + 1 } });
  },
  reset() {
    set(empty);
  },
}));

// The tabs belong to one session: signing out (or a refused token) forgets them.
useSessionStore.subscribe((state, prev) => {
  if (prev.token && state.token !== prev.token) useTagsStore.getState().reset();
});
