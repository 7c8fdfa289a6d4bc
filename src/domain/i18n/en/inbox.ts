import type { English } from '../message-format.ts';
import type { inboxZh } from '../zh/inbox.ts';

export const inboxEn: English<typeof inboxZh> = {
  'inbox.doc.tag': 'Inbox',
  'inbox.doc.list': 'My inbox: what waits for the signed-in person across modules (workflow steps, approvals, scheduled tasks, overdue items, permits to approve)',
  'inbox.doc.count': 'How many items wait in my inbox',
  'inbox.field.module': 'Module',
  'inbox.action.transition': 'Waiting for you: {label}',
  'inbox.action.approval': 'Awaiting your approval: {label}',
  'inbox.action.task': 'To do: {label}',
  'inbox.action.overdue': 'Overdue: {label}',
  'inbox.recordTitle': '{resource} #{id}',
  'inbox.module.basic': 'Basic data',
  'inbox.card.title': 'To do',
  'inbox.card.all': 'All',
  'inbox.card.tab': '{module} {count}',
  'inbox.card.empty': 'Nothing waits for you',
  'inbox.card.due': 'Due {time}',
  'inbox.card.overdue': 'Overdue',
  'inbox.count.title': 'To do',
  'inbox.count.label': 'To do, {count} items',
};
