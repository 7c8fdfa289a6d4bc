import type { English } from '../message-format.ts';
import type { permitBriefingZh } from '../zh/permit-briefing.ts';

export const permitBriefingEn: English<typeof permitBriefingZh> = {
  'permits.briefing.noAnalysis': 'No job hazard analysis yet: give at least one work step with its hazards and controls before submitting (GB 30871 4.1)',
  'permits.briefing.stepMissing.step': 'Row {n} of the job hazard analysis has no work step',
  'permits.briefing.stepMissing.hazard': 'Row {n} of the job hazard analysis has no hazards',
  'permits.briefing.stepMissing.control': 'Row {n} of the job hazard analysis has no controls',
  'permits.briefing.noBriefer': 'No safety briefing yet: name who gives the briefing before submitting (GB 30871 4.4)',
  'permits.briefing.noContent': 'No safety briefing yet: give the content of the briefing before submitting (GB 30871 4.4)',
  'permits.briefing.unsigned': 'Worker “{name}” has not signed the safety briefing: every worker signs it on the permit’s phone page before submission',
  'permits.briefing.notThisPermit': 'Signature {id} is no briefing signature of this permit: workers sign the briefing on the permit’s phone page',
  'permits.briefing.otherWorker': 'Signature {id} is the briefing signature of “{signer}”, not of “{name}”',
  'permits.briefing.unknownAnalyst': 'The analyst does not exist or was deleted: {id}',
  'permits.briefing.unknownBriefer': 'The briefer does not exist or was deleted: {id}',
  'permits.briefing.unknownWorker': 'There is no worker row {n}',
  'permits.briefing.notDraft': 'The permit was submitted: its safety briefing can no longer be signed (state: {state})',
  'permits.briefing.signAction': 'Sign the safety briefing',
  'permits.briefing.field.worker': 'Worker',
  'permits.briefing.field.signature': 'Signature',
};
