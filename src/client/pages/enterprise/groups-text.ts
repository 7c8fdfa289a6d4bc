// The words of the groups, web-embed and park cards of 企业详情 and of the embedded page (docs/enterprise.md).
import { groupsZh } from '../../../domain/i18n/zh/groups.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

export const g = textOf(groupsZh);
