// 文档库's server rules (docs/knowledge.md): a document's current version never goes back, and no history row
// is newer than the current version (src/domain/wdk-version.ts).
import { text } from '../../domain/i18n/text.ts';
import { compareVersions } from '../../domain/wdk-version.ts';
import { AppError, fieldProblem } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';

const versionOrder: RecordHook = {
  name: 'wdk.versionOrder',
  async check(w, values) {
    const current = typeof values.version === 'string' ? values.version : null;
    if (current === null) return;
    if (w.id !== null) {
      const [row] = await w.s.tx.query<{ version: string | null }>(
        `select data->>'version' as version from ${w.s.c.table} where tenant_id = $1 and id = $2 and not deleted`,
        [w.auth.tenantId, w.id],
      );
      const stored = row?.version ?? null;
      if (stored !== null && (compareVersions(current, stored) ?? 0) < 0) {
        const message = text('wdk.version.older', { stored });
        throw new AppError(400, message, [fieldProblem('version', message)]);
      }
    }
    const rows = w.taken.versions;
    if (!Array.isArray(rows)) return;
    rows.forEach((r: unknown, i) => {
      const version = r !== null && typeof r === 'object' ? (r as Record<string, unknown>).version : undefined;
      if (typeof version !== 'string') return;
      if ((compareVersions(version, current) ?? 0) > 0) {
        const message = text('wdk.version.historyNewer', { row: i + 1, version, current });
        throw new AppError(400, message, [fieldProblem(`versions[${i}].version`, message)]);
      }
    });
  },
};

/** The hooks 文档库's files name: `wdk.versionOrder`. */
export const wdkHooks: ModuleHookSet = { module: 'wdk', hooks: { versionOrder } };
