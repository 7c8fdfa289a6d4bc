import type { English } from '../message-format.ts';
import type { permitMeasuresZh } from '../zh/permit-measures.ts';

export const permitMeasuresEn: English<typeof permitMeasuresZh> = {
  'permits.measures.gradeNotOfKind': 'Applicable grade “{grade}” is not a grade of {kind} (choose from: {grades})',
  'permits.measures.kindWithoutGrades': '{kind} has no grades: leave the applicable grades empty',
  'permits.measures.unconfirmed': 'Safety measure {n} “{measure}” is not confirmed: every measure before the work must be confirmed by its confirmer before submission',
  'permits.measures.photoMissing': 'Safety measure {n} “{measure}” needs a photo of the site (its template asks for one) before submission',
  'permits.measures.unknownConfirmer': 'The confirmer does not exist or was deleted: {id}',
  'permits.measures.field.grade': 'Grade',
  'permits.measures.field.confirmer': 'Confirmed by',
  'permits.measures.doc': '{kind} permit: the enabled measure templates of the kind and its grade (in their order)',
};
