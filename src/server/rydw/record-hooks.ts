// 人员定位's record rules (docs/location.md): a tag is bound to one person at most (its code is the enterprise's
// only tag of that code) and a person has one tag at most, so that a position always names one person.
import { text } from '../../domain/i18n/text.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';

const tagBinding: RecordHook = {
  name: 'rydw.tagBinding',
  async check(w, values) {
    const t = tableName('location-tag');
    const code = String(values.code);
    const same = await w.s.tx.query<{ id: string; staffId: string | null }>(
      `select id, data->>'staffId' as "staffId" from ${t} where tenant_id = $1 and not deleted and data->>'code' = $2 and id <> $3`,
      [w.auth.tenantId, code, w.id ?? 0],
    );
    if (same.length) throw conflict(text(same[0].staffId ? 'rydw.error.tagTakenBound' : 'rydw.error.tagTaken', { code }));
    if (values.staffId != null) {
      const other = await w.s.tx.query<{ code: string }>(
        `select data->>'code' as code from ${t} where tenant_id = $1 and not deleted and data->>'staffId' = $2 and id <> $3`,
        [w.auth.tenantId, String(values.staffId), w.id ?? 0],
      );
      if (other.length) throw fieldError('staffId', text('rydw.error.bindStaffHasTag', { code: other[0].code }));
    }
  },
};

export const rydwHooks: ModuleHookSet = { module: 'rydw', hooks: { tagBinding } };
