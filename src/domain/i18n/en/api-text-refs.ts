import type { English } from '../message-format.ts';
import type { apiTextRefsZh } from '../zh/api-text-refs.ts';

export const apiTextRefsEn: English<typeof apiTextRefsZh> = {
  'api.textRefs.addedResolved': 'Added and resolved',
  'api.textRefs.addRecordPageThenChoose': 'Add the record on its page, then choose it',
  'api.textRefs.addsPersonDepartmentFromOriginal': 'Adds a person or department from the original text and writes it into the record\'s reference field',
  'api.textRefs.choosesRecordUnmatchedTextWritten': 'Chooses a record for an unmatched text (written into the record\'s reference field)',
  'api.textRefs.chosenRecord': 'Chosen record',
  'api.textRefs.chosenRecordDoesNotExist': 'The chosen record does not exist or does not belong to this enterprise',
  'api.textRefs.departmentThatNameAlreadyExists': 'A department of that name already exists; please choose it',
  'api.textRefs.matchingPersonOnceChosenMerged': 'Matching person (once chosen, merged with that person)',
  'api.textRefs.originalTextCannotServeName': 'The original text cannot serve as a name; add the record on its page, then choose it',
  'api.textRefs.originalTextsLeftUnmatchedWhen': 'Original texts left unmatched (when migrating to a reference, no record or several records matched the name or number)',
  'api.textRefs.pendingRecord': 'Pending record',
  'api.textRefs.pendingRecordDoesNotExist': 'The pending record does not exist',
  'api.textRefs.referenceMigration': 'Reference migration',
  'api.textRefs.resolved': 'Resolved',
  'api.textRefs.thisContractorWorkerAlreadyHas': 'This contractor worker already has a personnel record; choose that same person to merge them',
  'api.textRefs.thisRecordHasBeenDeleted': 'This record has been deleted',
  'api.textRefs.thisTextHasAlreadyBeen': 'This text has already been resolved',
};
