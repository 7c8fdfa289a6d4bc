import type { English } from '../message-format.ts';
import type { outboxuiZh } from '../zh/outboxui.ts';

export const outboxuiEn: English<typeof outboxuiZh> = {
  'outboxui.title': 'Waiting to send',
  'outboxui.empty': 'Nothing is waiting to be sent',
  'outboxui.state.waiting': 'Waiting',
  'outboxui.state.sending': 'Sending',
  'outboxui.state.failed': 'Not accepted',
  'outboxui.attempts': '{count} attempts',
  'outboxui.files': '{count} attachments',
  'outboxui.retry': 'Send again',
  'outboxui.open': 'Open to fix',
  'outboxui.discard': 'Discard',
  'outboxui.discardConfirm': 'Discarding removes this submission from the phone; it will not be sent. Discard it?',
  'outboxui.discardOk': 'Discard',
  'outboxui.discardCancel': 'Cancel',
  'outboxui.badge': '{count} waiting to send',
  'outboxui.banner.offline': 'No signal: what you fill in is kept on the phone and sent when it is back online',
  'outboxui.banner.offlineWaiting': 'No signal: {count} submissions wait and will be sent when the phone is back online',
  'outboxui.banner.waiting': '{count} submissions waiting to be sent',
  'outboxui.banner.sending': 'Sending…',
  'outboxui.banner.failed': '{count} submissions were not accepted; see them under Me',
  'outboxui.queued': 'No signal: saved on the phone, it will be sent when the phone is back online',
};
