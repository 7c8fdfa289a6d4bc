import { inboxApi, type InboxAnswer } from '../api/inbox-api.ts';
import { PHONE_INBOX_PAGE_SIZE } from './phone-inbox.ts';

// The 待办 list's first page, asked for as soon as the session is known when the shell opens on 待办 (issue 15: the
// first screen, fast): the request then overlaps drawing the shell instead of waiting for the page to mount.

let early: Promise<InboxAnswer> | null = null;

/** Asks for page 1 of the inbox now (the session's enterprise is set). */
export function startEarlyInbox(): void {
  early = inboxApi.list(1, PHONE_INBOX_PAGE_SIZE);
  early.catch(() => undefined);
}

/** A page of the inbox: page 1 of the size asked for early is that answer (taken once), any other a fresh call. */
export function inboxPage(pageIndex: number, pageSize: number): Promise<InboxAnswer> {
  const started = early;
  early = null;
  if (started && pageIndex === 1 && pageSize === PHONE_INBOX_PAGE_SIZE) return started;
  return inboxApi.list(pageIndex, pageSize);
}
