import { create } from 'zustand';
import { getUnreadCount, markAllWarningsRead, markRecordSeen, markWarningsRead } from '../api/shell-api.ts';

/** Shared state of the risk notifications: the bell, the top-bar alert button and the workbench use it. */
export interface NotificationState {
  /** Unread count; null until loaded. */
  unread: number | null;
  /** Bumped whenever notifications change, so that open lists reload. */
  version: number;
  dialogOpen: boolean;
  /** Mounted dialog hosts; only the first renders the dialog (bell, top bar and workbench each mount one). */
  hosts: string[];
  addHost(id: string): void;
  removeHost(id: string): void;
  refresh(): Promise<void>;
  openDialog(): void;
  closeDialog(): void;
  /** Marks notifications read (all of them when `ids` is 'all'), then refreshes the count and lists. */
  markRead(ids: number[] | 'all'): Promise<void>;
  /**
   * The person has seen record `id` of `model` (its page is shown): their notifications about it become read,
   * then the count and lists refresh when any did. A failure leaves them unread (tried again next visit).
   */
  recordSeen(model: string, id: number): Promise<void>;
  /** The person acted on a record (an approval raises warnings for others, leaves their waiting work): lists reload. */
  changed(): void;
  reset(): void;
}

export const useNotificationStore = create<NotificationState>()((set, get) => ({
  unread: null,
  version: 0,
  dialogOpen: false,
  hosts: [],
  addHost(id) {
    set((s) => (s.hosts.includes(id) ? s : { hosts: [...s.hosts, id] }));
  },
  removeHost(id) {
    set((s) => ({ hosts: s.hosts.filter((h) => h !== id) }));
  },
  async refresh() {
    try {
      set({ unread: await getUnreadCount() });
    } catch {
      // The badge keeps its last value; the next refresh tries again.
    }
  },
  openDialog() {
    set({ dialogOpen: true });
    void get().refresh();
  },
  closeDialog() {
    set({ dialogOpen: false });
  },
  async markRead(ids) {
    if (ids === 'all') await markAllWarningsRead();
    else if (ids.length) await markWarningsRead(ids);
    set((s) => ({ version: s.version + 1 }));
    await get().refresh();
  },
  async recordSeen(model, id) {
    let updated = 0;
    try {
      updated = await markRecordSeen(model, id);
    } catch {
      return;
    }
    if (!updated) return;
    set((s) => ({ version: s.version + 1 }));
    await get().refresh();
  },
  changed() {
    set((s) => ({ version: s.version + 1 }));
    void get().refresh();
  },
  reset() {
    set({ unread: null, dialogOpen: false, version: 0 });
  },
}));
