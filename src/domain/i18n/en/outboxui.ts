import type { English } from '../message-format.ts';
import type { outboxuiZh } from '../zh/outboxui.ts';

export const outboxuiEn: English<typeof outboxuiZh> = {
  'outboxui.state.waiting': 'Waiting to be sent',
};
