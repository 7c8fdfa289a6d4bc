// Works at the same place and time as a permit (GB 30871 4.6, 4.7, chapter 7; issue 16 item 6, docs/permits.md
// "Simultaneous work"): the enterprise's permits working in the permit's planned window, read for the domain's
// rules (permit-simultaneous.ts). Submit and start refuse a pair the standard forbids (409, the other permit
// named); the detail lists the works at the same place (GET zuoYePiao/siteWorks).
import { geometryProblem, isGeometryOf, type Geometry } from '../../domain/geometry.ts';
import { text } from '../../domain/i18n/text.ts';
import { nearbyWorks, simultaneousRefusal, WORKING_STATES, type NearbyWork, type SiteWork } from '../../domain/permit-simultaneous.ts';
import type { Queryable } from '../db/db.ts';
import { conflict, fieldError } from '../http/app-error.ts';
import { planRefusal } from '../map/plan-refusal.ts';
import { readPlan } from '../map/plan-store.ts';
import type { PermitRow } from './permit-store.ts';

/** The form field holding the permit's position on the plant map. */
export const POSITION_FIELD = 'zuoYeWeiZhi';

const stringOf = (v: unknown) => (typeof v === 'string' ? v : null);
const position = (v: unknown): Geometry | null => (isGeometryOf('any', v) ? v : null);

/**
 * Refuses (400 at the field) a position that is neither a point nor a polygon (a closed ring of at least 3 distinct
 * positions that does not cross itself: a drawn polygon or an area's), or while the enterprise has no plant plan, or
 * outside the plan; a missing or cleared position is allowed (the same site's name then decides what is at the same
 * place).
 */
export async function assertPosition(tx: Queryable, tenantId: number, form: Readonly<Record<string, unknown>>, title: string): Promise<void> {
  const value = form[POSITION_FIELD];
  if (value === undefined || value === null) return;
  const problem = geometryProblem('any', value);
  const wrong = problem === null ? undefined : text(problem === 'selfCrossing' ? 'map.error.selfCrossing' : 'map.error.siteShape', { field: title });
  if (wrong) throw fieldError(POSITION_FIELD, wrong);
  const outside = planRefusal(await readPlan(tx, tenantId, false), value as Geometry, title);
  if (outside) throw fieldError(POSITION_FIELD, outside);
}

/** What the rules read of a stored permit. */
export function siteWorkOf(row: Pick<PermitRow, 'id' | 'number' | 'kind' | 'state' | 'site' | 'data' | 'plannedStart' | 'plannedEnd'>): SiteWork {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    state: row.state,
    site: row.site ?? '',
    position: position(row.data[POSITION_FIELD]),
    plannedStart: row.plannedStart,
    plannedEnd: row.plannedEnd,
    pipeline: stringOf(row.data.guanDaoMingCheng),
    plate: stringOf(row.data.mangBanBianHao),
  };
}

/** The tenant's other permits working (approving, approved, in progress) at some instant of `row`'s planned window. */
export async function worksDuring(tx: Queryable, tenantId: number, row: Pick<PermitRow, 'id' | 'plannedStart' | 'plannedEnd'>): Promise<SiteWork[]> {
  const rows = await tx.query<PermitRow>(
    `select id, number, kind, state, zuo_ye_di_dian as site, data, planned_start as "plannedStart", planned_end as "plannedEnd"
       from permit
      where tenant_id = $1 and id <> $2 and state = any($3::text[])
        and ($5::timestamptz is null or planned_start is null or planned_start <= $5)
        and ($4::timestamptz is null or planned_end is null or planned_end >= $4)
      order by number`,
    [tenantId, row.id, [...WORKING_STATES], row.plannedStart, row.plannedEnd],
  );
  return rows.map(siteWorkOf);
}

/** The works at the same place and time as `row`, nearest first. */
export async function nearbyWorksOf(tx: Queryable, tenantId: number, row: PermitRow): Promise<NearbyWork[]> {
  return nearbyWorks(siteWorkOf(row), await worksDuring(tx, tenantId, row));
}

/** Refuses (409, naming the other permit) a permit that may not work at the same time as another (submit, start). */
export async function assertSimultaneousWork(tx: Queryable, tenantId: number, row: PermitRow): Promise<void> {
  // One submit or start of the enterprise at a time checks the others: two permits racing each other would each
  // miss the other's step.
  await tx.query("select pg_advisory_xact_lock(hashtextextended('permit-site:' || $1::text, 7302))", [tenantId]);
  const refused = simultaneousRefusal(siteWorkOf(row), await worksDuring(tx, tenantId, row));
  if (refused) throw conflict(refused);
}
