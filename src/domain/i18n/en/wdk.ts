import type { English } from '../message-format.ts';
import type { wdkZh } from '../zh/wdk.ts';

export const wdkEn: English<typeof wdkZh> = {
  'wdk.version.older': 'The current version cannot be older than the recorded version {stored}',
  'wdk.version.historyNewer': 'The version {version} of history row {row} cannot be newer than the current version {current}',
};
