import type { English } from '../message-format.ts';
import type { zbglZh } from '../zh/zbgl.ts';

export const zbglEn: English<typeof zbglZh> = {
  'zbgl.roster.unknownShift': 'The shift "{shift}" is not in the enterprise\'s shift calendar',
  'zbgl.roster.overlap': '{person} is already on duty on {date} ({shift}), which overlaps this shift: one person cannot be on two overlapping shifts',
  'zbgl.leave.leaderWithoutSubstitute': '{person} leads the {shift} shift on {date}: the leave must name a substitute',
  'zbgl.leave.substituteBusy': 'The substitute {person} is already on a shift overlapping {date} ({shift})',
  'zbgl.leave.handedOver': 'Handed over to the substitute {person}: {slots}',
  'zbgl.leave.removed': 'Taken out of the roster: {slots}',
  'zbgl.leave.emptied': '; warning: nobody is left on duty on {slots}',
};
