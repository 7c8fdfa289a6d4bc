import type { English } from '../message-format.ts';
import type { wlsyZh } from '../zh/wlsy.ts';

export const wlsyEn: English<typeof wlsyZh> = {
  'wlsy.stock.short': 'The quantity exceeds the stock: the balance of {name} is {balance}, this needs {need}',
  'wlsy.stock.deleteShort': 'Deleting would leave the balance of {name} negative ({balance}); it cannot be deleted',
  'wlsy.stock.balanceFixed': 'The balance changes only through receipts and issues',
  'wlsy.stock.noMaterial': 'The material does not exist or was deleted',
};
