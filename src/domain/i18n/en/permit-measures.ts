import type { English } from '../message-format.ts';
import type { permitMeasuresZh } from '../zh/permit-measures.ts';

export const permitMeasuresEn: English<typeof permitMeasuresZh> = {
  'permits.measures.gradeNotOfKind': 'Applicable grade “{grade}” is not a grade of {kind} (choose from: {grades})',
  'permits.measures.kindWithoutGrades': '{kind} has no grades: leave the applicable grades empty',
  'permits.measures.unconfirmed': 'Safety measure {n} “{measure}” is not confirmed: every measure before the work must be confirmed by its confirmer before submission',
  'permits.measures.photoMissing': 'Safety measure {n} “{measure}” needs a photo of the site (its template asks for one) before submission',
  'permits.measures.wrongConfirmer': 'Safety measure {n} “{measure}” must be confirmed by the {role} (its template asks so): {name} {why}',
  'permits.measures.role.leader': 'person in charge of the work',
  'permits.measures.role.worker': 'worker',
  'permits.measures.role.guardian': 'guardian',
  'permits.measures.role.unit_leader': 'head of the unit',
  'permits.measures.role.safety_manager': 'safety manager',
  'permits.measures.notHolder.leader': 'is not the person in charge of this permit’s work',
  'permits.measures.notHolder.worker': 'is not a worker of this permit',
  'permits.measures.notHolder.guardian': 'is not the guardian of this permit',
  'permits.measures.notHolder.unit_leader': 'is not the head of the applying unit (this permit names none)',
  'permits.measures.notHolder.unitLeaderOf': 'is not the head of the applying unit “{unit}”',
  'permits.measures.notHolder.safety_manager': 'is not a safety manager of the enterprise',
  'permits.measures.unknownConfirmer': 'The confirmer does not exist or was deleted: {id}',
  'permits.measures.field.grade': 'Grade',
  'permits.measures.field.confirmer': 'Confirmed by',
  'permits.measures.doc': '{kind} permit: the enabled measure templates of the kind and its grade (in their order)',
};
