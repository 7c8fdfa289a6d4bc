// tszy.checkItemClause (check-item.json's `hooks`): an item citing a check clause (`clauseId`) takes its 检查内容
// and 检查依据 from the clause at every save, whatever a client sent (docs/permits.md "Check items from
// 检查条款库"). A clause the enterprise cannot read, or a deleted one, is refused naming the field.
import { text } from '../../domain/i18n/text.ts';
import { itemFromClause } from '../../domain/tszy-clause-items.ts';
import { fieldError } from '../http/app-error.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { clausesByIds } from './clause-store.ts';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

export const checkItemClause: RecordHook = {
  name: 'tszy.checkItemClause',
  async prepare(w, values) {
    if (!isId(values.clauseId)) return;
    const clause = (await clausesByIds(w.s.tx, w.auth.tenantId, [values.clauseId])).get(values.clauseId);
    if (!clause) throw fieldError('clauseId', text('tszy.clause.missing', { id: values.clauseId }));
    Object.assign(values, itemFromClause(clause));
  },
};
