import type { English } from '../message-format.ts';
import type { statsZh } from '../zh/stats.ts';

export const statsEn: English<typeof statsZh> = {
  'stats.error.tokenMissing': 'The data service token is missing, invalid or expired; obtain a new one',
  'stats.error.badClient': 'Unknown data service client or wrong secret',
  'stats.error.tooManySignIns': 'Too many data service sign-ins: try again in {n} seconds',
  'stats.error.unknownModule': 'Module "{module}" has no statistics blocks',
  'stats.error.unknownBlock': 'Statistics block "{block}" does not exist',
  'stats.error.moduleClosed': 'Module not enabled: {module}',
  'stats.error.noRight': 'Not allowed to read statistics block "{block}"',
  'stats.label.none': 'Not filled in',
  'stats.label.yes': 'Yes',
  'stats.label.no': 'No',
  'stats.api.tag': 'Data service',
  'stats.api.sessionToken': 'Data service token (current session)',
  'stats.api.clientToken': 'Data service token (server-side client)',
  'stats.api.clientId': 'Client id',
  'stats.api.secret': 'Secret',
  'stats.api.module': 'Module',
  'stats.api.block': 'Statistics block',
  'stats.api.blocks': 'Statistics blocks of a module',
  'stats.api.rows': 'Rows of a statistics block',
};
