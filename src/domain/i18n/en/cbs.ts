import type { English } from '../message-format.ts';
import type { cbsZh } from '../zh/cbs.ts';

export const cbsEn: English<typeof cbsZh> = {
  'cbs.violation.autoSuspended': '{count} violations within {days} days reach the threshold of {threshold}: admission suspended by the system',
  'cbs.permit.contractorSuspended': 'The contractor "{contractor}" of {worker} is suspended: its workers cannot be named on a permit',
  'cbs.permit.contractorNotAdmitted': 'The contractor "{contractor}" of {worker} is not admitted: its workers cannot be named on a permit',
};
