import type { English } from '../message-format.ts';
import type { zbglZh } from '../zh/zbgl.ts';

export const zbglEn: English<typeof zbglZh> = {
  'zbgl.roster.unknownShift': 'The shift "{shift}" is not in the enterprise\'s shift calendar',
  'zbgl.roster.overlap': '{person} is already on duty on {date} ({shift}), which overlaps this shift: one person cannot be on two overlapping shifts',
};
