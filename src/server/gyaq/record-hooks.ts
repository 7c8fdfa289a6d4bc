// 工艺安全报警's server rule (docs/process-alarms.md): a tag names one alarm point of the enterprise, since the
// plant's events find their point by tag.
import { text } from '../../domain/i18n/text.ts';
import { AppError, fieldProblem } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';

const uniqueTag: RecordHook = {
  name: 'gyaq.uniqueTag',
  async check(w, values) {
    const tag = typeof values.tag === 'string' ? values.tag.trim() : '';
    if (!tag) return;
    const rows = await w.s.tx.query(
      `select 1 from ${w.s.c.table} where tenant_id = $1 and not deleted and lower(zax_text(data, 'tag')) = lower($2) and ($3::bigint is null or id <> $3)`,
      [w.auth.tenantId, tag, w.id],
    );
    if (rows.length) {
      const message = text('gyaq.point.tagTaken', { tag });
      throw new AppError(409, message, [fieldProblem('tag', message)]);
    }
  },
};

/** The hooks 工艺安全报警's files name: `gyaq.uniqueTag`. */
export const gyaqHooks: ModuleHookSet = { module: 'gyaq', hooks: { uniqueTag } };
