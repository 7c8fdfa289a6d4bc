import type { English } from '../message-format.ts';
import type { tszyZh } from '../zh/tszy.ts';

export const tszyEn: English<typeof tszyZh> = {
  'tszy.check.permitMissing': 'No permit numbered {number}',
  'tszy.check.permitNotInProgress': 'Only a permit in progress can be checked; permit {number} is "{state}"',
  'tszy.check.libraryKind': 'Check library "{library}" is for {libraryKind}, not the permit\'s work type ({permitKind})',
  'tszy.check.itemNotOfLibrary': 'The check item is not in the chosen check library',
  'tszy.check.itemTwice': 'The same check item is entered twice in this inspection',
  'tszy.check.descriptionRequired': 'Describe the problem of a failed check item',
  'tszy.check.dangerTitle': 'Failed work inspection: {number} {item}',
  'tszy.check.dangerDescription': 'Permit {number} ({site}) checked at {time} by {inspector}: "{item}" failed: {problem}',
};
