import type { English } from '../message-format.ts';
import type { fxfjgkZh } from '../zh/fxfjgk.ts';

/** English of `fxfjgk.*` (src/domain/i18n/zh/fxfjgk.ts). */
export const fxfjgkEn: English<typeof fxfjgkZh> = {
  'fxfjgk.factorMissing': 'Enter {factor}',
  'fxfjgk.factorOutside': '{factor} = {value} is not in the {method} table (allowed: {allowed})',
  'fxfjgk.methodUnknown': 'Unknown assessment method "{method}"',
  'fxfjgk.methodNotConfigured': 'The enterprise has not configured the assessment method "{method}"',
  'fxfjgk.bandsEmpty': 'The band table is empty',
  'fxfjgk.bandRange': 'Band table row {row}: the lower bound {min} must be below the upper bound {max}',
  'fxfjgk.bandStart': 'The band table must start at 0; row 1 starts at {min}',
  'fxfjgk.bandGap': 'Band table row {row}: no level covers {from} to {to} (the table has a gap)',
  'fxfjgk.bandOverlap': 'Band table row {row}: {from} to {to} overlaps the previous row',
  'fxfjgk.bandOpenEnd': 'The last row of the band table must have no upper bound',
  'fxfjgk.bandLevelTwice': 'The level "{level}" appears more than once in the band table',
  'fxfjgk.bandsInvalid': 'The bands of {method} are misconfigured: {reason}',
  'fxfjgk.wrongLevel': 'This control task is {taskLevel}; {person} works at {personLevel} and may not do it',
  'fxfjgk.noLevel': '{person} has no department, so their control level is unknown; they may not do a {taskLevel} task',
  'fxfjgk.abnormalNeedsNote': 'Check {row} is abnormal: describe what is wrong',
};
