// 风险分级管控's server rules (docs/risk.md), named by the module's resource files in `hooks`:
// - assessEvent: an event (or an equipment / activity risk point) is assessed by the rule of src/domain, the
//   factor outside its method's table refused at the factor, a misconfigured method at `method`;
// - keepRolledUp: a unit's level is the highest of its events, an object's the highest of its units;
// - measure: a measure without its own period takes its control level's (§4), and is active unless switched off;
// - controlTask: a check is done by a person of the task's control level, an abnormal one says what is wrong,
//   and registers a hidden danger (the yhpc module's registerHiddenDangerIfOpened);
// - deptRiskConfig: one 部门风险配置 per department, its control level the department's (from its type).
import { assessRecord } from '../../domain/fxfjgk-methods.ts';
import { checkPeriod, hiddenDangerIntake, isControlLevel, taskLevelRefusal } from '../../domain/fxfjgk-control.ts';
import { text } from '../../domain/i18n/text.ts';
import { departmentLevels, personLevel } from '../../domain/person-level.ts';
import { LEC_CONFIG_TYPE } from '../../domain/rule-functions.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, fieldError, fieldProblem } from '../http/app-error.ts';
import { readRuleConfig } from '../resources/compute-hook.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordWrite } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';
import { listDepartments } from '../routes/user/department-store.ts';
import { refsOf, rewriteAreaLevels, rollUpObjects, rollUpUnits, highestChildLevel } from './risk-roll-up.ts';
import { registerHiddenDangerIfOpened } from '../yhpc/register-hidden-danger.ts';
import { clearTaskWaiting } from '../schedules/schedule-store.ts';


const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Now on the sites' clock (UTC+8), as a date-time field holds it. */
function siteNow(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

async function personLevelOf(tx: Queryable, tenantId: number, staffId: number): Promise<{ name: string; level: ReturnType<typeof personLevel> }> {
  const [person] = await tx.query<{ name: string; departmentId: number | null }>(
    `select name, department_id as "departmentId" from staffinfo where tenant_id = $1 and id = $2 and not deleted`,
    [tenantId, staffId],
  );
  if (!person) return { name: String(staffId), level: null };
  const levels = departmentLevels(await listDepartments(tx, tenantId));
  return { name: person.name, level: personLevel(person.departmentId === null ? null : Number(person.departmentId), levels) };
}

export const fxfjgkHooks: ModuleHookSet = {
  module: 'fxfjgk',
  hooks: {
    assessEvent: {
      name: 'fxfjgk.assessEvent',
      async check(w: RecordWrite, values) {
        const config = (await readRuleConfig(w.s.tx, w.auth.tenantId, [LEC_CONFIG_TYPE]))[LEC_CONFIG_TYPE] ?? {};
        const a = assessRecord(values, config);
        if (!a.ok) throw fieldError(a.field, a.message);
      },
    },
    keepRolledUp: {
      name: 'fxfjgk.keepRolledUp',
      async prepare(w, values) {
        // A unit's and an object's level are what their graded children say.
        const key = w.s.c.resource.key;
        if (key !== 'risk-unit' && key !== 'risk-object') return;
        const level = w.id === null ? null : await highestChildLevel(w.s.tx, w.auth.tenantId, key === 'risk-unit' ? 'risk-event' : 'risk-unit', key === 'risk-unit' ? 'unitId' : 'objectId', w.id);
        // Without graded children (a v1 risk point graded directly) the level typed stays.
        if (level) values.riskLevel = level;
      },
      async saved(w, values) {
        const key = w.s.c.resource.key;
        const parent = num(values[key === 'risk-event' ? 'unitId' : 'objectId']);
        const before = (w.cache.get(`fxfjgk:parent:${key}:${w.id}`) as number | undefined) ?? null;
        const parents = [parent, before].filter((p): p is number => p !== null);
        if (key === 'risk-event') await rollUpUnits(w.s.tx, w.auth.tenantId, parents);
        if (key === 'risk-unit') await rollUpObjects(w.s.tx, w.auth.tenantId, parents);
        if (key !== 'risk-object') await rewriteAreaLevels(w.s.tx, w.auth.tenantId);
      },
      async check(w) {
        // The parent before the change, so that moving an event to another unit re-grades the one it left.
        const key = w.s.c.resource.key;
        if (w.id === null || key === 'risk-object') return;
        const [before] = await refsOf(w.s.tx, w.auth.tenantId, key, key === 'risk-event' ? 'unitId' : 'objectId', [w.id]);
        if (before !== undefined) w.cache.set(`fxfjgk:parent:${key}:${w.id}`, before);
      },
      async deleted(s, auth, ids) {
        const key = s.c.resource.key;
        if (key === 'risk-event') await rollUpUnits(s.tx, auth.tenantId, await refsOf(s.tx, auth.tenantId, key, 'unitId', ids));
        if (key === 'risk-unit') await rollUpObjects(s.tx, auth.tenantId, await refsOf(s.tx, auth.tenantId, key, 'objectId', ids));
        if (key !== 'risk-object') await rewriteAreaLevels(s.tx, auth.tenantId);
      },
    },
    areaRiskLevel: {
      name: 'fxfjgk.areaRiskLevel',
      async prepare(w, values) {
        // An area's level is the server's: the stored one is kept whatever a client sends, and rewritten once saved.
        delete values.riskLevel;
        if (w.id === null) return;
        const [row] = await w.s.tx.query<{ level: string | null }>(`select data->>'riskLevel' as level from ${w.s.c.table} where tenant_id = $1 and id = $2`, [w.auth.tenantId, w.id]);
        if (row?.level) values.riskLevel = row.level;
      },
      async saved(w) {
        await rewriteAreaLevels(w.s.tx, w.auth.tenantId);
      },
      async deleted(s, auth) {
        await rewriteAreaLevels(s.tx, auth.tenantId);
      },
    },
    measure: {
      name: 'fxfjgk.measure',
      prepare(_w, values) {
        // Only a blank period takes the level's default; a wrong one is left for the validator to refuse.
        const blank = values.frequency === undefined || values.frequency === null || values.frequency === '';
        const period = blank ? checkPeriod(null, values.controlLevel) : null;
        if (period) values.frequency = period;
        if (values.active === undefined || values.active === null) values.active = true;
      },
    },
    deptRiskConfig: {
      name: 'fxfjgk.deptRiskConfig',
      async prepare(w, values) {
        // The level is the department's (its type, or its place under a typed one), whatever a client sends.
        const dept = num(values.deptId);
        const level = dept === null ? null : personLevel(dept, departmentLevels(await listDepartments(w.s.tx, w.auth.tenantId)));
        if (level) values.controlLevel = level;
        else delete values.controlLevel;
      },
      async check(w, values) {
        const dept = num(values.deptId);
        if (dept === null) return;
        const rows = await w.s.tx.query(
          `select 1 from ${w.s.c.table} where tenant_id = $1 and not deleted and zax_text(data, 'deptId') = $2 and ($3::bigint is null or id <> $3)`,
          [w.auth.tenantId, String(dept), w.id],
        );
        if (rows.length) {
          const [d] = await w.s.tx.query<{ name: string }>('select name from departmentinfo where tenant_id = $1 and id = $2', [w.auth.tenantId, dept]);
          const message = text('fxfjgk.deptConfigTaken', { dept: d?.name ?? String(dept) });
          throw new AppError(409, message, [fieldProblem('deptId', message)]);
        }
      },
    },
    controlTask: {
      name: 'fxfjgk.controlTask',
      prepare(w, values) {
        if (values.result !== 'normal' && values.result !== 'abnormal') return;
        values.checkedAt ??= siteNow();
        const me = w.auth.session.renYuanId;
        if (values.checkerId === undefined || values.checkerId === null) {
          if (me !== null) values.checkerId = me;
        }
      },
      async check(w, values) {
        if (values.result !== 'normal' && values.result !== 'abnormal') return;
        if (values.result === 'abnormal' && (typeof values.abnormalDesc !== 'string' || values.abnormalDesc.trim() === '')) {
          throw fieldError('abnormalDesc', text('fxfjgk.abnormalNeedsNote', { row: 1 }));
        }
        const checker = num(values.checkerId);
        if (checker === null || !isControlLevel(values.controlLevel)) return;
        const { name, level } = await personLevelOf(w.s.tx, w.auth.tenantId, checker);
        const refusal = taskLevelRefusal(values.controlLevel, level, name);
        if (refusal) throw fieldError('checkerId', refusal);
      },
      async saved(w, values) {
        // A checked task leaves its assignee's 待办 (the schedule's waiting row; the task has no workflow to move it).
        if (w.id !== null && (values.result === 'normal' || values.result === 'abnormal')) await clearTaskWaiting(w.s.tx, w.auth.tenantId, 'control-task', [w.id]);
        if (values.result !== 'abnormal' || values.hiddenDangerId !== undefined || w.id === null) return;
        // An abnormal check registers a hidden danger (隐患排查) that remembers the task; none where the module is not opened.
        // It is found where the event's unit is placed (its area), so that the ledger and the map find it.
        const eventId = num(values.eventId);
        const [place] = eventId === null ? [] : await w.s.tx.query<{ areaId: string | null }>(
          `select a.id::text as "areaId"
             from ${tableName('risk-event')} e
             join ${tableName('risk-unit')} u on u.tenant_id = e.tenant_id and u.id = (e.data->>'unitId')::bigint and not u.deleted
             join ${tableName('area')} a on a.tenant_id = u.tenant_id and a.id = (u.data->>'areaId')::bigint and not a.deleted
            where e.tenant_id = $1 and e.id = $2`,
          [w.auth.tenantId, eventId],
        );
        const areaId = Number(place?.areaId);
        const intake = { ...hiddenDangerIntake(w.id, values), ...(Number.isSafeInteger(areaId) && areaId > 0 ? { areaId } : {}) };
        const danger = await registerHiddenDangerIfOpened(w.s.tx, w.auth, intake);
        if (!danger) return;
        const { id } = danger;
        await w.s.tx.query(`update ${tableName('control-task')} set data = jsonb_set(data, '{hiddenDangerId}', to_jsonb($3::bigint)) where tenant_id = $1 and id = $2`, [
          w.auth.tenantId,
          w.id,
          id,
        ]);
      },
    },
  },
};
