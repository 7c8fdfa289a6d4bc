import type { English } from '../message-format.ts';
import type { statsuiZh } from '../zh/statsui.ts';

export const statsuiEn: English<typeof statsuiZh> = {
  'statsui.block.loading': 'Loading statistics…',
  'statsui.block.empty': 'No statistics yet',
  'statsui.block.failed': 'Could not load the statistics',
  'statsui.block.retry': 'Retry',
  'statsui.block.showTable': 'Show as table',
  'statsui.block.showChart': 'Show as chart',
  'statsui.block.tableCaption': 'Figures of {title}',
  'statsui.block.category': 'Category',
  'statsui.block.value': 'Value',
  'statsui.block.total': 'Total',
  'statsui.page.title': 'Statistics',
  'statsui.page.empty': 'This module has no statistics blocks',
  'statsui.client.timeout': 'The data service did not answer in time; try again later',
  'statsui.client.unauthorized': 'The data service refused the sign-in; sign in again',
  'statsui.client.failed': 'The data service request failed ({status})',
  'statsui.permits.inProgress': 'In progress',
  'statsui.permits.awaitingMyApproval': 'Awaiting my approval',
  'statsui.permits.expiringIn2h': 'Expiring within 2 h',
  'statsui.permits.returned': 'Returned',
};
