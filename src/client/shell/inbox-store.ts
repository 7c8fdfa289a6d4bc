import { create } from 'zustand';
import { inboxApi } from '../api/inbox-api.ts';

/** The inbox's count, shared by the top bar's badge and the workbench's 待办 card (which refreshes it on load). */
export interface InboxState {
  /** How many items wait; null until loaded. */
  count: number | null;
  refresh(): Promise<void>;
  /** The card loaded a fresh total: the badge follows without another call. */
  set(count: number): void;
  reset(): void;
}

export const useInboxStore = create<InboxState>()((set) => ({
  count: null,
  async refresh() {
    try {
      set({ count: await inboxApi.count() });
    } catch {
      // The badge keeps its last value; the next refresh tries again.
    }
  },
  set(count) {
    set({ count });
  },
  reset() {
    set({ count: null });
  },
}));
