import type { English } from '../message-format.ts';
import type { permitCertZh } from '../zh/permit-cert.ts';

export const permitCertEn: English<typeof permitCertZh> = {
  'permits.cert.operator': '{category} certificate',
  'permits.cert.equipment': 'special equipment operator certificate ({item})',
  'permits.cert.or': '{a} or {b}',
  'permits.cert.category.electrician': 'electrical work',
  'permits.cert.category.welding': 'welding and thermal cutting',
  'permits.cert.category.height': 'work at height',
  'permits.cert.category.refrigeration': 'refrigeration and air-conditioning work',
  'permits.cert.category.hazchem': 'hazardous chemicals safety work',
  'permits.cert.category.oil_gas': 'oil and gas safety work',
  'permits.cert.category.metallurgy': 'metallurgical (non-ferrous) production safety work',
  'permits.cert.category.fireworks': 'fireworks safety work',
  'permits.cert.category.other': 'other special work',
  'permits.cert.expired': "Worker {worker}'s {certificate} has expired (valid until {end})",
  'permits.cert.notYetValid': "Worker {worker}'s {certificate} is not yet valid (valid from {start})",
  'permits.cert.voided': "Worker {worker}'s {certificate} ({certNo}) has been voided",
  'permits.cert.missing': 'Worker {worker} has no {certificate} on record (special operators, special equipment operators)',
  'permits.cert.unknownStaff': 'Staff member does not exist or was deleted: {id}',
  'permits.cert.twoPeople': 'A worker is either a staff member or a contractor worker, not both',
  'permits.cert.onePerson': 'Name either a staff member or a contractor worker',
  'permits.cert.field.staff': 'Staff member',
  'permits.cert.field.contractorWorker': 'Contractor worker',
  'permits.cert.doc': '{kind} permit: the certificate the kind requires that a worker holds (fills the certificate number when a person is picked)',
};
