// 巡检巡查's server rules (docs/patrol.md), named by the resource files' `hooks`:
// - xjxc.patrolRecord: a submitted or missed record cannot change; submitting
//   needs every item of the route answered and no other submitted record of the same plan and period,
//   stamps the time, flags a late patrol and counts the findings (what a client sent for those is replaced), and keeps
//   the points reached by scan (written by the scan route only);
// - xjxc.patrolResult: the point is on the record's route and the item is the point's; the reading or the
//   normal/abnormal answer is judged by src/domain/xjxc-reading.ts; an abnormal result opens a repair order
//   when its item says so;
// - xjxc.patrolItem: the normal range lies within the physical limits;
// - xjxc.patrolConfig: one configuration per enterprise.
import { text } from '../../domain/i18n/text.ts';
import { localDateTime } from '../../domain/schedule-calendar.ts';
import { isLate, itemRangeProblem, judgeResult, missingItems } from '../../domain/xjxc-reading.ts';
import { chineseOf, conflict, fieldError } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook, RecordWrite } from '../resources/record-hooks.ts';
import { createThroughPipeline, hasModule } from '../resources/create-record.ts';
import { registerHiddenDangerIfOpened } from '../yhpc/register-hidden-danger.ts';
import { SCAN_WRITE, SCANNED } from './patrol-scan-write.ts';
import { itemRule, itemsOfPoints, patrolTolerance, recordData, recordsOfPeriod, resultVerdicts, routeOf, setDataKey } from './patrol-store.ts';

type Data = Record<string, unknown>;

const STATE = 'patrolState';

const id = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai) as an instant. */
function instantOf(v: unknown): Date | null {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(v)) return null;
  const d = new Date(`${v.replace(' ', 'T')}${v.length === 16 ? ':00' : ''}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

async function checkSubmit(w: RecordWrite, values: Data): Promise<void> {
  const tenantId = w.auth.tenantId;
  const recordId = w.id as number;
  const scheme = id(values.schemeId) ? await recordData(w.s.tx, tenantId, 'patrol-scheme', id(values.schemeId) as number) : null;
  const items = await itemsOfPoints(w.s.tx, tenantId, routeOf(scheme));
  const results = await resultVerdicts(w.s.tx, tenantId, recordId);
  const missing = missingItems(items.map((i) => Number(i.id)), results.map((r) => r.itemId));
  if (missing.length) throw fieldError('results', text('xjxc.record.incomplete', { count: missing.length }));
  const now = new Date();
  values.finishedAt = localDateTime(now);
  values.late = isLate(instantOf(values.dueAt), now, await patrolTolerance(w.s.tx, tenantId));
  values.abnormalCount = results.filter((r) => r.verdict === 'abnormal').length;
}

/**
 * The points reached by scan are the server's (POST /xjxc/patrol-scan, patrol-scan.ts): what a client sends for them is
 * replaced by what is stored; only the scan route's own write (its cache marked) changes them.
 */
function keepScans(w: RecordWrite, stored: Data | null, values: Data): void {
  if (w.cache.get(SCAN_WRITE) === true) return;
  const kept = stored?.[SCANNED];
  if (Array.isArray(kept)) values[SCANNED] = kept;
  else delete values[SCANNED];
}

const patrolRecord: RecordHook = {
  name: 'xjxc.patrolRecord',
  async check(w, values) {
    const tenantId = w.auth.tenantId;
    const stored = w.id === null ? null : await recordData(w.s.tx, tenantId, 'patrol-record', w.id);
    const storedState = typeof stored?.[STATE] === 'string' ? stored[STATE] : 'pending';
    // A submitted or missed patrol is history: no write changes it (its workflow has no way out either).
    if (storedState !== 'pending') {
      throw conflict(text('xjxc.record.submitted', { state: chineseOf(text(storedState === 'missed' ? 'xjxc.state.missed' : 'xjxc.state.done')) }));
    }
    keepScans(w, stored, values);
    const rows = w.taken.results;
    if (Array.isArray(rows)) {
      const seen = new Set<number>();
      rows.forEach((row, i) => {
        const item = row && typeof row === 'object' ? id((row as Data).itemId) : null;
        if (item === null) return;
        if (seen.has(item)) throw fieldError(`results[${i}].itemId`, text('xjxc.result.twice'));
        seen.add(item);
      });
    }
    if (w.id === null || values[STATE] !== 'done') return;
    // The submission: one per plan and period (a second record of the same task cannot be submitted).
    const planId = id(values.planId);
    if (planId && typeof values.period === 'string') {
      const others = await recordsOfPeriod(w.s.tx, tenantId, planId, values.period, w.id, 'done');
      if (others.length) {
        const plan = await recordData(w.s.tx, tenantId, 'patrol-plan', planId);
        throw conflict(text('xjxc.record.duplicate', { plan: String(plan?.name ?? planId), period: values.period }));
      }
    }
    await checkSubmit(w, values);
  },
};

const patrolResult: RecordHook = {
  name: 'xjxc.patrolResult',
  async check(w, values) {
    const tenantId = w.auth.tenantId;
    const tx = w.s.tx;
    const record = id(values.recordId) ? await recordData(tx, tenantId, 'patrol-record', id(values.recordId) as number) : null;
    const scheme = record && id(record.schemeId) ? await recordData(tx, tenantId, 'patrol-scheme', id(record.schemeId) as number) : null;
    const pointId = id(values.pointId);
    if (!pointId || !routeOf(scheme).includes(pointId)) throw fieldError('pointId', text('xjxc.result.notOnRoute'));
    const itemData = id(values.itemId) ? await recordData(tx, tenantId, 'patrol-item', id(values.itemId) as number) : null;
    const item = itemData ? itemRule(itemData) : null;
    if (!item || item.pointId !== pointId) throw fieldError('itemId', text('xjxc.result.itemNotOfPoint'));
    // The point's equipment, kept on the result so that the equipment's detail lists its patrol results.
    const equipmentId = id((await recordData(tx, tenantId, 'patrol-point', pointId))?.equipmentId);
    if (equipmentId) values.equipmentId = equipmentId;
    else delete values.equipmentId;
    const judged = judgeResult(item, values, await patrolTolerance(tx, tenantId));
    if (!judged.ok) throw fieldError(judged.problem.field, judged.problem.message);
    values.verdict = judged.verdict;
  },
  async saved(w, values) {
    if (values.verdict !== 'abnormal' || values.repairOrderId !== undefined || values.hiddenDangerId !== undefined || w.id === null) return;
    const tenantId = w.auth.tenantId;
    const tx = w.s.tx;
    const itemData = await recordData(tx, tenantId, 'patrol-item', Number(values.itemId));
    const item = itemData ? itemRule(itemData) : null;
    if (!item) return;
    const recordId = Number(values.recordId);
    if (item.onAbnormal !== 'repair' && item.onAbnormal !== 'hidden-danger') return;
    const point = await recordData(tx, tenantId, 'patrol-point', item.pointId);
    const record = await recordData(tx, tenantId, 'patrol-record', recordId);
    const equipmentId = id(point?.equipmentId);
    const pointName = String(point?.name ?? '');
    const value =
      item.itemType === 'reading'
        ? chineseOf(text('xjxc.repair.reading', { reading: String(values.reading), unit: item.unit ?? '', lower: item.lowerLimit ?? '-', upper: item.upperLimit ?? '-' }))
        : chineseOf(text('xjxc.repair.abnormal'));
    const title = chineseOf(text('xjxc.repair.title', { point: pointName, item: item.content ?? '' })).slice(0, 100);
    const description = chineseOf(text('xjxc.repair.description', { record: String(record?.name ?? recordId), point: pointName, item: item.content ?? '', value })).slice(0, 1000);
    const photos = Array.isArray(values.photos) ? values.photos.filter((p): p is string => typeof p === 'string') : [];
    if (item.onAbnormal === 'hidden-danger') {
      // The finding registers a hidden danger (隐患排查) that remembers this result; none where the module is not opened.
      const danger = await registerHiddenDangerIfOpened(tx, w.auth, {
        title,
        description,
        source: { kind: 'patrol', resource: 'patrol-result', recordId: w.id },
        ...(equipmentId ? { equipmentId } : {}),
        ...(photos.length ? { photos } : {}),
      });
      if (danger) {
        await setDataKey(tx, tenantId, 'patrol-result', w.id, 'hiddenDangerId', danger.id);
        values.hiddenDangerId = danger.id;
      }
      return;
    }
    if (!(await hasModule(tx, tenantId, 'equipment')) || !equipmentId) return;
    const body: Data = { title, equipmentId, source: 'patrol', patrolRecordId: recordId, faultType: 'other', urgency: 'normal', description };
    if (photos.length) body.photos = photos;
    const orderId = await createThroughPipeline(tx, w.auth, 'repair-order', body);
    await setDataKey(tx, tenantId, 'patrol-result', w.id, 'repairOrderId', orderId);
    values.repairOrderId = orderId;
  },
};

const patrolItem: RecordHook = {
  name: 'xjxc.patrolItem',
  async check(_w, values) {
    const problem = itemRangeProblem(itemRule(values));
    if (problem) throw fieldError(problem.field, problem.message);
  },
};

const patrolConfig: RecordHook = {
  name: 'xjxc.patrolConfig',
  async check(w) {
    if (w.id !== null) return;
    const rows = await w.s.tx.query<{ id: number }>(`select id from ${w.s.c.table} where tenant_id = $1 and not deleted limit 1`, [w.auth.tenantId]);
    if (rows.length) throw conflict(text('xjxc.config.single'));
  },
};

/** The module's hook set (listed in MODULE_HOOK_SETS of src/server/resources/module-hooks.ts). */
export const xjxcHooks: ModuleHookSet = { module: 'xjxc', hooks: { patrolRecord, patrolResult, patrolItem, patrolConfig } };
