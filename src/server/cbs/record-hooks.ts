// 承包商管理's server rules (docs/emergency.md): a violation recorded against an admitted contractor that brings
// its violations within the enterprise's window to its threshold (企业配置, else the constants) suspends it (the pure rule: src/domain/cbs-violations.ts).
import { shouldSuspend, suspensionRuleOf, violationWindowStart } from '../../domain/cbs-violations.ts';
import { text } from '../../domain/i18n/text.ts';
import { chineseOf } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import { scopeOf } from '../resources/record-delete.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';
import { moveRecord } from '../workflow/transition.ts';
import { contractorTrainingHooks } from './training-hooks.ts';

/** The history step's action of a suspension by the system. */
export const AUTO_SUSPEND_ACTION = 'auto-suspend';

/**
 * `cbs.violationSuspend` (contractor-violation): after a violation is written, the contractor's row is locked and
 * its violations dated within the enterprise's window (suspensionRuleOf its qyxx.config) up to this one's date
 * counted; an admitted contractor at the enterprise's threshold or more goes to 已暂停 through the workflow's move (a history step `auto-suspend`
 * with the count as its opinion, who waits rewritten). The administrator reinstates it by 恢复准入.
 */
const violationSuspend: RecordHook = {
  name: 'cbs.violationSuspend',
  async saved(w, values) {
    const contractorId = typeof values.contractorId === 'number' ? values.contractorId : null;
    const date = typeof values.violationDate === 'string' ? values.violationDate : null;
    if (contractorId === null || date === null) return;
    const [contractor] = await w.s.tx.query<{ status: string | null }>(
      `select data->>'admissionStatus' as status from ${tableName('contractor-info')} where tenant_id = $1 and id = $2 and not deleted for update`,
      [w.auth.tenantId, contractorId],
    );
    if (!contractor) return;
    const [qy] = await w.s.tx.query<{ config: unknown }>('select config from qyxx where tenant_id = $1', [w.auth.tenantId]);
    const rule = suspensionRuleOf(qy?.config);
    const [{ n }] = await w.s.tx.query<{ n: number }>(
      `select count(*)::int as n from ${tableName('contractor-violation')}
        where tenant_id = $1 and not deleted and data->>'contractorId' = $2 and data->>'violationDate' between $3 and $4`,
      [w.auth.tenantId, String(contractorId), violationWindowStart(date, rule.windowDays), date],
    );
    const count = Number(n);
    if (!shouldSuspend(contractor.status, count, rule.threshold)) return;
    const s = await scopeOf(w.s.tx, w.auth, 'contractor-info');
    await moveRecord(w.s.tx, s, w.auth, contractorId, 'suspended', {
      action: AUTO_SUSPEND_ACTION,
      actorId: null,
      opinion: chineseOf(text('cbs.violation.autoSuspended', { count, days: rule.windowDays, threshold: rule.threshold })),
    });
  },
};

export const cbsHooks: ModuleHookSet = { module: 'cbs', hooks: { violationSuspend, ...contractorTrainingHooks } };
