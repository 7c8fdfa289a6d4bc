import type { English } from '../message-format.ts';
import type { gradeZh } from '../zh/grade.ts';

export const gradeEn: English<typeof gradeZh> = {
  'grade.hazard.a': 'gusts of wind force 5 (8.0 m/s) or more',
  'grade.hazard.b': 'high-temperature work of class II or above',
  'grade.hazard.c': 'an average air temperature of 5 °C or lower',
  'grade.hazard.d': 'contact with cold water of 12 °C or lower',
  'grade.hazard.e': 'slippery ice, snow, frost, water or oil on the work site',
  'grade.hazard.f': 'poor light and low visibility at the work site',
  'grade.hazard.g': 'less than the prescribed distance from live parts at dangerous voltage',
  'grade.hazard.h': 'swaying, or a footing that is not flat or very small',
  'grade.hazard.i': 'physical work intensity of class III or above',
  'grade.hazard.j': 'toxic gas, or less than 19.5% oxygen in the air',
  'grade.hazard.k': 'surroundings that may cause accidents, or rescue in a sudden accident',

  'grade.height.invalid': 'The working height must be a non-negative number (metres)',
  'grade.height.belowMin': 'Working height {h} m is below 2 m: this is not work at height and needs no height permit',
  'grade.height.plain': 'Working height {h} m ({band}), no objective hazards: {grade} work at height',
  'grade.height.hazards': 'Working height {h} m ({band}) with objective hazards ({hazards}): {grade} work at height',

  'grade.lifting.invalid': 'The lifted mass must be a non-negative number (tonnes)',
  'grade.lifting.over100': 'Lifted mass {m} t is over 100 t: Grade 1 lifting',
  'grade.lifting.from40': 'Lifted mass {m} t is between 40 t and 100 t: Grade 2 lifting',
  'grade.lifting.under40': 'Lifted mass {m} t is under 40 t: Grade 3 lifting',
  'grade.lifting.under10':
    'Lifted mass {m} t is under 10 t: no lifting permit is needed, but the work must have a risk analysis and reliable measures',

  'grade.hot.badChosen': 'The hot work grade can only be Special grade, Grade 1 or Grade 2',
  'grade.hot.isolated':
    'The unit is fully shut down, cleaned, purged, tested and isolated: managed as Grade 2 hot work (chosen: {chosen})',
  'grade.hot.chosen': '{grade} hot work chosen',
  'grade.hot.windRefused': 'Wind level {wind} (5 or more): outdoor hot work is forbidden',
  'grade.hot.reason.wind': 'outdoor hot work at wind level {wind} (5 or more)',
  'grade.hot.reason.night': 'work at night (18:00 to 06:00)',
  'grade.hot.reason.holiday': 'work on a public holiday',
  'grade.hot.reason.weekend': 'work on a weekend',
  'grade.hot.plain': '{basis}: {grade} hot work',
  'grade.hot.highest': '{basis}; {reasons} call for a higher grade, but Special grade is the highest: managed as Special grade hot work',
  'grade.hot.raised': '{basis}; {reasons}: raised to {grade} hot work',
};
