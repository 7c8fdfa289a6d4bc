// 清单管理 (qing-dan, issue 17 item 4; docs/checklists.md): a checklist's items (one a line), who may fill a task's
// item and how, a task's progress from its items, the completion rate, and what an abnormal item hands the
// hidden-danger register. Pure: the server's hooks (src/server/qing-dan/) and the pages use the same rules.
import type { Text } from './i18n/message-format.ts';
import { text } from './i18n/text.ts';

/** At most this many items on one checklist, each at most ITEM_MAX characters. */
export const MAX_ITEMS = 50;
export const ITEM_MAX = 200;

/** The items of a checklist's text: one a line, trimmed, blank lines and list marks ("1.", "（2）", "-") dropped. */
export function parseItems(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.、)）]|[（(]\d+[)）])\s*/, '').trim())
    .filter((line) => line !== '');
}

/** Why a checklist's items text is refused (none, too many, one too long), or null. */
export function itemsRefusal(value: unknown): Text | null {
  const items = parseItems(value);
  if (items.length === 0) return text('fxfjgk.qd.itemsEmpty');
  if (items.length > MAX_ITEMS) return text('fxfjgk.qd.itemsTooMany', { count: items.length, max: MAX_ITEMS });
  const long = items.findIndex((i) => i.length > ITEM_MAX);
  if (long >= 0) return text('fxfjgk.qd.itemTooLong', { row: long + 1, max: ITEM_MAX });
  return null;
}

export type ItemResult = 'normal' | 'abnormal';
export const isItemResult = (v: unknown): v is ItemResult => v === 'normal' || v === 'abnormal';

/** What the server knows when an item is filled. */
export interface ItemFill {
  /** The item's result before this write (null when not yet filled). */
  before: ItemResult | null;
  /** The result written (null: the write fills nothing). */
  result: unknown;
  note: unknown;
  /** The task: its assignee (staff id), whether it was generated late (missed), its row. */
  task: { assigneeId: number | null; assigneeName: string; missed: boolean };
  /** Who writes: their staff id (renYuanId) and whether they manage the enterprise's records (qyUser, admin). */
  me: { staffId: number | null; name: string; manager: boolean };
}

/** Why an item may not be filled so, with the field to name; null when it may. */
export function itemFillRefusal(f: ItemFill): { field: string; message: Text } | null {
  if (f.result === null || f.result === undefined || f.result === '') {
    return f.before === null ? null : { field: 'result', message: text('fxfjgk.qd.resultCleared') };
  }
  if (!isItemResult(f.result)) return { field: 'result', message: text('fxfjgk.qd.resultUnknown', { value: String(f.result) }) };
  if (f.before !== null && f.before !== f.result) return { field: 'result', message: text('fxfjgk.qd.alreadyFilled') };
  // A task generated late stays missed; only a manager may record its results afterwards (补录).
  if (f.task.missed && !f.me.manager) return { field: 'result', message: text('fxfjgk.qd.taskMissed') };
  if (f.result === 'abnormal' && (typeof f.note !== 'string' || f.note.trim() === '')) return { field: 'note', message: text('fxfjgk.qd.noteNeeded') };
  if (!f.me.manager && f.task.assigneeId !== null && f.me.staffId !== f.task.assigneeId) {
    return { field: 'checkerId', message: text('fxfjgk.qd.notAssignee', { assignee: f.task.assigneeName, person: f.me.name }) };
  }
  return null;
}

export type TaskState = 'pending' | 'doing' | 'done';

export interface TaskProgress {
  itemCount: number;
  doneCount: number;
  abnormalCount: number;
  state: TaskState;
}

/** A task's progress from its items' results (null: not filled). A task without items is pending. */
export function taskProgress(results: readonly (ItemResult | null)[]): TaskProgress {
  const doneCount = results.filter((r) => r !== null).length;
  const abnormalCount = results.filter((r) => r === 'abnormal').length;
  const itemCount = results.length;
  const state: TaskState = itemCount > 0 && doneCount === itemCount ? 'done' : doneCount > 0 ? 'doing' : 'pending';
  return { itemCount, doneCount, abnormalCount, state };
}

/** The completion rate in per cent with two decimals, or '-' when nothing was due (spec 001 §9). */
export function completionRate(done: number, total: number): string {
  if (!(total > 0)) return '-';
  return ((Math.round((done / total) * 10000) / 100).toFixed(2));
}

/** What an abnormal item hands `registerHiddenDanger` (the yhpc module's intake). */
export interface ChecklistIntake {
  title: string;
  description?: string;
  source: { kind: 'checklist'; resource: 'checklist-task-item'; recordId: number };
  photos?: string[];
}

export function checklistIntake(itemId: number, item: Readonly<Record<string, unknown>>, task: Readonly<Record<string, unknown>>): ChecklistIntake {
  const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
  const head = [str(task.name), str(task.period)].filter(Boolean).join(' ');
  const content = str(item.content);
  const desc = [content, str(item.note)].filter(Boolean).join('\n');
  const photos = Array.isArray(item.photos) ? item.photos.filter((p): p is string => typeof p === 'string') : [];
  return {
    title: `${content || head}${head && content ? `（${head}）` : ''}`.slice(0, 200),
    ...(desc ? { description: desc } : {}),
    source: { kind: 'checklist', resource: 'checklist-task-item', recordId: itemId },
    ...(photos.length ? { photos } : {}),
  };
}
