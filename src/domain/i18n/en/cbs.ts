import type { English } from '../message-format.ts';
import type { cbsZh } from '../zh/cbs.ts';

export const cbsEn: English<typeof cbsZh> = {
  'cbs.violation.autoSuspended': '{count} violations within {days} days reach the threshold of {threshold}: admission suspended by the system',
  'cbs.permit.contractorSuspended': 'The contractor "{contractor}" of {worker} is suspended: its workers cannot be named on a permit',
  'cbs.permit.contractorNotAdmitted': 'The contractor "{contractor}" of {worker} is not admitted: its workers cannot be named on a permit',
  'cbs.permit.workerVoided': 'The contractor worker {worker} has had the admission cancelled and cannot be named on a permit',
  'cbs.permit.workerExpired': 'The admission of the contractor worker {worker} ended on {exitDate}: cannot be named on a permit',
  'cbs.permit.workerUntrained': 'The contractor worker {worker} has not passed the safety training assessment (no passed contractor training on record) and cannot be named on a permit',
  'cbs.permit.workerFailedSession': 'The contractor worker {worker} has not passed the safety training assessment (failed "{training}" on {date}) and cannot be named on a permit',
  'cbs.training.repeatedTrainee': '{worker} is already a trainee of this session',
  'cbs.training.otherContractor': '{worker} is not a worker of this session\'s contractor "{contractor}"',
  'cbs.training.contractorOfTrainees': 'The trainee {worker} of this session belongs to another contractor: change the trainees first',
  'cbs.permit.unknownWorker': 'No such contractor worker: {id}',
};
