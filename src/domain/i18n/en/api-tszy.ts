import type { English } from '../message-format.ts';
import type { apiTszyZh } from '../zh/api-tszy.ts';

export const apiTszyEn: English<typeof apiTszyZh> = {
  'api.tszy.all': 'All',
  'api.tszy.allRiskWarningsEnterprisePaged': 'All risk warnings of the enterprise (paged; filter by module, status, content)',
  'api.tszy.currentUserHasNoLinked': 'The current user has no linked person, so warnings cannot be shown',
  'api.tszy.homePageCountCurrentUser': 'Home page count: the current user\'s unread warnings, riskUnreadCount',
  'api.tszy.marksReadGivenIdsAll': 'Marks as read: the given ids, or all to mark all your unread ones',
  'api.tszy.module': 'Module',
  'api.tszy.fromDay': 'From day',
  'api.tszy.toDay': 'To day',
  'api.tszy.toBeforeFrom': 'The end day cannot be before the start day',
  'api.tszy.person': 'Person',
  'api.tszy.pleaseChooseWarningsMark': 'Please choose the warnings to mark',
  'api.tszy.record': 'Record',
  'api.tszy.recordViewedMarksYourUnread': 'Record viewed: marks your unread warnings about the record (module and record id) as read',
  'api.tszy.riskWarnings': 'Risk warnings',
  'api.tszy.riskWarningsSignedPersonPaged': 'Risk warnings of the signed-in person (paged)',
  'api.tszy.status': 'Status',
  'api.tszy.warning': 'Warning',
  'api.tszy.warningContent': 'Warning content',
  'api.tszy.youCanViewOnlyYour': 'You can view only your own warnings',
};
