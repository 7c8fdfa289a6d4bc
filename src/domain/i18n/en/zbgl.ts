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
  'zbgl.api.tag': 'Duty management',
  'zbgl.api.board': 'Roster board: the shifts, entries and empty shifts of a range of days',
  'zbgl.api.copyWeek': 'Copy a week of the roster to the next week',
  'zbgl.api.listByMap': 'Watch staff by day',
  'zbgl.api.listByShiftMap': 'Watch staff by shift',
  'zbgl.api.bind': 'On duty now (from the roster)',
  'zbgl.api.from': 'From',
  'zbgl.api.to': 'To',
  'zbgl.api.monday': 'Any day of the week copied',
  'zbgl.api.date': 'Date',
  'zbgl.api.at': 'Instant',
  'zbgl.api.badDate': '{field} must be a date as YYYY-MM-DD',
  'zbgl.api.rangeBackwards': 'The end date cannot be before the start date',
  'zbgl.api.rangeTooLong': 'The range cannot be longer than {max} days',
};
