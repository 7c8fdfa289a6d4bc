// The reads of a patrol's phone page (docs/patrol.md "On the phone"): the patrol record with its stored results, its
// route (the scheme's points in order) and each point's check items, over the desktop's HTTP client (silent: the
// page shows its own messages). Loaded again when `attempt` changes (after a save, 重试).
import { request } from '../../../api/http.ts';
import { useRecordLoad, type RecordLoad } from '../../use-record-load.ts';
import { routePointOf, type RoutePoint } from './patrol-entries.ts';

type Data = Record<string, unknown>;

const API = '/u-basic';

/** A patrol as the page shows it. */
export interface PatrolTask {
  record: Data & { id: number };
  points: RoutePoint[];
}

export type PatrolLoad = RecordLoad<PatrolTask>;

async function detail(resource: string, id: number): Promise<Data & { id: number }> {
  const body = await request<Data & { id: number }>({ method: 'GET', url: `${API}/${resource}/${id}`, silent: true });
  return body.data as Data & { id: number };
}

/** The record, its scheme's points in the route's order (a point deleted since is left out) and their items. */
export async function loadPatrol(id: number): Promise<PatrolTask> {
  const record = await detail('patrol-record', id);
  const schemeId = Number(record.schemeId);
  const scheme = Number.isSafeInteger(schemeId) && schemeId > 0 ? await detail('patrol-scheme', schemeId) : null;
  const pointIds = Array.isArray(scheme?.pointIds) ? (scheme.pointIds as unknown[]).filter((p): p is number => typeof p === 'number') : [];
  const points = await Promise.all(pointIds.map((p) => detail('patrol-point', p).then(routePointOf, () => null)));
  return { record, points: points.filter((p): p is RoutePoint => p !== null) };
}

/** Loads the patrol `id` (again when `attempt` changes). */
export function usePatrolLoad(id: number, attempt: number, fallback: string): PatrolLoad {
  return useRecordLoad(id, attempt, fallback, loadPatrol);
}
