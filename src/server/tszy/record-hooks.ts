// 特殊作业's record hooks (docs/permits.md "Checks of work in progress"), named by the resource files' `hooks`:
// - tszy.checkRecord: the record names a permit in progress (by its number) and a check library of the permit's
//   kind; it keeps the permit's id, kind and site, and its conclusion from the results sent (what a client sent
//   for those is replaced);
// - tszy.checkResult: the item is in the record's library and a failed one describes the problem; a failed item
//   registers a hidden danger (隐患排查, registerHiddenDangerIfOpened) that remembers the result;
// - tszy.checkItemClause (item-clause-hook.ts): an item citing a check clause takes its content and basis from it;
// - tszy.measureTemplateGrades (measure-template-hook.ts): a measure template's grades are grades of its kind;
// - tszy.permitLinkTarget (permit-link-target-hook.ts): a record an open permit is raised for is not deleted.
import { text } from '../../domain/i18n/text.ts';
import type { PermitState } from '../../domain/permit-lifecycle.ts';
import { checkConclusion, libraryProblem, permitProblem, repeatedItem, resultProblem, type CheckedPermit } from '../../domain/tszy-check.ts';
import type { Queryable } from '../db/db.ts';
import { chineseOf, fieldError } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';
import { registerHiddenDangerIfOpened } from '../yhpc/register-hidden-danger.ts';
import { checkItemClause } from './item-clause-hook.ts';
import { measureTemplateGrades } from './measure-template-hook.ts';
import { permitLinkTarget } from './permit-link-target-hook.ts';

type Data = Record<string, unknown>;

const id = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

async function recordData(tx: Queryable, tenantId: number, resource: string, recordId: number): Promise<Data | null> {
  const rows = await tx.query<{ data: Data }>(`select data from ${tableName(resource)} where tenant_id = $1 and id = $2 and not deleted`, [tenantId, recordId]);
  return rows[0]?.data ?? null;
}

async function permitByNumber(tx: Queryable, tenantId: number, number: string): Promise<(CheckedPermit & { id: number; site: string | null }) | null> {
  const rows = await tx.query<{ id: number; number: string; kind: string; state: PermitState; site: string | null }>(
    `select id, number, kind, state, zuo_ye_di_dian as site from permit where tenant_id = $1 and number = $2 and state not in ('REMOVED', 'DISCARDED')`,
    [tenantId, number],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

const checkRecord: RecordHook = {
  name: 'tszy.checkRecord',
  async check(w, values) {
    const tx = w.s.tx;
    const tenantId = w.auth.tenantId;
    const stored = w.id === null ? null : await recordData(tx, tenantId, 'check-record', w.id);
    const number = typeof values.permitNumber === 'string' ? values.permitNumber.trim() : '';
    values.permitNumber = number;
    const permit = await permitByNumber(tx, tenantId, number);
    // A new check, or one moved to another permit, needs the work in progress; a record kept on its permit stays
    // editable after the work ended (a late correction of what was seen).
    if (stored === null || stored.permitNumber !== number || !permit) {
      const problem = permitProblem(number, permit);
      if (problem) throw fieldError(problem.field, problem.message);
    }
    if (!permit) return;
    const library = id(values.libraryId) ? await recordData(tx, tenantId, 'check-library', id(values.libraryId) as number) : null;
    if (library) {
      const problem = libraryProblem({ name: String(library.name ?? ''), workType: String(library.workType ?? '') }, permit.kind);
      if (problem) throw fieldError(problem.field, problem.message);
    }
    values.permitId = permit.id;
    values.permitKind = permit.kind;
    if (permit.site) values.permitSite = permit.site.slice(0, 200);
    const rows = w.taken.results;
    if (Array.isArray(rows)) {
      const results = rows.map((r) => (r && typeof r === 'object' ? (r as Data) : {}));
      const twice = repeatedItem(results);
      if (twice >= 0) throw fieldError(`results[${twice}].itemId`, text('tszy.check.itemTwice'));
      Object.assign(values, checkConclusion(results));
    } else if (stored === null) {
      Object.assign(values, checkConclusion([]));
    }
  },
};

const checkResult: RecordHook = {
  name: 'tszy.checkResult',
  async check(w, values) {
    const tx = w.s.tx;
    const tenantId = w.auth.tenantId;
    const record = id(values.recordId) ? await recordData(tx, tenantId, 'check-record', id(values.recordId) as number) : null;
    const item = id(values.itemId) ? await recordData(tx, tenantId, 'check-item', id(values.itemId) as number) : null;
    const inLibrary = Boolean(record && item && id(item.libraryId) !== null && item.libraryId === record.libraryId);
    const problem = resultProblem({ passed: values.passed, description: values.description }, inLibrary);
    if (problem) throw fieldError(problem.field, problem.message);
  },
  async saved(w, values) {
    if (values.passed !== false || values.hiddenDangerId !== undefined || w.id === null) return;
    const tx = w.s.tx;
    const tenantId = w.auth.tenantId;
    const record = await recordData(tx, tenantId, 'check-record', Number(values.recordId));
    const item = await recordData(tx, tenantId, 'check-item', Number(values.itemId));
    const number = String(record?.permitNumber ?? '');
    const itemText = String(item?.content ?? '');
    const photos = Array.isArray(values.photos) ? values.photos.filter((p): p is string => typeof p === 'string') : [];
    const danger = await registerHiddenDangerIfOpened(tx, w.auth, {
      title: chineseOf(text('tszy.check.dangerTitle', { number, item: itemText })).slice(0, 100),
      description: chineseOf(
        text('tszy.check.dangerDescription', {
          number,
          site: String(record?.permitSite ?? ''),
          time: String(record?.checkTime ?? ''),
          inspector: String(record?.inspector ?? ''),
          item: itemText,
          problem: String(values.description ?? ''),
        }),
      ).slice(0, 1000),
      source: { kind: 'permit-check', resource: 'check-result', recordId: w.id },
      ...(photos.length ? { photos } : {}),
    });
    if (!danger) return;
    await tx.query(`update ${tableName('check-result')} set data = jsonb_set(data, '{hiddenDangerId}', to_jsonb($3::bigint)) where tenant_id = $1 and id = $2`, [
      tenantId,
      w.id,
      danger.id,
    ]);
    values.hiddenDangerId = danger.id;
  },
};

/** The module's hook set (listed in MODULE_HOOK_SETS of src/server/resources/module-hooks.ts). */
export const tszyHooks: ModuleHookSet = { module: 'tszy', hooks: { checkRecord, checkResult, checkItemClause, measureTemplateGrades, permitLinkTarget } };
