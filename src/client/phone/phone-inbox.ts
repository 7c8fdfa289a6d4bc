// The rules of the phone's 待办 list (issue 15 item 1): where an item opens, and how pages of the inbox add up
// under "load more". Pure.
import type { InboxItem } from '../../domain/inbox-item.ts';
import { PERMIT_SITE_RESOURCE, phonePermitPath, phoneTargetPath } from '../../domain/phone-paths.ts';
import { ROUTER_BASENAME } from '../config.ts';

/** How many items a page of the phone's list holds. */
export const PHONE_INBOX_PAGE_SIZE = 20;

/** Where an item opens: a page of the phone shell, or (an item of a module with no phone page) the desktop's page. */
export type InboxTarget = { kind: 'phone'; path: string } | { kind: 'desktop'; href: string };

/** Whether an item is a special-work permit (not a schema resource: its own phone page, docs/phone.md). */
function isPermit(item: InboxItem): boolean {
  return item.resource === PERMIT_SITE_RESOURCE || /^\/tszy\/detail\/\d+$/.test(item.link);
}

/**
 * The page an item opens: a permit's phone page (`/x/tszy/permit/:id`), a module's own page of the record (a patrol's
 * `/x/xjxc/patrol/:id`, a shutdown's `/x/zdjx/stop/:id`, a checklist task's `/x/qing-dan/task/:id`), a resource's record
 * page on the phone; an item of a module without a phone page (no resource) its desktop page in the same tab.
 */
export function inboxTarget(item: InboxItem): InboxTarget {
  if (isPermit(item)) return { kind: 'phone', path: phonePermitPath(item.recordId) };
  if (!item.resource || item.link.startsWith('/tszy/')) return { kind: 'desktop', href: `${ROUTER_BASENAME}${item.link.startsWith('/') ? '' : '/'}${item.link}` };
  return { kind: 'phone', path: phoneTargetPath(item.resource, item.recordId) };
}

/**
 * The list after page `pageIndex` arrived: page 1 replaces it (a refresh), a later page adds its items, leaving
 * out those already shown (an item that moved up a page while the person scrolled).
 */
export function mergeInboxPage(shown: readonly InboxItem[], page: readonly InboxItem[], pageIndex: number): InboxItem[] {
  if (pageIndex <= 1) return [...page];
  const keys = new Set(shown.map((i) => i.key));
  return [...shown, ...page.filter((i) => !keys.has(i.key))];
}

/** Whether "load more" has more to load. */
export function hasMore(shown: number, total: number): boolean {
  return shown < total;
}
