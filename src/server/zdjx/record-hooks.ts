// 重点检修's server rules (docs/patrol.md "重点检修"), named by the resource files' `hooks`:
// - zdjx.overhaulPlan: a finished or cancelled plan is history (409); the plan's calendar (at most a year), and
//   when its dates change without its items sent, the stored items must still lie inside them;
// - zdjx.overhaulItem: an item's dates lie inside its plan's, and the permits it names exist, are live and are
//   of a kind the item lists (the item is written through its plan: its errors are `items[i].<field>`); its site
//   step (item-site-step.ts: who and when stamped, the site fields kept from other writes), refused on a closed plan;
// - zdjx.deviceStop: a stop of a closed plan cannot be added (409); a restarted stop cannot change (409);
// - zdjx.overhaulRecord: a record of a closed or cancelled plan cannot be added (409); its equipment is one of
//   the plan's items'.
import { text } from '../../domain/i18n/text.ts';
import { itemPermitProblem, itemWindowProblem, planSpanProblem, type PermitFact } from '../../domain/zdjx-overhaul.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';
import { recordData } from '../xjxc/patrol-store.ts';
import { applyItemSiteStep } from './item-site-step.ts';

type Data = Record<string, unknown>;

const id = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
const CLOSED_PLAN = new Set(['finished', 'cancelled']);

const stateWord = (state: unknown) => text(state === 'cancelled' ? 'xjxc.overhaul.state.cancelled' : 'xjxc.overhaul.state.finished');

/** The enterprise's permits of these numbers (number, kind, state). */
export async function permitsByNumber(tx: Queryable, tenantId: number, numbers: readonly string[]): Promise<PermitFact[]> {
  if (!numbers.length) return [];
  return tx.query<PermitFact>(`select number, kind, state from permit where tenant_id = $1 and number = any($2::text[])`, [tenantId, [...numbers]]);
}

/** The live items of a plan. */
async function itemsOf(tx: Queryable, tenantId: number, planId: number): Promise<{ id: number; data: Data }[]> {
  return tx.query<{ id: number; data: Data }>(
    `select id, data from ${tableName('overhaul-item')} where tenant_id = $1 and not deleted and zax_num(data, 'planId') = $2 order by sort_order, id`,
    [tenantId, planId],
  );
}

const overhaulPlan: RecordHook = {
  name: 'zdjx.overhaulPlan',
  async check(w, values) {
    const tenantId = w.auth.tenantId;
    if (w.id !== null) {
      const stored = await recordData(w.s.tx, tenantId, 'overhaul-plan', w.id);
      // The workflow's own move to the closing state is let through (its stored state is still the open one).
      if (stored && CLOSED_PLAN.has(String(stored.planState))) throw conflict(text('xjxc.overhaul.closed', { state: stateWord(stored.planState) }));
    }
    const span = planSpanProblem(values);
    if (span) throw fieldError(span.field, span.message);
    if (w.id === null || Object.hasOwn(w.taken, 'items')) return;
    // Items not sent: the dates may still not leave a stored item outside.
    for (const item of await itemsOf(w.s.tx, tenantId, w.id)) {
      const p = itemWindowProblem(values, item.data);
      if (p) throw fieldError(p.field, p.message);
    }
  },
};

const overhaulItem: RecordHook = {
  name: 'zdjx.overhaulItem',
  async check(w, values) {
    const tenantId = w.auth.tenantId;
    const planId = id(values.planId);
    const plan = planId ? await recordData(w.s.tx, tenantId, 'overhaul-plan', planId) : null;
    if (plan) {
      const p = itemWindowProblem(plan, values);
      if (p) throw fieldError(p.field, p.message);
    }
    const stored = w.id === null ? null : await recordData(w.s.tx, tenantId, 'overhaul-item', w.id);
    if (stored && plan && CLOSED_PLAN.has(String(plan.planState)) && values.itemState !== (stored.itemState ?? 'todo')) {
      throw conflict(text('xjxc.overhaul.closed', { state: stateWord(plan.planState) }));
    }
    applyItemSiteStep(w, values, stored);
    const numbers = Array.isArray(values.permitNumbers) ? values.permitNumbers.filter((n): n is string => typeof n === 'string') : [];
    const problem = itemPermitProblem(values.specialWorks, numbers, await permitsByNumber(w.s.tx, tenantId, numbers));
    if (problem) throw fieldError(problem.field, problem.message);
  },
};

/** The plan a stop or a record belongs to must be open when one is added. */
async function openPlan(tx: Queryable, tenantId: number, planId: number | null, creating: boolean): Promise<Data | null> {
  const plan = planId ? await recordData(tx, tenantId, 'overhaul-plan', planId) : null;
  if (plan && creating && CLOSED_PLAN.has(String(plan.planState))) {
    throw conflict(text('xjxc.overhaul.planClosed', { plan: String(plan.name ?? planId), state: stateWord(plan.planState) }));
  }
  return plan;
}

const deviceStop: RecordHook = {
  name: 'zdjx.deviceStop',
  async check(w, values) {
    const tenantId = w.auth.tenantId;
    if (w.id !== null) {
      const stored = await recordData(w.s.tx, tenantId, 'device-stop', w.id);
      if (stored?.stopState === 'restarted') throw conflict(text('xjxc.overhaul.stopClosed'));
    }
    await openPlan(w.s.tx, tenantId, id(values.planId), w.id === null);
  },
};

const overhaulRecord: RecordHook = {
  name: 'zdjx.overhaulRecord',
  async check(w, values) {
    const tenantId = w.auth.tenantId;
    const planId = id(values.planId);
    const plan = await openPlan(w.s.tx, tenantId, planId, w.id === null);
    const equipmentId = id(values.equipmentId);
    if (!plan || !planId || !equipmentId) return;
    const items = await itemsOf(w.s.tx, tenantId, planId);
    if (!items.some((i) => i.data.equipmentId === equipmentId)) {
      throw fieldError('equipmentId', text('xjxc.overhaul.equipmentNotInPlan', { plan: String(plan.name ?? planId) }));
    }
  },
};

/** The module's hook set (listed in MODULE_HOOK_SETS of src/server/resources/module-hooks.ts). */
export const zdjxHooks: ModuleHookSet = { module: 'zdjx', hooks: { overhaulPlan, overhaulItem, deviceStop, overhaulRecord } };
