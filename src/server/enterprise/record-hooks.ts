// 企业数据管理's record hooks (docs/enterprise.md "入驻申请"): what the review of an application does beyond its
// state. The application (`enterprise-apply`, a platform record for the applicant's enterprise) moves through its
// workflow (approve, reject); when it leaves 待审核, `enterprise.applyReview` enables the module for the enterprise
// on approval, in the transition's transaction (an unknown enterprise refuses the whole review), and queues the
// applicant's text message (the approval, or the rejection with its reason), sent once the review is committed.
import { text } from '../../domain/i18n/text.ts';
import { moduleTitle } from '../../domain/modules.ts';
import { notFound } from '../http/app-error.ts';
import { say } from '../http/say.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';
import { queueSmsToMobile } from '../workflow/notify-store.ts';
import { setModule } from './enterprise-store.ts';

export const APPLY_RESOURCE = 'enterprise-apply';
const PENDING = 'pending';
const fromKey = (id: number) => `enterprise.applyReview:${id}`;

/** The SMS the applicant gets for a reviewed application (Chinese, as every platform SMS). */
export function reviewSms(state: 'approved' | 'rejected', module: string | null, reason: string | null): string {
  const title = module ? (moduleTitle(module) ?? module) : '';
  return state === 'approved'
    ? say('zh', text('enterprise.sms.approved', { module: title }))
    : say('zh', text('enterprise.sms.rejected', { module: title, reason: reason ?? '' }));
}

const applyReview: RecordHook = {
  name: 'enterprise.applyReview',
  async prepare(w) {
    if (w.id === null) return;
    const [row] = await w.s.tx.query<{ state: string | null }>(`select data->>'reviewStatus' as state from ${tableName(APPLY_RESOURCE)} where tenant_id = $1 and id = $2`, [
      w.auth.tenantId,
      w.id,
    ]);
    w.cache.set(fromKey(w.id), row?.state || PENDING);
  },
  async saved(w, values) {
    if (w.id === null || w.cache.get(fromKey(w.id)) !== PENDING) return;
    const state = values.reviewStatus;
    if (state !== 'approved' && state !== 'rejected') return;
    const module = typeof values.module === 'string' && values.module ? values.module : null;
    if (state === 'approved' && module) {
      const enabled = await setModule(w.s.tx, Number(values.qyId), module, true);
      if (!enabled) throw notFound(text('enterprise.error.notFound'));
    }
    const reason = typeof values.reason === 'string' ? values.reason : null;
    await queueSmsToMobile(w.s.tx, w.auth.tenantId, String(values.mobile), reviewSms(state, module, reason), new Date());
  },
};

export const enterpriseHooks: ModuleHookSet = { module: 'enterprise', hooks: { applyReview } };
