// The schedule's generator in batches (run-schedules.ts): the due periods of many plans of one plan resource are
// generated together with the same checks as one at a time, in a few statements per batch instead of several per
// record: each record prepared, validated and checked (the references they name asked once for the batch); a plan
// whose record is refused is left out alone (nothing of it written); the periods claimed in one insert (a period
// already claimed, by an earlier run or another process, creates nothing); the records inserted together, their
// `saved` hooks run (`recordsSaved`), their runs' record ids and the inbox's waiting rows written in one statement
// each. A batch that fails past its checks (a hook refusing once saved) is rolled back to its savepoint and its
// plans generated one at a time, so that only the refused plan is lost, as before.
import { localDateTime, type Period } from '../../domain/schedule-calendar.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import type { ScheduleSpec } from '../../schema/workflow-types.ts';
import type { ShiftCalendar } from '../../domain/schedule-calendar.ts';
import { systemAuth } from '../auth/system-auth.ts';
import { checkRecord, prepareRecord, recordsSaved, recordWrite, type RecordWrite } from '../resources/record-hooks.ts';
import { payloadValues } from '../resources/record-shape.ts';
import { insertRecords } from '../resources/record-store.ts';
import { preloadRefs } from '../resources/ref-hook.ts';
import { assertValid, type ResourceScope } from '../resources/resource-context.ts';
import { claimKey, claimPeriods, setRunRecords, writeTasksWaiting } from './schedule-store.ts';

/** At most this many records per batch (a plan's periods are never split over two batches). */
export const GENERATE_BATCH = 500;

export interface PlanRow {
  id: number;
  data: Record<string, unknown>;
  created_by: number | null;
}

/** One plan resource's run in one enterprise. */
export interface PlanRun {
  tenantId: number;
  now: Date;
  plan: ResourceFile & { schedule: ScheduleSpec };
  target: ResourceFile;
  calendar: ShiftCalendar | null;
  cache: Map<string, unknown>;
  onError?: (e: { tenantId: number; plan: string; planId: number; error: unknown }) => void;
  /** The next sort order of the target's records (read once per run: each insert would scan the table). */
  sort?: number;
}

/** A plan's due periods. */
export interface PlanPeriods {
  row: PlanRow;
  planId: number;
  periods: readonly Period[];
}

/** What a batch did: records generated, of them missed; plans refused; plans to generate one at a time. */
export interface BatchResult {
  generated: number;
  missed: number;
  failed: number;
  /** The checked plans of a batch that failed once past its checks (rolled back): left to one at a time. */
  retry: PlanPeriods[];
}

/** The payload of a period's record, as a create would send it. */
export function periodBody(spec: ScheduleSpec, row: PlanRow, planId: number, p: Period, missed: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [to, from] of Object.entries(spec.copy ?? {})) if (row.data[from] !== undefined) body[to] = row.data[from];
  body[spec.planField] = planId;
  const assignee = row.data[spec.assigneeFrom];
  if (assignee !== undefined) body[spec.assigneeField] = assignee;
  body[spec.dueField] = localDateTime(p.due);
  body[spec.periodField] = p.key;
  if (spec.teamField && p.team) body[spec.teamField] = p.team;
  if (missed && spec.missedField) body[spec.missedField] = true;
  return body;
}

/** The inbox title of a generated record. */
export function taskTitle(target: ResourceFile, values: Record<string, unknown>, period: string): string {
  const label = values.name ?? values.title;
  return `${typeof label === 'string' ? label : target.title} ${period}`;
}

interface Item {
  plan: PlanPeriods;
  p: Period;
  missed: boolean;
  w: RecordWrite;
  values: Record<string, unknown>;
}

/**
 * Generates the periods of some plans in one batch (inside a savepoint). When the batch fails past its checks it
 * is rolled back and its checked plans answered in `retry` (the caller generates them one at a time).
 */
export async function generateBatch(
  scope: ResourceScope,
  run: PlanRun,
  plans: readonly PlanPeriods[],
  markMissed: (recordId: number, auth: RecordWrite['auth'], period: string) => Promise<void>,
): Promise<BatchResult> {
  const { tenantId, plan, target } = run;
  const spec = plan.schedule;
  const out: BatchResult = { generated: 0, missed: 0, failed: 0, retry: [] };
  // Prepared and checked record by record; a refused plan writes nothing.
  const prepared: Item[][] = [];
  for (const pp of plans) {
    const auth = systemAuth(tenantId, pp.row.created_by);
    const items: Item[] = [];
    try {
      for (const p of pp.periods) {
        const missed = p.due.getTime() <= run.now.getTime();
        const w = recordWrite(scope, auth, periodBody(spec, pp.row, pp.planId, p, missed), null, run.cache);
        const values = payloadValues(scope.c.resource, w.body) ?? {};
        await prepareRecord(w, values);
        items.push({ plan: pp, p, missed, w, values });
      }
      prepared.push(items);
    } catch (error) {
      out.failed++;
      run.onError?.({ tenantId, plan: plan.key, planId: pp.planId, error });
    }
  }
  await preloadRefs(scope, tenantId, prepared.flat().map((i) => i.values), run.cache);
  const checked: Item[] = [];
  const checkedPlans: PlanPeriods[] = [];
  for (const items of prepared) {
    try {
      for (const i of items) {
        assertValid(scope, i.values);
        await checkRecord(i.w, i.values);
      }
      checked.push(...items);
      if (items[0]) checkedPlans.push(items[0].plan);
    } catch (error) {
      out.failed++;
      const planId = items[0]?.plan.planId ?? 0;
      run.onError?.({ tenantId, plan: plan.key, planId, error });
    }
  }
  if (checked.length === 0) return out;

  const sortBefore = run.sort;
  await scope.tx.query('savepoint schedule_batch');
  try {
    const claimed = await claimPeriods(
      scope.tx,
      checked.map((i) => ({
        tenantId,
        planResource: plan.key,
        planId: i.plan.planId,
        periodKey: i.p.key,
        periodStart: i.p.start,
        dueAt: i.p.due,
        targetResource: target.key,
        missed: i.missed,
      })),
    );
    const fresh = checked.filter((i) => claimed.has(claimKey(i.plan.planId, i.p.key)));
    // In the order one at a time would create them: plan by plan, period by period, each with its sort order.
    const sorts = fresh.map(() => (run.sort = (run.sort ?? 0) + 1));
    for (let from = 0; from < fresh.length; from += GENERATE_BATCH) {
      const part = fresh.slice(from, from + GENERATE_BATCH);
      const byAuthor = new Map<number | null, number[]>();
      part.forEach((i, n) => byAuthor.set(i.plan.row.created_by, [...(byAuthor.get(i.plan.row.created_by) ?? []), n]));
      for (const [author, idx] of byAuthor) {
        const ids = await insertRecords(scope.tx, scope.c, tenantId, author, idx.map((n) => part[n]!.values), idx.map((n) => sorts[from + n]!));
        idx.forEach((n, k) => (part[n]!.w.id = ids[k]!));
      }
    }
    const workflow = scope.c.resource.workflow;
    const waiting: Parameters<typeof writeTasksWaiting>[2][number][] = [];
    // A period generated late goes to its missed state right after its record is saved, as one at a time does.
    await recordsSaved(fresh, async (i) => {
      const assignee = i.plan.row.data[spec.assigneeFrom];
      if (i.missed && workflow && spec.missedState) await markMissed(i.w.id!, i.w.auth, i.p.key);
      else if (!i.missed && typeof assignee === 'number') {
        waiting.push({
          module: target.module ?? plan.module ?? null,
          resource: target.key,
          recordId: i.w.id!,
          assigneeId: assignee,
          title: taskTitle(target, i.values, i.p.key),
          dueAt: i.p.due,
        });
      }
    });
    await setRunRecords(
      scope.tx,
      tenantId,
      fresh.map((i) => ({ runId: claimed.get(claimKey(i.plan.planId, i.p.key))!, recordId: i.w.id! })),
    );
    await writeTasksWaiting(scope.tx, tenantId, waiting);
    await scope.tx.query('release savepoint schedule_batch');
    out.generated += fresh.length;
    out.missed += fresh.filter((i) => i.missed).length;
    return out;
  } catch {
    await scope.tx.query('rollback to savepoint schedule_batch');
    run.sort = sortBefore;
    return { ...out, retry: checkedPlans };
  }
}
