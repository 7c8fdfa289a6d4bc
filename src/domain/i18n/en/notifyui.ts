import type { English } from '../message-format.ts';
import type { notifyuiZh } from '../zh/notifyui.ts';

export const notifyuiEn: English<typeof notifyuiZh> = {
};
