import type { English } from '../message-format.ts';
import type { zdwhpZh } from '../zh/zdwhp.ts';

export const zdwhpEn: English<typeof zdwhpZh> = {
  'zdwhp.storage.place': 'Choose either a warehouse or a tank area as the place of storage',
};
